import { afterAll, beforeAll, expect, it } from 'vitest';
import { newGameState } from '@app/game-engine';
import type { GameState } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { createPlayer, insertCharacter, ok, send } from './game-fixtures.ts';
import { restartProgress } from '../src/services/accounts/restart.ts';
import { EMPTY_MEMORY } from '../src/services/game/memory.ts';
import { loadTurnState, persistTurn, type GameKey } from '../src/services/game/state-store.ts';

/**
 * A turn keeps the game it wrote in memory and reads the stored state again only when the row changed
 * (played-games.ts): every other writer (another instance, a restart, a console reset) is seen at once.
 */
describeEachDb('games held between turns', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await insertCharacter(ts, 'mila');
  });
  afterAll(() => ts.close());

  async function played(meter: number, extra: Partial<GameState> = {}): Promise<{ key: GameKey; state: GameState }> {
    const player = await createPlayer(ts);
    const key: GameKey = { userId: player.id, charId: 'mila', gameType: 'chat', isFuta: false };
    const state = {
      ...newGameState({ charId: 'mila' }),
      meter,
      counters: { ...newGameState({ charId: 'mila' }).counters, turns: 7 },
      ...extra,
    };
    await persistTurn(
      ts.db.prisma,
      {
        userId: player.id,
        charId: 'mila',
        gameType: 'chat',
        version: null,
        state,
        memory: EMPTY_MEMORY,
        userMessage: 'hello',
        replies: [{ response: 'Hi there.', responseTrans: null }],
        now: ts.clock.now,
        quota: null,
        progress: { score: 0, meter },
      },
      ts.db.sql,
    );
    return { key, state };
  }
  const load = async (key: GameKey) => (await loadTurnState(ts.db.sql, key)).game;

  it('takes a newer version another instance wrote, and keeps its own while the row is unchanged', async () => {
    const { key } = await played(12);
    expect((await load(key)).state.meter).toBe(12);
    // a write without a new version is not looked at again: the process holds this version
    await ts.db.sql.query(`UPDATE "GameState" SET "state" = jsonb_set("state", '{meter}', '20') WHERE "userId" = $1`, [
      key.userId,
    ]);
    expect((await load(key)).state.meter).toBe(12);
    // another instance's turn: a new version
    await ts.db.sql.query(
      `UPDATE "GameState" SET "state" = jsonb_set("state", '{meter}', '27'), "version" = "version" + 1 WHERE "userId" = $1`,
      [key.userId],
    );
    const newer = await load(key);
    expect(newer.state.meter).toBe(27);
    expect(newer.version).toBe(1);
  });

  it('sees a restart that keeps a running block at the same moment, though the old game was at version 0', async () => {
    const until = ts.clock.now + 60 * 60_000;
    const { key } = await played(2, { timeout: until, blocks: { count: 1, last: ts.clock.now } });
    expect((await load(key)).state.counters.turns).toBe(7);
    await restartProgress(ts.db.prisma, key.userId, { tier: 1, now: ts.clock.now });
    const restarted = await load(key);
    expect(restarted.state.counters.turns).toBe(0);
    expect(restarted.state.timeout).toBe(until);
    expect(restarted.version).toBe(1);
  });

  /** The statements the API sends on the plain driver while `fn` runs. */
  async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
    const sql = ts.db.sql;
    const query = sql.query;
    const seen: string[] = [];
    sql.query = <T>(text: string, params?: unknown[], name?: string) => {
      seen.push(text);
      return query.call(sql, text, params, name) as Promise<T[]>;
    };
    try {
      await fn();
    } finally {
      sql.query = query;
    }
    return seen;
  }
  const storedGame = async (userId: string) =>
    (
      await ts.db.sql.query<{ state: GameState; version: number }>(
        `SELECT "state", "version" FROM "GameState" WHERE "userId" = $1`,
        [userId],
      )
    )[0]!;
  const messageCount = async (userId: string) =>
    Number(
      (
        await ts.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Message" WHERE "userId" = $1`, [userId])
      )[0]!.n,
    );

  it('plays the next turn of a game this process played last in one statement', async () => {
    const player = await createPlayer(ts);
    ok(await send(ts, player, 'rest', 'mila'));
    const before = await storedGame(player.id);
    const statements = await statementsDuring(async () =>
      ok(await send(ts, player, 'rest', 'mila', { message: 'hi' })),
    );
    expect(statements.filter((s) => s.includes('"GameState"'))).toHaveLength(1);
    const after = await storedGame(player.id);
    expect(after.version).toBe(before.version + 1);
    expect(after.state.counters.turns).toBe(before.state.counters.turns + 1);
  });

  it('plays again from a read when another instance played the game meanwhile, storing the turn once', async () => {
    const player = await createPlayer(ts);
    ok(await send(ts, player, 'rest', 'mila'));
    ok(await send(ts, player, 'rest', 'mila', { message: 'hi' }));
    // another instance's turn: a new version with 40 turns played
    await ts.db.sql.query(
      `UPDATE "GameState" SET "state" = jsonb_set("state", '{counters,turns}', '40'), "version" = "version" + 1 WHERE "userId" = $1`,
      [player.id],
    );
    const count = await messageCount(player.id);
    const reply = ok(await send(ts, player, 'rest', 'mila', { message: 'hello again' }));
    expect((await storedGame(player.id)).state.counters.turns).toBe(41);
    expect(await messageCount(player.id)).toBe(count + 1 + reply.messages.length);
  });

  it('sees the score another writer gave the player between two turns', async () => {
    const player = await createPlayer(ts);
    ok(await send(ts, player, 'rest', 'mila'));
    const first = ok(await send(ts, player, 'rest', 'mila', { message: 'hi' }));
    expect(first.score).toBeLessThan(50);
    await ts.db.sql.query(
      `UPDATE "PlayerCharacter" SET "score" = 400, "updatedAt" = now() WHERE "userId" = $1 AND "charId" = 'mila'`,
      [player.id],
    );
    const next = ok(await send(ts, player, 'rest', 'mila', { message: 'hello again' }));
    expect(next.score).toBeGreaterThanOrEqual(390);
  });

  it('plays a deleted and recreated game as the new one through the API', async () => {
    const player = await createPlayer(ts);
    ok(await send(ts, player, 'rest', 'mila'));
    await ts.db.prisma.gameState.deleteMany({ where: { userId: player.id } });
    await ts.db.prisma.message.deleteMany({ where: { userId: player.id } });
    const again = ok(await send(ts, player, 'rest', 'mila'));
    expect(again.messages[0]?.response).toBe('Hi, I am Char mila. Nice to meet you!');
  });
});
