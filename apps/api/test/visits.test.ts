import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { PASSWORD, call, signup, uniqueEmail } from './accounts-helpers.ts';
import { Visits } from '../src/services/accounts/visits.ts';

const DAY = 86_400_000;

describeEachDb('visits of logins (lastSeenAt)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const lastSeen = async (id: string) =>
    (await t.db.prisma.user.findUniqueOrThrow({ where: { id } })).lastSeenAt.getTime();
  const player = async (seenDaysAgo: number) => {
    const { id } = await signup(t, 'rest', uniqueEmail('visit'));
    await t.db.prisma.user.update({ where: { id }, data: { lastSeenAt: new Date(t.clock.now - seenDaysAgo * DAY) } });
    return id;
  };

  it('writes the visits of many players together, each at its own time, and never moves one back', async () => {
    const visits = new Visits(t.db.sql, pino({ level: 'silent' }), 60_000);
    const [a, b, recent] = [await player(30), await player(30), await player(0)];
    visits.record(a, t.clock.now - 2000);
    visits.record(a, t.clock.now - 5000); // an older visit of the same player does not win
    visits.record(b, t.clock.now - 1000);
    visits.record(recent, t.clock.now - DAY); // the player opened the app since
    // nothing is written before the flush
    expect(await lastSeen(a)).toBe(t.clock.now - 30 * DAY);
    await visits.flush();
    expect(await lastSeen(a)).toBe(t.clock.now - 2000);
    expect(await lastSeen(b)).toBe(t.clock.now - 1000);
    expect(await lastSeen(recent)).toBe(t.clock.now);
    // a flush with nothing waiting writes nothing and answers at once
    await visits.flush();
  });

  it('a visit of a deleted player is dropped with the rest written', async () => {
    const visits = new Visits(t.db.sql, pino({ level: 'silent' }), 60_000);
    const [kept, gone] = [await player(10), await player(10)];
    await t.db.prisma.user.delete({ where: { id: gone } });
    visits.record(gone, t.clock.now);
    visits.record(kept, t.clock.now);
    await visits.flush();
    expect(await lastSeen(kept)).toBe(t.clock.now);
  });

  describe('a server that stops', () => {
    it('writes the visits of its last logins before it closes the database', async () => {
      const own = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000' } });
      // a minute's batch: only the close can write it within this test
      own.built.app.visits = new Visits(own.db.sql, pino({ level: 'silent' }), 60_000);
      const email = uniqueEmail('closing');
      const { id } = await signup(own, 'rest', email);
      await own.db.prisma.user.update({ where: { id }, data: { lastSeenAt: new Date(own.clock.now - 7 * DAY) } });
      own.clock.advance(60_000);
      const res = await call(own, 'rest', 'auth.emailLogin', { email, password: PASSWORD });
      expect(res.status).toBe(200);
      await own.server.close();
      await own.built.close();
      try {
        const row = await own.db.prisma.user.findUniqueOrThrow({ where: { id } });
        expect(row.lastSeenAt.getTime()).toBe(own.clock.now);
      } finally {
        await own.db.close();
      }
    });
  });
});
