import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { dashboardSchema, ROLE } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { makePlayer, type TestPlayer } from './content-fixtures.ts';
import { createPlayer, insertCharacter, ok, send } from './game-fixtures.ts';
import { FAKE_USAGE, modelAnswer, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { consoleCall } from './console-answers.ts';

// The console's dashboard (issue 19): every figure from the database, after the test wrote exactly what it counts.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const at = (iso: string) => new Date(iso);

describeEachDb('console dashboard', (kind) => {
  let t: TestServer;
  let admin: TestPlayer;
  beforeAll(async () => {
    // a mail is given up at its first failure; the clock stands at 2026-06-01T12:00Z
    t = await startTestServer(kind, { config: { MAIL_RETRY_LIMIT: '0', MAIL_RETRY_DELAY_SECONDS: '1' } });
    admin = await makePlayer(t, { role: ROLE.moderator });
    // the moderator was last seen long ago: not one of the players counted below
    await t.db.prisma.user.update({ where: { id: admin.id }, data: { lastSeenAt: new Date(t.clock.now - 60 * DAY) } });
  });
  afterAll(() => t.close());

  it('counts players, chats, turns, paying players, revenue, tokens, reports and failures exactly', async () => {
    const p = t.db.prisma;
    const now = t.clock.now;
    const seen = async (ago: number) =>
      (await p.user.create({ data: { id: randomUUID(), lastSeenAt: new Date(now - ago) } })).id;
    const p1 = await seen(HOUR);
    const p2 = await seen(3 * DAY);
    const p3 = await seen(20 * DAY);
    const p4 = await seen(45 * DAY);

    // Turns: player lines (role user) in the hours they were sent; a character's line is no turn.
    const line = (userId: string, charId: string, iso: string, role = 'user') =>
      p.message.create({ data: { userId, charId, role, response: 'hi', createdAt: at(iso) } });
    await line(p1, 'mila', '2026-06-01T11:30:00Z');
    await line(p1, 'mila', '2026-06-01T11:30:01Z', 'assistant');
    await line(p1, 'mila', '2026-06-01T11:45:00Z');
    await line(p1, 'mila', '2026-06-01T09:50:00Z');
    await line(p1, 'nova', '2026-06-01T07:00:00Z');
    await line(p2, 'mila', '2026-06-01T02:00:00Z');
    await line(p3, 'mila', '2026-05-31T06:00:00Z'); // 30 hours ago: neither active nor in the chart

    // Subscriptions (prices 5, 8 and 14 USD): a manual grant and a charged-back one are no revenue.
    const sub = (userId: string, provider: string, tier: number, from: string, to: string, status = 'active') =>
      p.subscription.create({
        data: {
          id: randomUUID(),
          userId,
          provider,
          externalId: randomUUID(),
          tier,
          status,
          createdAt: at(from),
          expiresAt: at(to),
        },
      });
    await sub(p1, 'card', 1, '2026-04-10T00:00:00Z', '2026-06-10T00:00:00Z');
    await sub(p1, 'subscribestar', 3, '2026-05-20T00:00:00Z', '2026-06-20T00:00:00Z');
    await sub(p2, 'card', 2, '2026-01-15T00:00:00Z', '2026-03-15T00:00:00Z', 'expired');
    await sub(p2, 'patreon', 2, '2025-05-01T00:00:00Z', '2025-07-15T00:00:00Z', 'expired');
    await sub(p3, 'manual', 2, '2026-05-01T00:00:00Z', '2026-09-01T00:00:00Z');
    await sub(p3, 'card', 1, '2026-05-25T00:00:00Z', '2026-07-01T00:00:00Z');
    await sub(p4, 'card', 2, '2026-05-01T00:00:00Z', '2026-06-01T11:00:00Z', 'revoked');

    // Model tokens of the last 30 days (from 2026-05-03) per tier.
    await p.modelUsage.createMany({
      data: [
        { day: '2026-06-01', tier: 0, tokens: 1000n },
        { day: '2026-05-05', tier: 1, tokens: 500n },
        { day: '2026-05-02', tier: 1, tokens: 999n },
        { day: '2026-06-01', tier: 3, tokens: 42n },
      ],
    });

    await p.report.createMany({
      data: [
        { id: randomUUID(), kind: 'player', text: 'a', status: 'open' },
        { id: randomUUID(), kind: 'filter', text: 'b', status: 'open' },
        { id: randomUUID(), kind: 'player', text: 'c', status: 'resolved' },
      ],
    });

    // A mail the mail server refuses is given up (no retry left) and a pruning run fails: both recorded.
    const deliver = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('550 mailbox unavailable');
    };
    const config = t.built.app.config;
    const retention = config.QUOTA_RETENTION_DAYS;
    try {
      await t.built.app.mailer.send({ to: 'lost@example.com', subject: 'Hello', text: 'Hello' });
      await t.built.app.jobs!.idle();
      config.QUOTA_RETENTION_DAYS = Number.NaN; // the run's cut-off date cannot be computed
      await t.built.app.jobs!.runNow('prune-quota-usage');
    } finally {
      t.mailer.send = deliver;
      config.QUOTA_RETENTION_DAYS = retention;
    }
    expect(await p.jobFailure.findMany({ orderBy: { job: 'asc' } })).toEqual([
      { day: '2026-06-01', job: 'mail-send', count: 1 },
      { day: '2026-06-01', job: 'prune-quota-usage', count: 1 },
    ]);
    // older failures: the dashboard counts the last 7 days (from 2026-05-26)
    await p.jobFailure.createMany({
      data: [
        { day: '2026-05-20', job: 'mail-send', count: 5 },
        { day: '2026-05-26', job: 'prune-mail-tokens', count: 2 },
      ],
    });

    const d = await consoleCall(t, 'query', 'admin.dashboard', admin.token, dashboardSchema);
    expect(d.players).toEqual({ today: 1, week: 2, month: 3 });
    expect(d.activeChats).toBe(3);
    expect(d.turnsPerHour).toHaveLength(24);
    expect(d.turnsPerHour[0]).toEqual({ hour: '2026-05-31T13:00:00.000Z', turns: 0 });
    expect(d.turnsPerHour[23]).toEqual({ hour: '2026-06-01T12:00:00.000Z', turns: 0 });
    expect(Object.fromEntries(d.turnsPerHour.filter((h) => h.turns > 0).map((h) => [h.hour, h.turns]))).toEqual({
      '2026-06-01T02:00:00.000Z': 1,
      '2026-06-01T07:00:00.000Z': 1,
      '2026-06-01T09:00:00.000Z': 1,
      '2026-06-01T11:00:00.000Z': 2,
    });
    expect(d.payingByTier).toEqual([
      { tier: 1, players: 1 },
      { tier: 2, players: 0 },
      { tier: 3, players: 1 },
    ]);
    const usd = (month: string, amount: number) => ({ month, amount, currency: 'USD' });
    expect(d.revenueByMonth).toEqual([
      usd('2025-07', 8),
      usd('2025-08', 0),
      usd('2025-09', 0),
      usd('2025-10', 0),
      usd('2025-11', 0),
      usd('2025-12', 0),
      usd('2026-01', 8),
      usd('2026-02', 8),
      usd('2026-03', 8),
      usd('2026-04', 5),
      usd('2026-05', 24),
      usd('2026-06', 24),
    ]);
    expect(d.tokensByTier).toEqual([
      { tier: 0, tokens: 1000 },
      { tier: 1, tokens: 500 },
      { tier: 2, tokens: 0 },
      { tier: 3, tokens: 42 },
    ]);
    expect(d.openReports).toBe(2);
    expect(d.failedJobs).toBe(3);
    expect(d.failedMails).toBe(1);
  });
});

describeEachDb('console: model tokens recorded per tier', (kind) => {
  let t: TestServer;
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
    t = await startTestServer(kind, { config: { MODEL_BASE_URL: fake.url, MODEL_TIMEOUT_MS: '300' } });
    await insertCharacter(t, 'mila');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const usage = () =>
    t.db.prisma.modelUsage
      .findMany({ orderBy: { tier: 'asc' } })
      .then((rows) => rows.map((r) => ({ day: r.day, tier: r.tier, tokens: Number(r.tokens) })));

  it("adds up a turn's model tokens under the player's tier and day, failed answers included", async () => {
    /** A player of the tier who has opened the chat (the opening is scripted): the next FreeStyle line goes to the model. */
    const freestyle = async (tier: number) => {
      const player = await createPlayer(t, tier);
      ok(await send(t, player, 'rest', 'mila'));
      return player;
    };
    const silver = await freestyle(1);
    const gold = await freestyle(2);
    expect(fake.requests).toHaveLength(0);
    fake.queue({ kind: 'reply', content: modelAnswer(['Oh, you noticed my earrings?']) });
    ok(await send(t, silver, 'trpc', 'mila', { message: 'I love your earrings', mode: 'freestyle' }));
    expect(fake.requests).toHaveLength(1);
    // recorded beside the turn, not awaited by it
    await expect.poll(usage).toEqual([{ day: '2026-06-01', tier: 1, tokens: FAKE_USAGE.total_tokens }]);

    // Two invalid answers (the scripted engine answers): their tokens were used all the same.
    fake.queue({ kind: 'invalid' }, { kind: 'invalid', usage: { prompt_tokens: 30, completion_tokens: 5 } });
    ok(await send(t, gold, 'rest', 'mila', { message: 'Tell me a secret', mode: 'freestyle' }));
    expect(fake.requests).toHaveLength(3);
    const gold2 = FAKE_USAGE.total_tokens + 35;
    await expect.poll(usage).toEqual([
      { day: '2026-06-01', tier: 1, tokens: FAKE_USAGE.total_tokens },
      { day: '2026-06-01', tier: 2, tokens: gold2 },
    ]);

    const admin = await makePlayer(t, { role: ROLE.admin });
    const d = await consoleCall(t, 'query', 'admin.dashboard', admin.token, dashboardSchema);
    expect(d.tokensByTier).toEqual([
      { tier: 0, tokens: 0 },
      { tier: 1, tokens: FAKE_USAGE.total_tokens },
      { tier: 2, tokens: gold2 },
      { tier: 3, tokens: 0 },
    ]);
  });
});
