import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY_MS } from '@app/game-engine';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { createPlayer, friendly, inbox, insertCharacter, ok, restart, rude, send } from './game-fixtures.ts';

describeEachDb('inbox and restart', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await insertCharacter(ts, 'mila');
    await insertCharacter(ts, 'nova');
  });
  afterAll(() => ts.close());

  it('lists one row per character talked with, newest first, with the last message', async () => {
    const player = await createPlayer(ts);
    expect(ok(await inbox(ts, player, 'rest'))).toEqual([]);
    const mila = ok(await send(ts, player, 'rest', 'mila'));
    ts.clock.advance(1000);
    ok(await send(ts, player, 'rest', 'nova'));
    ts.clock.advance(1000);
    const last = ok(await send(ts, player, 'trpc', 'mila', { message: friendly(mila) }));
    for (const surface of ['rest', 'trpc'] as const) {
      const rows = ok(await inbox(ts, player, surface));
      expect(rows.map((r) => r._id)).toEqual(['mila', 'nova']);
      expect(rows[0]).toMatchObject({ name: 'Char mila', image: 'mila-card.jpg', message: last.messages.at(-1)!.response, messageTrans: null });
    }
    const other = await createPlayer(ts);
    expect(ok(await inbox(ts, other, 'trpc'))).toEqual([]);
  });

  it('restarts one game: state and messages cleared, the opening reply answered, score kept', async () => {
    const player = await createPlayer(ts);
    const greeting = ok(await send(ts, player, 'rest', 'mila'));
    const played = ok(await send(ts, player, 'rest', 'mila', { message: friendly(greeting) }));
    ok(await send(ts, player, 'rest', 'nova'));
    expect(played.score).toBeGreaterThan(0);

    const fresh = ok(await restart(ts, player, 'rest', 'mila', 'chat'));
    expect(fresh.messages[0]?.response).toBe('Hi, I am Char mila. Nice to meet you!');
    expect(fresh).toMatchObject({ stage: 'talk', horny: 5, timeout: null, locationSelect: null, actionSelect: null, score: played.score });
    const stored = await ts.db.prisma.message.findMany({ where: { userId: player.id, charId: 'mila' }, orderBy: { id: 'asc' } });
    expect(stored.map((m) => m.response)).toEqual(fresh.messages.map((m) => m.response));
    expect(await ts.db.prisma.message.count({ where: { userId: player.id, charId: 'nova' } })).toBeGreaterThan(0);

    const viaTrpc = ok(await restart(ts, player, 'trpc', 'mila', 'chat'));
    expect(viaTrpc.messages.length).toBeGreaterThan(0);
    const again = ok(await send(ts, player, 'rest', 'mila'));
    expect(again.messages.map((m) => m.response)).toEqual(viaTrpc.messages.map((m) => m.response));
  });

  it('keeps an active block through a restart', async () => {
    const player = await createPlayer(ts);
    const greeting = ok(await send(ts, player, 'rest', 'nova'));
    const blocked = ok(await send(ts, player, 'rest', 'nova', { message: rude(greeting) }));
    const fresh = ok(await restart(ts, player, 'rest', 'nova', 'chat'));
    expect(fresh.timeout).toBe(blocked.timeout);
    ts.clock.advance(DAY_MS + 1);
    expect(ok(await send(ts, player, 'rest', 'nova')).timeout).toBeNull();
  });

  it('answers 400 for an unknown game type and 404 for an unknown character', async () => {
    const player = await createPlayer(ts);
    expect((await restart(ts, player, 'rest', 'mila', 'poker')).status).toBe(400);
    expect((await restart(ts, player, 'rest', 'nobody', 'chat')).status).toBe(404);
  });
});
