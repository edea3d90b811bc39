import { it } from 'vitest';
import { startTestServer } from './harness.ts';
import { createPlayer, insertCharacter, send } from './game-fixtures.ts';
for (const kind of ['pglite', 'postgres'] as const) {
  it(kind, async () => {
    const ts = await startTestServer(kind);
    await insertCharacter(ts, 'mila');
    const p = await createPlayer(ts, 2);
    await send(ts, p, 'rest', 'mila');
    const a = await Promise.all(Array.from({ length: 20 }, (_, i) => send(ts, p, 'rest', 'mila', { message: `hi ${i}`, mode: 'freestyle' })));
    console.log('STATUSES', kind, a.map((x) => x.status).join(','));
    await ts.close();
  });
}
