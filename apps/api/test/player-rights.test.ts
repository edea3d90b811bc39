import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlayerDataExport } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { grantTier, loadTestPack, rest, trpc } from './content-fixtures.ts';
import { PASSWORD, signup, uniqueEmail } from './accounts-helpers.ts';

/** Every table with a `userId` column, and the part of the export that shows its rows. */
const SECTION_OF: Record<string, keyof PlayerDataExport> = {
  PlayerCharacter: 'progress',
  GameState: 'games',
  Message: 'messages',
  Follow: 'follows',
  PostLike: 'likes',
  HubVote: 'votes',
  QuotaUsage: 'customMessagesPerDay',
  PlayerModelUsage: 'modelTokensPerDay',
  Subscription: 'subscriptions',
  Report: 'reports',
  MailToken: 'mailLinks',
  ProviderToken: 'linkedPlatforms',
  PendingSignup: 'pendingSignups',
};

describeEachDb("players' rights: download my data, delete my account", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await loadTestPack(t.db, t.clock.now);
  });
  afterAll(() => t.close());

  const tablesWithPlayers = async () =>
    (
      await t.db.sql.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.columns
         WHERE table_schema = current_schema() AND column_name = 'userId' ORDER BY table_name`,
      )
    ).map((r) => r.table_name);

  /** A player who did everything a player can: signed up, accepted the terms, set a tag, followed, liked, chatted, voted, paid, asked for a reset link. */
  async function busyPlayer() {
    const email = uniqueEmail('rights');
    const { token, id } = await signup(t, 'rest', email);
    const prisma = t.db.prisma;
    expect((await rest(t, 'POST', '/api/user/setTosConsent', token)).status).toBe(200);
    expect((await rest(t, 'POST', '/api/user/setTag', token, { tag: 'nickname', value: 'Sky' })).status).toBe(200);
    expect((await rest(t, 'GET', '/api/character/follow/ava', token)).status).toBe(200);
    expect((await rest(t, 'GET', '/api/feed/like/ava-post-2', token)).status).toBe(200);
    expect((await rest(t, 'POST', '/api/message/game/ava', token, { message: '' })).status).toBe(200);
    const hubPost = await prisma.hubPost.create({
      data: {
        id: randomUUID(),
        description: 'Pick a theme',
        options: ['Neon', 'Beach'],
        endTimestamp: new Date(t.clock.now + 86_400_000),
      },
    });
    expect((await rest(t, 'POST', `/api/hubPost/vote/${hubPost.id}`, token, { option: 1 })).status).toBe(200);
    expect((await rest(t, 'POST', '/api/auth/send-password-reset', undefined, { email })).status).toBe(200);
    // What the operator and the server write for a player: a manual tier, a day's custom messages, a
    // safety report on one of their messages, a linked platform's tokens, a sign-up of another address.
    await grantTier(t, id, 2, 1);
    await prisma.quotaUsage.create({ data: { userId: id, day: '2026-06-01', count: 3 } });
    await prisma.playerModelUsage.create({
      data: { userId: id, day: '2026-06-01', charId: 'ava', tier: 2, promptTokens: 150n, completionTokens: 27n },
    });
    await prisma.report.create({
      data: { id: randomUUID(), userId: id, charId: 'ava', kind: 'filter', text: `a flagged line of ${email}` },
    });
    await prisma.providerToken.create({
      data: { userId: id, provider: 'patreon', accessToken: 'sealed-access-token', refreshToken: 'sealed-refresh' },
    });
    // A moderator's warning: the moderation log names the player.
    await prisma.moderationLog.create({
      data: { id: randomUUID(), actorId: 'cli', action: 'player.warn', targetUserId: id, reason: 'Mind the rules' },
    });
    await prisma.pendingSignup.create({
      data: {
        id: randomUUID(),
        email: `other-${email}`,
        passwordHash: 'sealed-hash',
        userId: id,
        secretHash: 'sealed-secret',
        expiresAt: new Date(t.clock.now + 86_400_000),
      },
    });
    return { id, token, email, hubPostId: hubPost.id };
  }

  it('the export holds a record of every kind a player has, and no secret', async () => {
    const p = await busyPlayer();
    const res = await t.server.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    const data = res.json<PlayerDataExport>();
    expect(data.account).toMatchObject({ id: p.id, email: p.email, emailVerified: true, hasPassword: true });
    expect(data.consent).toEqual({ termsOfService: true });
    expect(data.tags).toMatchObject({ nickname: 'Sky' });
    expect(data.follows).toEqual([expect.objectContaining({ charId: 'ava' })]);
    expect(data.likes).toEqual([expect.objectContaining({ postId: 'ava-post-2' })]);
    expect(data.votes).toEqual([expect.objectContaining({ postId: p.hubPostId, option: 1 })]);
    expect(data.progress).toEqual([expect.objectContaining({ charId: 'ava' })]);
    expect(data.games).toEqual([expect.objectContaining({ charId: 'ava', gameType: 'chat' })]);
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.messages.every((m) => m.charId === 'ava' && typeof m.response === 'string')).toBe(true);
    expect(data.subscriptions).toEqual([expect.objectContaining({ provider: 'manual', tier: 2 })]);
    expect(data.customMessagesPerDay).toEqual([{ day: '2026-06-01', count: 3 }]);
    expect(data.modelTokensPerDay).toEqual([
      { day: '2026-06-01', charId: 'ava', tier: 2, promptTokens: '150', completionTokens: '27' },
    ]);
    expect(data.reports).toEqual([expect.objectContaining({ kind: 'filter', text: `a flagged line of ${p.email}` })]);
    expect(data.mailLinks).toEqual([expect.objectContaining({ kind: 'reset', usedAt: null })]);
    expect(data.linkedPlatforms).toEqual([expect.objectContaining({ provider: 'patreon' })]);
    expect(data.pendingSignups).toEqual([expect.objectContaining({ email: `other-${p.email}` })]);
    // Every table that holds players' rows has its part in the export (a new table must add one).
    const tables = (await tablesWithPlayers()).filter((name) => name !== 'User');
    expect(tables.sort()).toEqual(Object.keys(SECTION_OF).sort());
    for (const table of tables) expect(data[SECTION_OF[table]!], table).not.toEqual([]);
    // Secrets are named, never given.
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id: p.id } });
    const text = res.body;
    for (const secret of [user.passwordHash!, 'sealed-access-token', 'sealed-refresh', 'sealed-hash', 'sealed-secret'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(PASSWORD);
    // The same document over tRPC.
    const viaTrpc = await trpc<PlayerDataExport>(t, 'query', 'user.export', undefined, p.token);
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.body.account.id).toBe(p.id);
  });

  it('deleting the account erases every row of the player at once, table by table; its tokens stop working', async () => {
    const p = await busyPlayer();
    const bystander = await busyPlayer();
    const likesBefore = (await t.db.prisma.post.findUniqueOrThrow({ where: { id: 'ava-post-2' } })).likes;

    const res = await rest(t, 'DELETE', '/api/user/me', p.token);
    expect(res).toEqual({ status: 200, body: { success: true } });

    for (const table of await tablesWithPlayers()) {
      const column = table === 'User' ? 'id' : 'userId';
      const rows = await t.db.sql.query<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM "${table}" WHERE "${column}" = $1`,
        [p.id],
      );
      expect(rows[0]!.n, `${table} rows of the deleted player`).toBe(0);
    }
    // The one exception (docs/privacy-data.md): the append-only moderation log keeps its record of what
    // moderators did about the player. No other table names a player in another column.
    const otherColumns = await t.db.sql.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND column_name IN ('targetUserId', 'actorId') ORDER BY table_name, column_name`,
    );
    expect(otherColumns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'ModerationLog.actorId',
      'ModerationLog.targetUserId',
    ]);
    expect(await t.db.prisma.moderationLog.count({ where: { targetUserId: p.id } })).toBe(1);
    // Rows whose link to the player is only cleared by the schema (reports, sign-ups) are erased too.
    expect(await t.db.prisma.pendingSignup.count({ where: { email: { contains: p.email } } })).toBe(0);
    expect(await t.db.prisma.report.count({ where: { text: { contains: p.email } } })).toBe(0);
    // Their like no longer counts; the other player's stays.
    expect((await t.db.prisma.post.findUniqueOrThrow({ where: { id: 'ava-post-2' } })).likes).toBe(likesBefore - 1);
    expect(await t.db.prisma.postLike.count({ where: { userId: bystander.id } })).toBe(1);
    expect(await t.db.prisma.message.count({ where: { userId: bystander.id } })).toBeGreaterThan(0);

    const after = await rest<{ error: string; cause: string }>(t, 'GET', '/api/user/export', p.token);
    expect(after.status).toBe(401);
    expect(after.body.cause).toBe('login');
    expect((await rest(t, 'POST', '/api/message/game/ava', p.token, { message: '' })).status).toBe(401);
    expect((await trpc(t, 'mutation', 'user.deleteAccount', undefined, p.token)).status).toBe(401);
    // The address is free again: a new sign-up with it starts a new account.
    const again = await signup(t, 'trpc', p.email);
    expect(again.id).not.toBe(p.id);
  });

  it('an anonymous player can erase their chats too', async () => {
    const me = await rest<{ token: string; _id: string }>(t, 'GET', '/api/character/get/me');
    expect((await rest(t, 'POST', '/api/message/game/ava', me.body.token, { message: '' })).status).toBe(200);
    expect((await rest(t, 'DELETE', '/api/user/me', me.body.token)).status).toBe(200);
    expect(await t.db.prisma.user.count({ where: { id: me.body._id } })).toBe(0);
    expect(await t.db.prisma.message.count({ where: { userId: me.body._id } })).toBe(0);
  });
});
