import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ConsoleReport, InboxItem, PlayerDataExport } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { loadTestPack, makePlayer, rest, trpc } from './content-fixtures.ts';
import { PASSWORD, signup, uniqueEmail } from './accounts-helpers.ts';
import {
  CONSOLE_PROCEDURES,
  admin,
  administrator,
  chat,
  logOf,
  me,
  moderator,
  ok,
  openChat,
  refused,
  reportALine,
} from './console-fixtures.ts';
import { paymentsPlugin } from '../src/payments/plugin.ts';
import { oauthStates } from '../src/payments/oauth-state.ts';
import { reportFilterHit } from '../src/services/safety/report.ts';

const DAY = 86_400_000;
/** What only an admin may call (CONSOLE_ROLE.manage); every other console procedure is open to moderators. */
const MANAGE = new Set([
  'admin.players.grantTier',
  'admin.players.revokeTier',
  'admin.players.resetProgress',
  'admin.players.setRole',
  'admin.hub.create',
  'admin.hub.close',
  'admin.content.reload',
]);

describeEachDb('console: role gate and moderation of reports', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { plugins: (built) => [paymentsPlugin(built.app)] });
    await loadTestPack(t.db, t.clock.now);
  });
  afterAll(() => t.close());

  const queue = async (token: string, status = 'all') =>
    (await ok<{ reports: ConsoleReport[] }>(t, 'admin.reports.list', { status }, token)).reports;
  const resolve = (token: string, input: Record<string, unknown>) =>
    admin(t, 'admin.reports.resolve', { reason: 'Seen by the moderators', ...input }, token);

  it('every console procedure refuses a visitor and a player, and a moderator what only admins may do', async () => {
    expect(CONSOLE_PROCEDURES.length).toBeGreaterThanOrEqual(17);
    expect([...MANAGE].filter((path) => !CONSOLE_PROCEDURES.some(([p]) => p === path))).toEqual([]);
    const anonymous = await makePlayer(t, { anonymous: true });
    const player = await makePlayer(t);
    const mod = await moderator(t);
    const boss = await administrator(t);
    for (const [path] of CONSOLE_PROCEDURES) {
      expect(await refused(admin(t, path, {})), path).toMatchObject({ status: 401, key: 'auth.sessionExpired' });
      for (const who of [anonymous, player])
        expect(await refused(admin(t, path, {}, who.token)), path).toEqual({ status: 403, key: 'auth.notAllowed' });
      const asModerator = await refused(admin(t, path, {}, mod.token));
      if (MANAGE.has(path)) expect(asModerator, path).toEqual({ status: 403, key: 'auth.notAllowed' });
      else expect(asModerator.key, path).not.toBe('auth.notAllowed');
      expect((await refused(admin(t, path, {}, boss.token))).key, path).not.toBe('auth.notAllowed');
    }
  });

  it('a demotion applies at once; the moderation log cannot be changed, even in the database', async () => {
    const boss = await administrator(t);
    const mod = await moderator(t);
    await ok(t, 'admin.log', {}, mod.token);
    await ok(t, 'admin.players.setRole', { id: mod.id, role: 0, reason: 'Left the team' }, boss.token);
    expect(await refused(admin(t, 'admin.log', {}, mod.token))).toEqual({ status: 403, key: 'auth.notAllowed' });
    expect(await logOf(t, boss.token, mod.id)).toEqual([['player.setRole', boss.id]]);
    await expect(t.db.sql.query(`UPDATE "ModerationLog" SET "reason" = 'rewritten'`)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(t.db.sql.query(`DELETE FROM "ModerationLog"`)).rejects.toThrow(/cannot be changed/);
    expect(await t.db.prisma.moderationLog.count({ where: { reason: 'Left the team' } })).toBe(1);
  });

  it('the queue shows a reported line with the lines around it, who reported it, and filter hits with their category', async () => {
    const mod = await moderator(t);
    const player = await makePlayer(t);
    await chat(t, player);
    const { id, line } = await reportALine(t, player);
    await reportFilterHit(
      t.db.prisma,
      {
        userId: player.id,
        charId: 'ava',
        source: 'player',
        text: 'a prohibited request',
        hit: { category: 'minors', match: 'teen' },
      },
      t.clock.now,
    );
    t.clock.advance(1_000);
    const open = await queue(mod.token, 'open');
    const [filter, report] = [open[0]!, open.find((r) => r.id === id)!];
    expect(report).toMatchObject({
      kind: 'player',
      target: 'message',
      reason: 'illegal',
      text: 'This line is not okay',
      reporter: { id: player.id, email: `${player.id}@example.com` },
      playerId: player.id,
      charId: 'ava',
      charName: 'Ava Stone',
      status: 'open',
      resolution: null,
    });
    expect(report.item.reported).toMatchObject({ role: 'assistant', response: line });
    expect(report.item.before.length).toBeGreaterThan(0);
    expect(report.item.after.length).toBeGreaterThan(0);
    expect(report.item.hidden).toBe(false);
    expect(filter).toMatchObject({
      kind: 'filter',
      reporter: null,
      playerId: player.id,
      text: 'a prohibited request',
      item: { category: 'minors', excerpt: 'teen', reported: null },
    });
    // Resolved reports leave the open queue and show how they were resolved.
    await ok(t, 'admin.reports.resolve', { id: filter.id, action: 'dismiss', reason: 'False positive' }, mod.token);
    expect((await queue(mod.token, 'open')).map((r) => r.id)).not.toContain(filter.id);
    expect((await queue(mod.token, 'resolved')).find((r) => r.id === filter.id)).toMatchObject({
      status: 'resolved',
      resolution: 'dismiss',
      resolvedBy: mod.id,
      resolvedAt: new Date(t.clock.now).toISOString(),
    });
    expect(await refused(resolve(mod.token, { id: filter.id, action: 'warn' }))).toEqual({
      status: 409,
      key: 'admin.reportClosed',
    });
  });

  it('hiding a reported line takes it out of the chat and the inbox; the data export keeps it, marked hidden', async () => {
    const mod = await moderator(t);
    const player = await makePlayer(t);
    const before = await chat(t, player);
    const { id, line } = await reportALine(t, player);
    expect(before).toContain(line);
    await ok(t, 'admin.reports.resolve', { id, action: 'hide', reason: 'Illegal content' }, mod.token);
    const after = await openChat(t, player);
    expect(after).not.toContain(line);
    expect(after.length).toBe(before.length - 1);
    const inbox = await rest<InboxItem[]>(t, 'GET', '/api/message/inbox', player.token);
    expect(inbox.body.map((i) => i.message)).not.toContain(line);
    const data = await trpc<PlayerDataExport>(t, 'query', 'user.export', undefined, player.token);
    expect(data.body.messages.find((m) => m.response === line)).toMatchObject({ hidden: true });
    expect((await queue(mod.token)).find((r) => r.id === id)).toMatchObject({
      resolution: 'hide',
      item: { hidden: true },
    });
    expect(await logOf(t, mod.token, player.id)).toEqual([['report.hide', mod.id]]);
  });

  it('a warning shows to the player until they acknowledge it', async () => {
    const mod = await moderator(t);
    const player = await makePlayer(t);
    await chat(t, player);
    const { id } = await reportALine(t, player);
    expect((await me(t, player)).warning).toBeNull();
    await ok(t, 'admin.reports.resolve', { id, action: 'warn', reason: 'Please keep it legal' }, mod.token);
    expect((await me(t, player)).warning).toEqual({
      text: 'Please keep it legal',
      at: new Date(t.clock.now).toISOString(),
    });
    t.clock.advance(1_000);
    expect((await trpc(t, 'mutation', 'user.ackWarning', undefined, player.token)).status).toBe(200);
    expect((await me(t, player)).warning).toBeNull();
    expect((await queue(mod.token)).find((r) => r.id === id)).toMatchObject({ resolution: 'warn' });
  });

  it('a suspended player reads but cannot change anything but their account, until the suspension ends', async () => {
    const mod = await moderator(t);
    const player = await makePlayer(t);
    await chat(t, player);
    const { id } = await reportALine(t, player);
    await ok(t, 'admin.reports.resolve', { id, action: 'suspend', days: 2, reason: 'Cooling off' }, mod.token);
    const until = new Date(t.clock.now + 2 * DAY).toISOString();
    expect((await me(t, player)).suspendedUntil).toBe(until);
    // the player's data says so too, without naming the moderator
    const exported = await rest<{
      account: { suspendedUntil: string | null };
      moderation: { action: string; reason: string; createdAt: string }[];
    }>(t, 'GET', '/api/user/export', player.token);
    expect(exported.body.account.suspendedUntil).toBe(until);
    expect(exported.body.moderation.map(({ action, reason, createdAt }) => [action, reason, createdAt])).toEqual([
      ['player.suspend', 'Cooling off', new Date(t.clock.now).toISOString()],
    ]);
    expect(JSON.stringify(exported.body.moderation)).not.toContain(mod.id);
    const turn = await rest<{ key: string; params: unknown; error: string }>(
      t,
      'POST',
      '/api/message/game/ava',
      player.token,
      {
        message: 'Hello?',
      },
    );
    expect(turn.status).toBe(403);
    expect(turn.body).toMatchObject({ key: 'account.suspended', params: { until } });
    expect(turn.body.error).toContain(until);
    // opening the chat is reading it: the history comes back, no turn is taken
    const opened = await rest<{ messages: { role: string }[] }>(t, 'POST', '/api/message/game/ava', player.token, {
      message: '',
    });
    expect(opened.status).toBe(200);
    expect(opened.body.messages.filter((m) => m.role === 'user')).toHaveLength(2);
    const picked = await rest(t, 'POST', '/api/message/game/ava', player.token, { message: '', choices: ['studio'] });
    expect(picked.status).toBe(403);
    expect(await refused(trpc(t, 'mutation', 'character.follow', { id: 'ava' }, player.token))).toMatchObject({
      status: 403,
      key: 'account.suspended',
    });
    expect((await rest(t, 'GET', '/api/character/all', player.token)).status).toBe(200);
    expect((await rest(t, 'POST', '/api/user/setTag', player.token, { tag: 'language', value: 'en' })).status).toBe(
      200,
    );
    t.clock.advance(2 * DAY + 1);
    expect((await me(t, player)).suspendedUntil).toBeNull();
    expect((await rest(t, 'POST', '/api/message/game/ava', player.token, { message: 'Hello?' })).status).toBe(200);
    expect(await logOf(t, mod.token, player.id)).toEqual([['player.suspend', mod.id]]);
  });

  it('a ban ends every session at once and refuses e-mail and platform sign-in until it is lifted', async () => {
    const mod = await moderator(t);
    const email = uniqueEmail('banned');
    const player = await signup(t, 'rest', email);
    await chat(t, player);
    const { id } = await reportALine(t, player);
    await ok(t, 'admin.reports.resolve', { id, action: 'ban', reason: 'Repeated illegal requests' }, mod.token);
    expect((await rest(t, 'GET', '/api/character/all', player.token)).status).toBe(401);
    const login = await rest<{ key: string }>(t, 'POST', '/api/auth/emailLogin', undefined, {
      email,
      password: PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.body.key).toBe('account.banned');
    const handoff = await t.server.inject({
      method: 'POST',
      url: '/api/auth/signin-handoff',
      headers: { 'content-type': 'application/json', cookie: 'signin_handoff=browser' },
      payload: { code: oauthStates(t.built.app).handoff({ userId: player.id, bindingValue: 'browser' }, t.clock.now) },
    });
    expect(handoff.statusCode).toBe(403);
    expect(handoff.json()).toMatchObject({ key: 'account.banned' });
    const summary = (await ok<{ player: { bannedAt: string } }>(t, 'admin.players.get', { id: player.id }, mod.token))
      .player;
    expect(summary.bannedAt).toBe(new Date(t.clock.now).toISOString());
    t.clock.advance(60_000);
    await ok(t, 'admin.players.lift', { id: player.id, reason: 'Appeal accepted' }, mod.token);
    const again = await rest(t, 'POST', '/api/auth/emailLogin', undefined, { email, password: PASSWORD });
    expect(again.status).toBe(200);
    expect(await logOf(t, mod.token, player.id)).toEqual([
      ['player.ban', mod.id],
      ['player.lift', mod.id],
    ]);
  });

  it('refuses a resolution that cannot apply, leaving the report open', async () => {
    const mod = await moderator(t);
    const player = await makePlayer(t);
    await chat(t, player);
    const line = await reportALine(t, player);
    const character = await rest<{ id: string }>(t, 'POST', '/api/report', player.token, {
      target: 'character',
      id: 'cleo',
      reason: 'real-person',
    });
    const cases: [Record<string, unknown>, { status: number; key: string }][] = [
      [
        { id: line.id, action: 'suspend' },
        { status: 400, key: 'admin.suspendDays' },
      ],
      [
        { id: character.body.id, action: 'hide' },
        { status: 400, key: 'admin.hideNeedsMessage' },
      ],
      [
        { id: character.body.id, action: 'ban' },
        { status: 400, key: 'admin.noPlayer' },
      ],
      [
        { id: 'no-such-report', action: 'dismiss' },
        { status: 404, key: 'admin.reportNotFound' },
      ],
    ];
    for (const [input, refusal] of cases) expect(await refused(resolve(mod.token, input))).toEqual(refusal);
    const open = (await queue(mod.token, 'open')).map((r) => r.id);
    expect(open).toEqual(expect.arrayContaining([line.id, character.body.id]));
    expect(await t.db.prisma.moderationLog.count({ where: { reportId: { in: [line.id, character.body.id] } } })).toBe(
      0,
    );
    // Staff cannot sanction staff of their own rank or above.
    const boss = await administrator(t);
    expect(await refused(admin(t, 'admin.players.ban', { id: boss.id, reason: 'x' }, mod.token))).toEqual({
      status: 403,
      key: 'auth.notAllowed',
    });
  });
});
