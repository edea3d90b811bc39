import { afterAll, beforeAll, expect, it } from 'vitest';
import { BLOCK_METER, DANGER_METER, HOUR_MS, MINUTE_MS, RESUME_METER } from '@app/game-engine';
import type { GameReply } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import {
  createPlayer,
  insertCharacter,
  ok,
  restartAll,
  restartCharacter,
  rude,
  send,
  type TestPlayer,
} from './game-fixtures.ts';

/** Rude replies until the block, keeping every reply. */
async function rudeRun(ts: TestServer, player: TestPlayer, charId: string): Promise<GameReply[]> {
  let reply = ok(await send(ts, player, 'rest', charId));
  const replies: GameReply[] = [];
  for (let i = 0; i < 8 && reply.timeout === null; i++) {
    reply = ok(await send(ts, player, i % 2 ? 'trpc' : 'rest', charId, { message: rude(reply) }));
    replies.push(reply);
  }
  expect(reply.timeout, 'never blocked').not.toBeNull();
  return replies;
}

const messagesOf = (ts: TestServer, player: TestPlayer, charId: string) =>
  ts.db.prisma.message.count({ where: { userId: player.id, charId } });

describeEachDb('blocks through the API', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await insertCharacter(ts, 'mila');
  });
  afterAll(() => ts.close());

  it('warns in her words and the danger band before blocking, blocks first for 15 minutes, and says when it ends', async () => {
    const player = await createPlayer(ts);
    const run = await rudeRun(ts, player, 'mila');
    const block = run.at(-1) as GameReply;
    const before = run.at(-2) as GameReply;
    expect(run.length).toBeGreaterThanOrEqual(3);
    expect(before.horny).toBeGreaterThan(BLOCK_METER);
    expect(before.horny).toBeLessThanOrEqual(DANGER_METER);
    expect(before.messages[0]?.response).toMatch(/Rude!/);
    expect(block.horny).toBeLessThanOrEqual(BLOCK_METER);
    expect(block.timeout).toBe(ts.clock.now + 15 * MINUTE_MS);
    // The block's own line only: the warnings came before it.
    expect(block.messages.map((m) => m.response)).toEqual([expect.stringMatching(/^I am done talking to you/)]);
  });

  it('adds nothing to the history when a blocked chat is reopened, however often', async () => {
    const player = await createPlayer(ts);
    const block = (await rudeRun(ts, player, 'mila')).at(-1) as GameReply;
    const stored = await messagesOf(ts, player, 'mila');
    for (let i = 0; i < 4; i++) {
      ts.clock.advance(MINUTE_MS);
      const reopened = ok(await send(ts, player, i % 2 ? 'trpc' : 'rest', 'mila'));
      expect(reopened.timeout).toBe(block.timeout);
      expect(reopened.messages.at(-1)?.response).toBe(block.messages.at(-1)?.response);
    }
    expect(await messagesOf(ts, player, 'mila')).toBe(stored);
  });

  it('blocks longer each time, 2 hours then 24, and a restart of progress or of the character does not reset the count', async () => {
    const player = await createPlayer(ts, 1);
    const first = (await rudeRun(ts, player, 'mila')).at(-1) as GameReply;
    ts.clock.advance(first.timeout! - ts.clock.now + 1);
    const back = ok(await send(ts, player, 'rest', 'mila'));
    expect(back).toMatchObject({ timeout: null, horny: RESUME_METER });

    ok(await restartAll(ts, player, 'rest'));
    const second = (await rudeRun(ts, player, 'mila')).at(-1) as GameReply;
    expect(second.timeout).toBe(ts.clock.now + 2 * HOUR_MS);

    ts.clock.advance(2 * HOUR_MS + 1);
    ok(await restartCharacter(ts, player, 'trpc', 'mila'));
    const third = (await rudeRun(ts, player, 'mila')).at(-1) as GameReply;
    expect(third.timeout).toBe(ts.clock.now + 24 * HOUR_MS);
  });

  it('forgets the blocks a week after the last one', async () => {
    const player = await createPlayer(ts);
    const first = (await rudeRun(ts, player, 'mila')).at(-1) as GameReply;
    ts.clock.advance(first.timeout! - ts.clock.now + 8 * 24 * HOUR_MS);
    const second = (await rudeRun(ts, player, 'mila')).at(-1) as GameReply;
    expect(second.timeout).toBe(ts.clock.now + 15 * MINUTE_MS);
  });
});
