import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/build-app.ts';
import { buildServer } from '../src/server.ts';
import { createMetrics } from '../src/metrics.ts';
import { isPostgresReachable, memoryMailer, TEST_DATABASE_URL, testConfig, type TestServer } from './harness.ts';
import { createPlayer, distinctModelAnswers, insertCharacter, send, type TestPlayer } from './game-fixtures.ts';
import { startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11';

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const ready = (await isPostgresReachable()) && (await redisReachable());
if (!ready) {
  if (process.env.CI)
    throw new Error('The scale-out test needs PostgreSQL and Redis on 127.0.0.1: start them (.ci/run does)');
  console.warn('\n!!! PostgreSQL or Redis is not reachable: the scale-out test is SKIPPED\n');
}

/** Two API instances on one PostgreSQL database and one Redis, as behind a round-robin balancer. */
(ready ? describe : describe.skip)('two instances on one database and Redis', () => {
  const name = `t_scale_${randomBytes(5).toString('hex')}`;
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const clock = {
    now: Date.parse('2026-06-01T12:00:00Z'),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const secret = randomBytes(32).toString('hex');
  const instances: TestServer[] = [];
  // Custom messages count against the quota only when the model answers them.
  let model: FakeModelServer;

  beforeAll(async () => {
    model = await startFakeModelServer();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase({ url: url.toString(), poolSize: 5 });
      const config = testConfig({
        JWT_SECRET: secret,
        REDIS_URL,
        AUTH_RATE_LIMIT: '3',
        MODEL_BASE_URL: model.url,
        MODEL_TIMEOUT_MS: '10000',
      });
      const built = await buildApp({
        config,
        db,
        mailer: memoryMailer(),
        now: () => clock.now,
        log: pino({ level: 'silent' }),
      });
      const server = await buildServer({ app: built.app, metrics: createMetrics() });
      await server.ready();
      instances.push({
        server,
        built,
        db,
        mailer: memoryMailer(),
        clock,
        close: async () => {
          await server.close();
          await built.close();
          await db.close();
        },
      });
    }
    await insertCharacter(instances[0]!, 'mila');
  });

  afterAll(async () => {
    for (const ts of instances) await ts.close();
    await model.close();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('a player moving between instances mid-chat loses no message and plays every turn once', async () => {
    const player: TestPlayer = await createPlayer(instances[0]!, 1);
    let expected = 0;
    for (let i = 0; i < 10; i++) {
      const answer = await send(instances[i % 2]!, player, i % 2 ? 'trpc' : 'rest', 'mila', {
        message: i === 0 ? '' : `Turn ${i}, how was your day?`,
      });
      expect(answer.status).toBe(200);
      if (i > 0) expected += 1 + answer.body.messages.length;
      else expected += answer.body.messages.length;
    }
    const stored = await instances[1]!.db.prisma.message.count({ where: { userId: player.id } });
    expect(stored).toBe(expected);
    const state = await instances[0]!.db.prisma.gameState.findUnique({
      where: { userId_charId_gameType: { userId: player.id, charId: 'mila', gameType: 'chat' } },
    });
    expect(state?.version).toBe(9);
  });

  it('the daily custom-message quota counts once across instances', async () => {
    const player = await createPlayer(instances[0]!, 1);
    await send(instances[0]!, player, 'rest', 'mila');
    distinctModelAnswers(model);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (
          await send(instances[i % 2]!, player, 'rest', 'mila', {
            message: `Custom ${i}: what now?`,
            mode: 'freestyle',
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const quota = await instances[1]!.db.prisma.quotaUsage.findMany({ where: { userId: player.id } });
    expect(quota.map((q) => q.count)).toEqual([5]);
  });

  it('rate limits are shared: the address gets AUTH_RATE_LIMIT logins a minute in total, not per instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await instances[i % 2]!.server.inject({
        method: 'POST',
        url: '/api/auth/emailLogin',
        payload: { email: 'nobody@example.com', password: 'Wrong-password-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
