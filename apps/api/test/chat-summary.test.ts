import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import pino from 'pino';
import {
  describeEachDb,
  freshDatabase,
  memoryMailer,
  startTestServer,
  testConfig,
  type TestServer,
} from './harness.ts';
import { modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import {
  createPlayer,
  insertCharacter,
  isSummaryRequest,
  ok,
  restart,
  send,
  type TestPlayer,
} from './game-fixtures.ts';
import { buildApp } from '../src/build-app.ts';
import { buildServer } from '../src/server.ts';
import { createMetrics } from '../src/metrics.ts';
import type { AppServices } from '../src/app-services.ts';
import { CHAT_SUMMARY_JOB, writeChatSummary } from '../src/services/game/chat-summary.ts';
import { promptTokens } from '../src/services/model/tokens.ts';

const SUMMARY = 'The player is a night-shift nurse who loves hiking; they joked about jazz records.';
const SUMMARY_DELAY_MS = 4000;

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A counter's value in the app's /metrics registry (0 when the label set has not been counted yet). */
async function counted(app: AppServices, name: string, labels: Record<string, string>): Promise<number> {
  const metric = await app.metrics.registry.getSingleMetric(name)?.get();
  const value = metric?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return value?.value ?? 0;
}

async function storedSummary(ts: Pick<TestServer, 'db'>, player: TestPlayer) {
  return ts.db.prisma.gameState.findUniqueOrThrow({
    where: { userId_charId_gameType: { userId: player.id, charId: 'mila', gameType: 'chat' } },
    select: { summary: true, summaryUpTo: true, state: true },
  });
}

async function summaryJobs(ts: Pick<TestServer, 'db'>, player: TestPlayer): Promise<number> {
  const rows = await ts.db.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'userId' = $2`,
    [CHAT_SUMMARY_JOB, player.id],
  );
  return rows[0]!.n;
}

const SAID = ['I work as a nurse and I love hiking', 'My favourite record is a jazz one', 'I had soup today'];

/** FreeStyle turns until one queues the summary job; answers how long that turn took. */
async function playUntilQueued(ts: TestServer, player: TestPlayer, from = 0): Promise<{ ms: number; turns: number }> {
  for (let i = from; i < from + 20; i++) {
    const started = performance.now();
    ok(await send(ts, player, 'rest', 'mila', { message: `${SAID[i % SAID.length]} (${i})`, mode: 'freestyle' }));
    const ms = performance.now() - started;
    if ((await summaryJobs(ts, player)) > 0) return { ms, turns: i + 1 - from };
  }
  throw new Error('no summary job queued after 20 turns');
}

/** Every turn gets a line of its own (meter 0: the chat stays in its stage); summaries answer as `summary` says. */
function answerTurns(fake: FakeModelServer, summary: Parameters<FakeModelServer['queue']>[0]): () => number {
  let turns = 0;
  fake.fallback = (body) =>
    isSummaryRequest(body) ? summary : { kind: 'reply', content: modelAnswer([`Model line ${++turns}`], 0) };
  return () => turns;
}

describeEachDb('the running chat summary, written by a background job', (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  const config = {
    MODEL_TIMEOUT_MS: '10000',
    SUMMARY_RETRY_LIMIT: '2',
    SUMMARY_RETRY_DELAY_SECONDS: '1',
    // the failing summaries below must not open the model's circuit breaker for the turns after them
    MODEL_BREAKER_FAILURES: '20',
    // the smallest context budget: history leaves the prompt after a few turns
    MODEL_CONTEXT_TOKENS: '1024',
  };
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, { config: { ...config, MODEL_BASE_URL: fake.url } });
    await insertCharacter(ts, 'mila');
  });
  afterAll(async () => {
    await ts?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  async function chatting(): Promise<TestPlayer> {
    const player = await createPlayer(ts, 3);
    ok(await send(ts, player, 'rest', 'mila'));
    return player;
  }

  it('answers the turn that makes the summary due without waiting for it; the job writes it and the next prompt has it', async () => {
    answerTurns(fake, { kind: 'slow', ms: SUMMARY_DELAY_MS, then: { kind: 'reply', content: { summary: SUMMARY } } });
    const player = await chatting();
    const completed = await counted(ts.built.app, 'job_runs_total', { job: CHAT_SUMMARY_JOB, outcome: 'completed' });
    const due = await playUntilQueued(ts, player);
    // answered before the model's summary could have been (a turn waiting for it takes the delay and more)
    expect(due.ms).toBeLessThan(SUMMARY_DELAY_MS);
    expect((await storedSummary(ts, player)).summary).toBe('');
    await until(() => fake.requests.some((r) => isSummaryRequest(r.body)), 15_000, 'the summary request');

    // turns played while the job waits for the model: their state writes leave the summary alone,
    // and the due ones add at most one waiting job for this chat
    for (let i = 0; i < 3; i++)
      ok(await send(ts, player, 'rest', 'mila', { message: `Still here (${i})`, mode: 'freestyle' }));
    expect(await summaryJobs(ts, player)).toBeLessThanOrEqual(2);

    await ts.built.app.jobs!.idle();
    const stored = await storedSummary(ts, player);
    expect(stored.summary).toBe(SUMMARY);
    expect(stored.summaryUpTo).toBeGreaterThan(0n);
    expect(JSON.stringify(stored.state)).not.toContain(SUMMARY);
    const asked = fake.requests.find((r) => isSummaryRequest(r.body))!;
    expect(asked.body.messages!.at(-1)!.content).toContain('Player: I work as a nurse and I love hiking (0)');

    fake.reset();
    ok(await send(ts, player, 'trpc', 'mila', { message: 'Do you remember me?', mode: 'freestyle' }));
    const prompt = fake.requests.find((r) => !isSummaryRequest(r.body))!.body.messages![0]!.content;
    expect(prompt).toContain(`Earlier in this conversation: ${SUMMARY}`);
    expect(prompt).toContain('"I work as a nurse and I love hiking');
    // that turn may have made the next summary due: every queued one has run
    await ts.built.app.jobs!.idle();
    expect(await counted(ts.built.app, 'job_runs_total', { job: CHAT_SUMMARY_JOB, outcome: 'completed' })).toBe(
      completed + (await summaryJobs(ts, player)),
    );
  }, 60_000);

  it("takes in exactly the messages the due turn's prompt no longer held, within the context budget", async () => {
    answerTurns(fake, { kind: 'reply', content: { summary: SUMMARY } });
    const player = await chatting();
    await playUntilQueued(ts, player);
    const due = fake.requests.filter((r) => !isSummaryRequest(r.body)).at(-1)!.body;
    expect(promptTokens(due.messages!) + Number(due.max_tokens)).toBeLessThanOrEqual(1024);
    await ts.built.app.jobs!.idle();
    const transcript = fake.requests.find((r) => isSummaryRequest(r.body))!.body.messages!.at(-1)!.content;
    const said = transcript.split('\n').filter((l) => /^(Player|Char mila): /.test(l));
    const stored = await ts.db.prisma.message.findMany({
      where: { userId: player.id, charId: 'mila', gameType: 'chat' },
      orderBy: { id: 'asc' },
    });
    // the oldest history message of the due turn's prompt, and the one stored just before it
    const held = stored.findIndex((m) => m.response === due.messages![1]!.content);
    expect(held).toBeGreaterThan(6);
    const before = stored[held - 1]!;
    expect(said.at(-1)).toBe(`${before.role === 'user' ? 'Player' : 'Char mila'}: ${before.response}`);
    expect(transcript).not.toContain(stored[held]!.response);
    expect(said.length).toBeGreaterThanOrEqual(6);
    // the summary's last message is the one before the window
    expect((await storedSummary(ts, player)).summaryUpTo).toBe(before.id);
  }, 60_000);

  it('a job queued before the context budget (no window in it) summarises all but the newest 12 messages', async () => {
    answerTurns(fake, { kind: 'reply', content: { summary: SUMMARY } });
    const player = await chatting();
    await ts.db.prisma.message.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        userId: player.id,
        charId: 'mila',
        role: i % 2 ? 'assistant' : 'user',
        response: `Older line ${i}`,
      })),
    });
    const stored = await ts.db.prisma.message.findMany({
      where: { userId: player.id, charId: 'mila' },
      orderBy: { id: 'asc' },
    });
    await writeChatSummary(ts.built.app, { userId: player.id, charId: 'mila', tier: 3 });
    const transcript = fake.requests.find((r) => isSummaryRequest(r.body))!.body.messages!.at(-1)!.content;
    const lastSummarised = stored.at(-13)!;
    expect(transcript).toContain(`: ${lastSummarised.response}`);
    expect(transcript).not.toContain(stored.at(-12)!.response);
    expect(await storedSummary(ts, player)).toMatchObject({ summary: SUMMARY, summaryUpTo: lastSummarised.id });
  });

  it('a chat restarted while its summary is being written starts without it', async () => {
    answerTurns(fake, { kind: 'slow', ms: SUMMARY_DELAY_MS, then: { kind: 'reply', content: { summary: SUMMARY } } });
    const player = await chatting();
    await playUntilQueued(ts, player);
    await until(() => fake.requests.some((r) => isSummaryRequest(r.body)), 15_000, 'the summary request');
    const asked = performance.now();
    ok(await restart(ts, player, 'rest', 'mila', 'chat'));
    // restarted while the model was still writing the summary of the old chat
    expect(performance.now() - asked).toBeLessThan(SUMMARY_DELAY_MS - 200);
    await ts.built.app.jobs!.idle();
    expect(await storedSummary(ts, player)).toMatchObject({ summary: '', summaryUpTo: 0n });
  }, 60_000);

  it('retries a summary the model failed, then counts the failed job; the chat goes on with the digest', async () => {
    answerTurns(fake, { kind: 'status', status: 500 });
    const player = await chatting();
    const failed = () => counted(ts.built.app, 'job_runs_total', { job: CHAT_SUMMARY_JOB, outcome: 'failed' });
    const before = await failed();
    await playUntilQueued(ts, player);
    // three attempts (SUMMARY_RETRY_LIMIT 2), the retries waiting about 1 s, then 2 s and more
    await until(async () => (await failed()) >= before + 3, 30_000, 'the last retry');
    const asked = fake.requests.filter((r) => isSummaryRequest(r.body));
    expect(asked).toHaveLength(3);
    // the failure is counted for the dashboard just after the last attempt
    const failures = async () =>
      (await ts.db.prisma.jobFailure.findMany({ where: { job: CHAT_SUMMARY_JOB } })).reduce((n, r) => n + r.count, 0);
    await until(async () => (await failures()) > 0, 5000, 'the failure counted');
    expect(await failures()).toBe(1);
    expect((await storedSummary(ts, player)).summary).toBe('');

    fake.requests.length = 0;
    ok(await send(ts, player, 'rest', 'mila', { message: 'I live by the sea', mode: 'freestyle' }));
    const prompt = fake.requests.find((r) => !isSummaryRequest(r.body))!.body.messages![0]!.content;
    expect(prompt).not.toContain('Earlier in this conversation');
    expect(prompt).toContain('"I work as a nurse and I love hiking (0)"');
  }, 60_000);

  it('a summary waiting for its retry when the server stops is written after the next start', async () => {
    const db = await freshDatabase(kind);
    const model = await startFakeModelServer();
    const clock = { now: Date.parse('2026-06-01T12:00:00Z'), advance: (ms: number) => void (clock.now += ms) };
    /** One start of the server on the same database. */
    const start = async (): Promise<TestServer> => {
      const built = await buildApp({
        config: testConfig({ ...config, SUMMARY_RETRY_DELAY_SECONDS: '6', MODEL_BASE_URL: model.url }),
        db,
        mailer: memoryMailer(),
        now: () => clock.now,
        log: pino({ level: 'silent' }),
      });
      const server = await buildServer({ app: built.app, metrics: createMetrics() });
      return {
        server,
        built,
        db,
        mailer: memoryMailer(),
        clock,
        async close() {
          await server.close();
          await built.close();
        },
      };
    };
    let running: TestServer | undefined;
    try {
      // the first run: the model fails the summary's first attempt, the server stops before the retry
      running = await start();
      await insertCharacter(running, 'mila');
      answerTurns(model, { kind: 'status', status: 503 });
      const player = await createPlayer(running, 3);
      ok(await send(running, player, 'rest', 'mila'));
      await playUntilQueued(running, player);
      await running.built.app.jobs!.idle();
      expect(model.requests.filter((r) => isSummaryRequest(r.body))).toHaveLength(1);
      await running.close();
      running = undefined;

      answerTurns(model, { kind: 'reply', content: { summary: SUMMARY } });
      running = await start();
      const app = running.built.app;
      await until(async () => (await storedSummary(running!, player)).summary === SUMMARY, 30_000, 'the summary');
      expect(model.requests.filter((r) => isSummaryRequest(r.body))).toHaveLength(2);
      // the run is counted once the job returns, just after its write (the job was queued by the first
      // server, so this one's idle() does not wait for it)
      const completed = () => counted(app, 'job_runs_total', { job: CHAT_SUMMARY_JOB, outcome: 'completed' });
      await until(async () => (await completed()) > 0, 10_000, 'the counted run');
      expect(await completed()).toBe(1);
    } finally {
      await running?.close();
      await db.close();
      await model.close();
    }
  }, 90_000);
});
