import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { grantTier } from './content-fixtures.ts';
import { modelAnswer, startFakeModelServer, type FakeBehaviour } from './fake-model-server.ts';
import { insertCharacter, isSummaryRequest } from './game-fixtures.ts';
import type { TestServer } from './harness.ts';
import { migratedDataDir } from './migrated.ts';
import { openDatabase } from '../src/db/client.ts';
import { TokenService } from '../src/services/tokens.ts';

const JWT_SECRET = 'Zq3xV9pL2mW7rT5yB8nK4cF6hJ1sD0gA';
const SUMMARY = 'They talked about her jazz records and his night shifts.';

describe('the running chat summary across a restart of the server process (PGlite)', () => {
  it('a summary cut off by SIGTERM is written after the next start and reaches the next prompt', async () => {
    const dataDir = migratedDataDir('summary-restart-');
    const userId = randomUUID();
    const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const seeded = { db, clock: { now: Date.now() } } as unknown as TestServer;
      await insertCharacter(seeded, 'mila');
      await db.prisma.user.create({ data: { id: userId, tosConsent: true } });
      await grantTier(seeded, userId, 3, 30);
    } finally {
      await db.close();
    }
    const token = await new TokenService(JWT_SECRET, 86_400_000).sign({
      tier: 0,
      user: userId,
      tags: {},
      language: 'en',
      role: 0,
      loggedIn: false,
      tosConsent: true,
      v: 0,
    });

    const fake = await startFakeModelServer();
    let summary: FakeBehaviour = { kind: 'hang' };
    let turns = 0;
    fake.fallback = (body) =>
      isSummaryRequest(body) ? summary : { kind: 'reply', content: modelAnswer([`Model line ${++turns}`], 0) };
    // the smallest context budget: history leaves the prompt after a few turns
    const env = {
      MODEL_BASE_URL: fake.url,
      MODEL_TIMEOUT_MS: '60000',
      SUMMARY_RETRY_DELAY_SECONDS: '1',
      MODEL_CONTEXT_TOKENS: '1024',
    };
    const turn = async (p: ApiProcess, message: string) => {
      const res = await fetch(`${p.url}/api/message/game/mila`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(message ? { message, mode: 'freestyle' } : {}),
      });
      expect(res.status).toBe(200);
    };
    const asked = () => fake.requests.filter((r) => isSummaryRequest(r.body)).length;
    let running: ApiProcess | undefined;
    try {
      running = await startApiProcess(dataDir, { env });
      await turn(running, '');
      for (let i = 0; i < 20 && asked() === 0; i++) {
        await turn(running, `I work nights at the hospital (${i})`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // the job waits for a model that does not answer when the server is told to stop
      expect(asked()).toBe(1);
      running.server.kill('SIGTERM');
      expect(await running.exited).toBe(0);

      summary = { kind: 'reply', content: { summary: SUMMARY } };
      running = await startApiProcess(dataDir, { env });
      for (let waited = 0; asked() < 2; waited += 100) {
        if (waited > 20_000) throw new Error('the summary was not asked for after the start');
        await new Promise((r) => setTimeout(r, 100));
      }
      // written a moment after the model answered: the next turns' prompts carry it
      let prompt = '';
      for (let i = 0; i < 10 && !prompt.includes(SUMMARY); i++) {
        await new Promise((r) => setTimeout(r, 300));
        fake.requests.length = 0;
        await turn(running, `Did you miss me? (${i})`);
        prompt = fake.requests.find((r) => !isSummaryRequest(r.body))?.body.messages?.[0]?.content ?? '';
      }
      expect(prompt).toContain(`Earlier in this conversation: ${SUMMARY}`);
      running.server.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    } finally {
      if (running && running.server.exitCode === null) running.server.kill('SIGKILL');
      await fake.close();
    }
  }, 240_000);
});
