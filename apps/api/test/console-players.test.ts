import { afterAll, beforeAll, expect, it } from 'vitest';
import { levelOf } from '@app/game-engine';
import type { ModerationEntry, PlayerDetail, PlayerSummary } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { insertPlayer, loadTestPack, makePlayer } from './content-fixtures.ts';
import { admin, administrator, chat, logOf, me, moderator, ok, refused, reportALine } from './console-fixtures.ts';
import { runAdmin } from '../src/cli/admin-run.ts';
import { CLI_ACTOR } from '../src/services/moderation/log.ts';

const DAY = 86_400_000;

describeEachDb('console: players', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await loadTestPack(t.db, t.clock.now);
  });
  afterAll(() => t.close());

  const find = (token: string, query: string) => ok<PlayerSummary[]>(t, 'admin.players.find', { query }, token);
  const detail = (token: string, id: string) => ok<PlayerDetail>(t, 'admin.players.get', { id }, token);

  it('finds a player by id, part of the e-mail in any case, the name they set, or the start of the id', async () => {
    const mod = await moderator(t);
    const player = await makePlayer(t, { tags: { name: 'Skylar' } });
    const other = await makePlayer(t);
    expect((await find(mod.token, player.id)).map((p) => p.id)).toEqual([player.id]);
    expect((await find(mod.token, player.id.slice(0, 13).toUpperCase())).map((p) => p.id)).toContain(player.id);
    expect((await find(mod.token, 'skyl')).map((p) => p.id)).toEqual([player.id]);
    expect((await find(mod.token, player.id.slice(0, 8))).map((p) => p.id)).toContain(player.id);
    expect(await find(mod.token, '%')).toEqual([]);
    const [found] = await find(mod.token, other.id);
    const { createdAt, lastSeenAt, ...summary } = found!;
    expect(summary).toEqual({
      id: other.id,
      email: `${other.id}@example.com`,
      name: null,
      role: 0,
      tier: 0,
      loggedIn: true,
      suspendedUntil: null,
      bannedAt: null,
    });
    expect(Date.parse(createdAt) <= Date.parse(lastSeenAt)).toBe(true);
    for (let i = 0; i < 25; i++) await insertPlayer(t, { tags: { name: `Many ${i}` } });
    expect(await find(mod.token, 'many')).toHaveLength(20);
    expect(await refused(admin(t, 'admin.players.get', { id: 'nobody' }, mod.token))).toEqual({
      status: 404,
      key: 'admin.playerNotFound',
    });
    expect(await refused(admin(t, 'admin.players.warn', { id: 'nobody', reason: 'x' }, mod.token))).toEqual({
      status: 404,
      key: 'admin.playerNotFound',
    });
  });

  it("a player's page: subscriptions, progress per character, reports by and about them, their log", async () => {
    const boss = await administrator(t);
    const player = await makePlayer(t);
    await chat(t, player);
    const report = await reportALine(t, player);
    await ok(t, 'admin.players.warn', { id: player.id, reason: 'Mind the rules' }, boss.token);
    t.clock.advance(1_000);
    await ok(t, 'admin.players.grantTier', { id: player.id, tier: 2, days: 30, reason: 'Contest prize' }, boss.token);
    const page = await detail(boss.token, player.id);
    expect(page.player).toMatchObject({ id: player.id, tier: 2 });
    expect(page.subscriptions).toEqual([
      expect.objectContaining({
        provider: 'manual',
        tier: 2,
        status: 'active',
        expiresAt: new Date(t.clock.now + 30 * DAY).toISOString(),
      }),
    ]);
    const { score } = await t.db.prisma.playerCharacter.findFirstOrThrow({ where: { userId: player.id } });
    expect(page.progress).toEqual([{ charId: 'ava', charName: 'Ava Stone', score, level: levelOf(score) }]);
    expect(page.reportsBy.map((r) => r.id)).toEqual([report.id]);
    expect(page.reportsAbout.map((r) => r.id)).toEqual([report.id]);
    expect(page.log.map((e) => [e.action, e.reason])).toEqual([
      ['player.grantTier', 'Contest prize'],
      ['player.warn', 'Mind the rules'],
    ]);
    expect(page.log[0]).toMatchObject({
      actor: { id: boss.id, email: `${boss.id}@example.com` },
      targetUserId: player.id,
      detail: { tier: 2, days: 30, expiresAt: new Date(t.clock.now + 30 * DAY).toISOString() },
    });
  });

  it('admins grant a tier, revoke it (the tier drops at once), reset progress with a character and set roles', async () => {
    const boss = await administrator(t);
    const player = await makePlayer(t);
    await chat(t, player);
    expect((await me(t, player)).tier).toBe(0);
    await ok(t, 'admin.players.grantTier', { id: player.id, tier: 3, days: 7, reason: 'Support case 12' }, boss.token);
    expect((await me(t, player)).tier).toBe(3);
    const [sub] = (await detail(boss.token, player.id)).subscriptions;
    t.clock.advance(1_000);
    await ok(
      t,
      'admin.players.revokeTier',
      { id: player.id, subscriptionId: sub!.id, reason: 'Granted by mistake' },
      boss.token,
    );
    expect((await me(t, player)).tier).toBe(0);
    expect((await detail(boss.token, player.id)).subscriptions[0]).toMatchObject({
      status: 'revoked',
      expiresAt: new Date(t.clock.now).toISOString(),
    });
    expect(
      await refused(
        admin(t, 'admin.players.revokeTier', { id: boss.id, subscriptionId: sub!.id, reason: 'x' }, boss.token),
      ),
    ).toEqual({ status: 404, key: 'admin.subscriptionNotFound' });
    t.clock.advance(1_000);
    await ok(t, 'admin.players.resetProgress', { id: player.id, charId: 'ava', reason: 'Stuck chat' }, boss.token);
    expect((await detail(boss.token, player.id)).progress).toEqual([]);
    expect(await t.db.prisma.message.count({ where: { userId: player.id } })).toBe(0);
    t.clock.advance(1_000);
    await ok(t, 'admin.players.setRole', { id: player.id, role: 50, reason: 'New moderator' }, boss.token);
    await ok(t, 'admin.log', {}, player.token);
    expect(await refused(admin(t, 'admin.players.setRole', { id: boss.id, role: 0, reason: 'x' }, boss.token))).toEqual(
      {
        status: 403,
        key: 'admin.ownRole',
      },
    );
    expect(await logOf(t, boss.token, player.id)).toEqual([
      ['player.grantTier', boss.id],
      ['player.revokeTier', boss.id],
      ['player.resetProgress', boss.id],
      ['player.setRole', boss.id],
    ]);
    const [setRole] = (await ok<{ entries: ModerationEntry[] }>(t, 'admin.log', { playerId: player.id }, boss.token))
      .entries;
    expect(setRole!.detail).toEqual({ role: 50, from: 0 });
  });

  it('moderators suspend and lift directly; the log pages newest first', async () => {
    const mod = await moderator(t);
    const player = await makePlayer(t);
    await ok(t, 'admin.players.suspend', { id: player.id, days: 0.5, reason: 'Spam' }, mod.token);
    const until = new Date(t.clock.now + DAY / 2).toISOString();
    expect((await me(t, player)).suspendedUntil).toBe(until);
    expect((await detail(mod.token, player.id)).player.suspendedUntil).toBe(until);
    t.clock.advance(1_000);
    await ok(t, 'admin.players.lift', { id: player.id, reason: 'Mistake' }, mod.token);
    expect((await me(t, player)).suspendedUntil).toBeNull();
    const log = await ok<{ entries: ModerationEntry[] }>(t, 'admin.log', { playerId: player.id }, mod.token);
    expect(log.entries.map((e) => [e.action, e.detail])).toEqual([
      ['player.lift', { suspendedUntil: until, bannedAt: null }],
      ['player.suspend', { days: 0.5, until }],
    ]);
    // Paging: entries before the oldest one shown.
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1_000);
      await ok(t, 'admin.players.warn', { id: player.id, reason: `Warning ${i}` }, mod.token);
    }
    const all = await ok<{ entries: ModerationEntry[]; next: string | null }>(t, 'admin.log', {}, mod.token);
    expect(all.entries[0]).toMatchObject({ action: 'player.warn', reason: 'Warning 2' });
    const older = await ok<{ entries: ModerationEntry[] }>(t, 'admin.log', { before: all.entries[2]!.at }, mod.token);
    expect(older.entries[0]!.at < all.entries[2]!.at).toBe(true);
    expect(older.entries.map((e) => e.id)).not.toContain(all.entries[2]!.id);
  });

  it('the command line writes the log too (actor cli)', async () => {
    const mod = await moderator(t);
    const player = await makePlayer(t);
    await chat(t, player);
    const report = await reportALine(t, player);
    const cli = (...argv: string[]) => runAdmin(t.db.prisma, t.clock.now, argv);
    expect((await cli('grant-tier', player.id, '1', '10')).code).toBe(0);
    t.clock.advance(1_000);
    expect((await cli('set-role', player.id, '10')).code).toBe(0);
    t.clock.advance(1_000);
    expect((await cli('resolve-report', report.id)).code).toBe(0);
    expect(await logOf(t, mod.token, player.id)).toEqual([
      ['player.grantTier', CLI_ACTOR.id],
      ['player.setRole', CLI_ACTOR.id],
      ['report.dismiss', CLI_ACTOR.id],
    ]);
    const [resolved] = (await detail(mod.token, player.id)).reportsBy;
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'dismiss', resolvedBy: 'cli' });
  });
});
