import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRORS } from '@app/schema/errors';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { characterRow } from './accounts-helpers.ts';
import { buildServer } from '../src/server.ts';
import { PRUNE_JOBS } from '../src/jobs/runner.ts';
import type { Mail } from '../src/services/mailer.ts';

const DAY = 86_400_000;

/** The /metrics text of the app's own registry, as the scraper reads it. */
async function metric(server: FastifyInstance, pattern: RegExp): Promise<number> {
  const text = (await server.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text.split('\n').find((l) => pattern.test(l));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeEachDb('background jobs', (kind) => {
  let t: TestServer;
  let metrics: FastifyInstance;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { MAIL_RETRY_DELAY_SECONDS: '1' } });
    metrics = await buildServer({ app: t.built.app });
  }, 180_000);
  afterAll(async () => {
    await metrics?.close();
    await t?.close();
  });

  it('a mail that fails twice is delivered on the third try, and the request does not wait for the mail server', async () => {
    const email = `retry-${kind}@example.com`;
    await t.db.prisma.user.create({ data: { id: `u-${kind}`, email } });
    const tries: number[] = [];
    let release!: () => void;
    const firstTryHeld = new Promise<void>((resolve) => (release = resolve));
    const deliver = t.mailer.send;
    t.mailer.send = async (mail: Mail) => {
      tries.push(Date.now());
      if (tries.length === 1) await firstTryHeld;
      if (tries.length <= 2) throw new Error('421 mail server busy');
      return deliver(mail);
    };
    try {
      const res = await t.server.inject({ method: 'POST', url: '/api/auth/send-password-reset', payload: { email } });
      // answered while the first attempt still hangs on the mail server
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      await until(() => tries.length === 1, 10_000, 'the first attempt');
      expect(t.mailer.sent.filter((m) => m.to === email)).toEqual([]);
      release();
      await until(() => t.mailer.sent.some((m) => m.to === email), 45_000, 'the third attempt');
      expect(tries).toHaveLength(3);
      // backoff: the retries wait (1 s, then about 2 s and more)
      expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(1000);
      const mail = t.mailer.sent.find((m) => m.to === email)!;
      expect(mail.subject).toBe('Reset your password');
      expect(mail.text).toMatch(/\/password-reset#secret=/);
      expect(await metric(metrics, /^job_runs_total\{job="mail-send",outcome="failed"\}/)).toBe(2);
      expect(await metric(metrics, /^job_runs_total\{job="mail-send",outcome="completed"\}/)).toBe(1);
      expect(await metric(metrics, /^job_duration_seconds_count\{job="mail-send"\}/)).toBe(3);
    } finally {
      t.mailer.send = deliver;
      release();
    }
  }, 90_000);

  it('a sign-up answers at once while the mail server is down; no error reaches the player', async () => {
    const deliver = t.mailer.send;
    let attempts = 0;
    t.mailer.send = async () => {
      attempts++;
      throw new Error('connection refused');
    };
    try {
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/auth/emailSignup',
        payload: { email: `down-${kind}@example.com`, password: 'Secret123', passwordRepeat: 'Secret123' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: true });
      expect(res.json()).not.toEqual({ error: ERRORS['auth.signupMailFailed'] });
      await t.built.app.jobs!.idle();
      expect(attempts).toBe(1);
    } finally {
      t.mailer.send = deliver;
    }
  }, 60_000);

  it('the pruning jobs remove exactly the stale rows and keep the rest, each run counted in /metrics', async () => {
    const now = t.clock.now;
    const ago = (days: number) => new Date(now - days * DAY);
    const users: [string, Record<string, unknown>][] = [
      ['anon-stale', { lastSeenAt: ago(31) }],
      ['anon-recent', { lastSeenAt: ago(29) }],
      ['anon-chatted', { lastSeenAt: ago(40) }],
      ['anon-subscribed', { lastSeenAt: ago(40) }],
      ['account-stale', { lastSeenAt: ago(400), email: `old-${kind}@example.com` }],
      ['patron-stale', { lastSeenAt: ago(400), patreonId: `p-${kind}` }],
      ['star-stale', { lastSeenAt: ago(400), subscribeStarId: `s-${kind}` }],
    ];
    for (const [id, data] of users) await t.db.prisma.user.create({ data: { id: `${id}-${kind}`, ...data } });
    const id = (name: string) => `${name}-${kind}`;
    await t.db.prisma.character.create({
      data: characterRow(`c-${kind}`, { name: 'Luna', age: 27, images: 'a.jpg', backgroundImage: 'b.jpg' }),
    });
    await t.db.prisma.message.create({
      data: { userId: id('anon-chatted'), charId: `c-${kind}`, role: 'user', response: 'hi', createdAt: ago(2) },
    });
    await t.db.prisma.message.create({
      data: { userId: id('anon-stale'), charId: `c-${kind}`, role: 'user', response: 'long ago', createdAt: ago(35) },
    });
    await t.db.prisma.playerCharacter.create({ data: { userId: id('anon-stale'), charId: `c-${kind}`, score: 3 } });
    // a post liked by the stale player and by a player who stays
    await t.db.prisma.post.create({
      data: { id: `post-${kind}`, charId: `c-${kind}`, description: 'Rooftop', images: 'p.jpg', likes: 2 },
    });
    await t.db.prisma.postLike.createMany({
      data: [
        { postId: `post-${kind}`, userId: id('anon-stale') },
        { postId: `post-${kind}`, userId: id('anon-recent') },
      ],
    });
    await t.db.prisma.subscription.create({
      data: {
        id: `sub-${kind}`,
        userId: id('anon-subscribed'),
        provider: 'manual',
        externalId: `m-${kind}`,
        tier: 1,
        expiresAt: ago(-10),
      },
    });
    await t.db.prisma.mailToken.createMany({
      data: [
        { id: `tok-old-${kind}`, userId: id('account-stale'), kind: 'reset', secretHash: 'x', expiresAt: ago(1 / 24) },
        { id: `tok-live-${kind}`, userId: id('account-stale'), kind: 'verify', secretHash: 'y', expiresAt: ago(-1) },
      ],
    });
    await t.db.prisma.pendingSignup.createMany({
      data: [
        { id: `ps-old-${kind}`, email: 'a@example.com', passwordHash: 'h', secretHash: 's', expiresAt: ago(1) },
        { id: `ps-live-${kind}`, email: 'b@example.com', passwordHash: 'h', secretHash: 't', expiresAt: ago(-1) },
      ],
    });
    const day = (days: number) => ago(days).toISOString().slice(0, 10);
    await t.db.prisma.quotaUsage.createMany({
      data: [
        { userId: id('account-stale'), day: day(8), count: 5 },
        { userId: id('account-stale'), day: day(6), count: 4 },
        { userId: id('account-stale'), day: day(0), count: 1 },
      ],
    });
    await t.db.prisma.webhookEvent.createMany({
      data: [
        {
          id: `wh-old-${kind}`,
          provider: 'card',
          eventId: `e1-${kind}`,
          type: 'NewSale',
          payload: {},
          receivedAt: ago(91),
        },
        {
          id: `wh-kept-${kind}`,
          provider: 'card',
          eventId: `e2-${kind}`,
          type: 'NewSale',
          payload: {},
          receivedAt: ago(89),
        },
      ],
    });

    for (const job of PRUNE_JOBS) await t.built.app.jobs!.runNow(job);

    const left = (await t.db.prisma.user.findMany({ where: { id: { endsWith: `-${kind}` } }, select: { id: true } }))
      .map((u) => u.id.replace(`-${kind}`, ''))
      .sort();
    expect(left).toEqual(
      ['account-stale', 'anon-chatted', 'anon-recent', 'anon-subscribed', 'patron-stale', 'star-stale', 'u'].sort(),
    );
    // the pruned player's progress and messages went with it
    expect(await t.db.prisma.playerCharacter.count({ where: { userId: id('anon-stale') } })).toBe(0);
    expect(await t.db.prisma.message.count({ where: { userId: id('anon-stale') } })).toBe(0);
    expect(await t.db.prisma.message.count({ where: { userId: id('anon-chatted') } })).toBe(1);
    // the post counts the likes of the players who are left
    expect((await t.db.prisma.post.findUniqueOrThrow({ where: { id: `post-${kind}` } })).likes).toBe(1);
    expect((await t.db.prisma.mailToken.findMany({ where: { id: { endsWith: kind } } })).map((r) => r.id)).toEqual([
      `tok-live-${kind}`,
    ]);
    expect((await t.db.prisma.pendingSignup.findMany({ where: { id: { endsWith: kind } } })).map((r) => r.id)).toEqual([
      `ps-live-${kind}`,
    ]);
    expect(
      (await t.db.prisma.quotaUsage.findMany({ where: { userId: id('account-stale') }, orderBy: { day: 'asc' } })).map(
        (r) => r.day,
      ),
    ).toEqual([day(6), day(0)]);
    expect((await t.db.prisma.webhookEvent.findMany({ where: { id: { endsWith: kind } } })).map((r) => r.id)).toEqual([
      `wh-kept-${kind}`,
    ]);

    for (const job of PRUNE_JOBS)
      expect(await metric(metrics, new RegExp(`^job_runs_total\\{job="${job}",outcome="completed"\\}`)), job).toBe(1);
    expect(await metric(metrics, /^job_rows_removed_total\{job="prune-anonymous-players"\}/)).toBe(1);
    expect(await metric(metrics, /^job_rows_removed_total\{job="prune-webhook-events"\}/)).toBe(1);
    expect(await metric(metrics, /^job_rows_removed_total\{job="prune-quota-usage"\}/)).toBe(1);

    // running again removes nothing more
    for (const job of PRUNE_JOBS) await t.built.app.jobs!.runNow(job);
    expect(await t.db.prisma.user.count({ where: { id: { endsWith: `-${kind}` } } })).toBe(7);
  }, 120_000);

  it('schedules every pruning job on PRUNE_SCHEDULE (UTC)', async () => {
    const rows = await t.db.sql.query<{ name: string; cron: string }>(
      'SELECT name, cron FROM pgboss.schedule ORDER BY name',
    );
    expect(rows).toEqual(
      PRUNE_JOBS.map((name) => ({ name, cron: '30 3 * * *' })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});
