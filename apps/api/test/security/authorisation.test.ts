import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../harness.ts';
import type { Database } from '../../src/db/client.ts';
import { allProcedures } from './fuzz-targets.ts';
import { player, startSecurityServer, type Player, type SecurityServer } from './support.ts';

const DAY = 86_400_000;
const MARKER = 'zq-private-words-of-alice';

/** A hash of every row that belongs to the user, in every table with a userId column (and the user row). */
async function rowsOf(db: Database, userId: string): Promise<Record<string, string>> {
  const tables = await db.sql.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'userId' ORDER BY 1",
  );
  const out: Record<string, string> = {};
  for (const { name } of [...tables, { name: 'User' }]) {
    const column = name === 'User' ? 'id' : 'userId';
    const [row] = await db.sql.query<{ n: number; h: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM "${name}" t WHERE "${column}" = $1`,
      [userId],
    );
    out[name] = `${row?.n}:${row?.h ?? ''}`;
  }
  return out;
}

/** Inputs of every procedure that names something; `OTHER` is replaced by the other player's id. */
const ID_INPUTS: Record<string, Record<string, unknown>[]> = {
  'auth.resendVerification': [{ user: 'OTHER' }],
  'auth.verifyEmail': [{ userId: 'OTHER', secret: 'guessed-secret' }],
  'auth.passwordReset': [
    { userId: 'OTHER', secret: 'guessed-secret', password: 'Taken1234', passwordRepeat: 'Taken1234' },
  ],
  'user.restartCharacter': [{ id: 'ava' }, { id: 'OTHER' }],
  'user.setTag': [{ tag: 'girls', value: true }],
  'user.setTags': [{ tags: { futas: 'false' } }],
  'character.get': [{ id: 'OTHER' }, { id: 'me' }, { id: 'ava' }],
  'character.posts': [{ id: 'OTHER' }, { id: 'ava' }],
  'character.follow': [{ id: 'OTHER' }, { id: 'ava' }],
  'character.setTag': [
    { characterId: 'OTHER', tag: 'feet', value: true },
    { characterId: 'ava', tag: 'feet', value: false },
  ],
  'feed.page': [{}],
  'feed.like': [{ postId: 'OTHER' }, { postId: 'ava-post-1' }],
  'hub.all': [{}],
  'hub.critical': [{}],
  'hub.get': [{ id: 'OTHER' }, { id: 'poll-sec' }],
  'hub.vote': [
    { id: 'OTHER', option: 0 },
    { id: 'poll-sec', option: 0 },
  ],
  'message.send': [{ id: 'OTHER' }, { id: 'ava' }, { id: 'ava', message: 'hi' }],
  'message.restart': [{ id: 'OTHER' }, { id: 'ava' }],
  'message.inbox': [{}],
  'message.memory': [{ id: 'OTHER' }, { id: 'ava' }],
  'message.forget': [
    { id: 'ava', entry: { kind: 'summary' } },
    { id: 'ava', entry: { kind: 'fact', text: 'OTHER' } },
  ],
  'message.pin': [{ id: 'ava', text: 'OTHER', pinned: true }],
  'user.restart': [{}],
  'auth.me': [{}],
  'payments.syncSubscribeStar': [{}],
  'payments.connectPatreon': [{}],
};

describeEachDb("security: one player cannot see or change another player's things", (kind) => {
  let t: SecurityServer;
  let alice: Player;
  let bob: Player;
  let aliceEmail: string;

  async function trpc(name: string, token: string, input: unknown) {
    const procedure = allProcedures().find((p) => p.name === name)!;
    const headers = { authorization: `Bearer ${token}` };
    const res =
      procedure.type === 'query'
        ? await t.server.inject({
            method: 'GET',
            url: `/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`,
            headers,
          })
        : await t.server.inject({ method: 'POST', url: `/trpc/${name}`, headers, payload: input as object });
    return { status: res.statusCode, raw: res.payload, data: res.json<{ result?: { data: unknown } }>().result?.data };
  }

  beforeAll(async () => {
    t = await startSecurityServer(kind);
    await t.db.prisma.hubPost.create({
      data: {
        id: 'poll-sec',
        description: 'Pick',
        options: ['A', 'B'],
        endTimestamp: new Date(t.clock.now + 30 * DAY),
      },
    });
    alice = await player(t, { tier: 3, verified: false });
    bob = await player(t, { tier: 3 });
    aliceEmail = `${alice.id}@example.com`;
    // Alice plays, writes something private, votes, likes, follows and sets tags
    expect((await trpc('message.send', alice.token, { id: 'ava' })).status).toBe(200);
    const own = await trpc('message.send', alice.token, { id: 'ava', message: MARKER, mode: 'freestyle' });
    expect(own.status, own.raw.slice(0, 300)).toBe(200);
    expect(
      await t.db.prisma.message.count({ where: { userId: alice.id, response: MARKER } }),
      "Alice's words are stored",
    ).toBe(1);
    // ...and her own history shows them back to her (control for the check on Bob's answers)
    expect((await trpc('message.send', alice.token, { id: 'ava' })).raw).toContain(MARKER);
    for (const [name, input] of [
      ['hub.vote', { id: 'poll-sec', option: 1 }],
      ['feed.like', { postId: 'ava-post-1' }],
      ['character.follow', { id: 'ava' }],
      ['user.setTags', { tags: { girls: 'true' } }],
    ] as const) {
      expect((await trpc(name, alice.token, input)).status, name).toBe(200);
    }
  });
  afterAll(() => t.close());

  it("every call that names a player, character, post or poll, made by Bob, reveals and changes nothing of Alice's", async () => {
    const before = await rowsOf(t.db, alice.id);
    const mailsBefore = t.mailer.sent.length;
    let calls = 0;
    for (const [name, inputs] of Object.entries(ID_INPUTS)) {
      for (const template of inputs) {
        const input = JSON.parse(JSON.stringify(template).replaceAll('OTHER', alice.id)) as unknown;
        const res = await trpc(name, bob.token, input);
        calls++;
        expect(res.status, `${name} ${JSON.stringify(template)}: ${res.raw.slice(0, 200)}`).toBeLessThan(500);
        for (const secret of [alice.id, aliceEmail, MARKER])
          expect(res.raw, `${name} ${JSON.stringify(template)} shows ${secret}`).not.toContain(secret);
      }
    }
    expect(calls).toBeGreaterThan(30);
    expect(await rowsOf(t.db, alice.id)).toEqual(before);
    expect(t.mailer.sent.length, 'no mail went to Alice').toBe(mailsBefore);
  });

  it('resend-verification for another player is refused on both surfaces', async () => {
    const trpcAnswer = await trpc('auth.resendVerification', bob.token, { user: alice.id });
    expect(trpcAnswer.status).toBe(403);
    const rest = await t.server.inject({
      method: 'GET',
      url: `/api/auth/resend-verification/${alice.id}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(rest.statusCode).toBe(403);
    // and the owner is served (control)
    expect((await trpc('auth.resendVerification', alice.token, { user: alice.id })).status).toBe(200);
  });

  it("inbox and history are the caller's own", async () => {
    const inbox = await trpc('message.inbox', bob.token, {});
    expect(inbox.data).toEqual([]);
    const aliceInbox = await trpc('message.inbox', alice.token, {});
    expect((aliceInbox.data as { _id: string }[]).map((i) => i._id)).toEqual(['ava']);
  });

  it("a hub vote answer shows only the caller's vote; likes show only the caller in likedBy", async () => {
    const vote = await trpc('hub.vote', bob.token, { id: 'poll-sec', option: 0 });
    const votes = (vote.data as { votes: { userId: string }[]; tally: number[] }).votes;
    expect(votes.map((v) => v.userId)).toEqual([bob.id]);
    // the tally counts both (10 each for God Mode), without naming anyone
    expect((vote.data as { tally: number[] }).tally).toEqual([10, 10]);
    expect((await trpc('feed.like', alice.token, { postId: 'ava-post-2' })).data).toMatchObject({
      likes: 1,
      likedBy: [alice.id],
    });
    const like = await trpc('feed.like', bob.token, { postId: 'ava-post-2' });
    expect(like.data).toMatchObject({ likes: 2, likedBy: [bob.id] });
    const feed = await trpc('feed.page', bob.token, {});
    for (const post of feed.data as { likedBy: string[] }[])
      expect(post.likedBy.every((id) => id === bob.id)).toBe(true);
  });

  it('the card payment form opens only for the player named in the link', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: `/card-payment/2?userId=${alice.id}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.payload).not.toContain(alice.id);
  });
});
