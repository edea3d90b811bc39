import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../harness.ts';
import { call, decode, signWith } from '../accounts-helpers.ts';
import { allProcedures } from './fuzz-targets.ts';
import { attackTokens, player, startSecurityServer, type Player, type SecurityServer } from './support.ts';

const DAY = 86_400_000;

/** A reasonable input for each player-gated procedure, so only the token decides the answer. */
const INPUTS: Record<string, unknown> = {
  'auth.logout': { everywhere: true },
  'auth.resendVerification': { user: 'VICTIM' },
  'user.setTag': { tag: 'girls', value: true },
  'user.setTags': { tags: { girls: 'true' } },
  'user.restartCharacter': { id: 'ava' },
  'character.get': { id: 'ava' },
  'character.posts': { id: 'ava' },
  'character.follow': { id: 'ava' },
  'character.setTag': { characterId: 'ava', tag: 'feet', value: true },
  'feed.page': {},
  'feed.like': { postId: 'ava-post-1' },
  'hub.get': { id: 'poll-open' },
  'hub.vote': { id: 'poll-open', option: 0 },
  'message.send': { id: 'ava', message: 'hello there' },
  'message.restart': { id: 'ava' },
  'translation.add': { originals: ['Hello'] },
};

async function trpc(t: SecurityServer, name: string, token: string | undefined, input: unknown) {
  const procedure = allProcedures().find((p) => p.name === name)!;
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const json = input === undefined ? undefined : JSON.stringify(input);
  const res =
    procedure.type === 'query'
      ? await t.server.inject({
          method: 'GET',
          url: `/trpc/${name}${json ? `?input=${encodeURIComponent(json)}` : ''}`,
          headers,
        })
      : await t.server.inject({
          method: 'POST',
          url: `/trpc/${name}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: json ?? '{}',
        });
  const body = res.json<{ result?: { data: unknown }; error?: { message: string; data?: { cause?: string } } }>();
  return {
    status: res.statusCode,
    data: body.result?.data,
    error: body.error?.message,
    cause: body.error?.data?.cause,
    raw: res.payload,
  };
}

describeEachDb('security: tokens', (kind) => {
  let t: SecurityServer;
  let victim: Player;
  let gated: string[];
  beforeAll(async () => {
    t = await startSecurityServer(kind);
    victim = await player(t, { tier: 1, verified: true });
    // a game with Ava, so a wrongly accepted token would have something to show
    expect(
      (
        await t.server.inject({
          method: 'POST',
          url: '/api/message/game/ava',
          headers: { authorization: `Bearer ${victim.token}` },
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    gated = [];
    for (const p of allProcedures()) {
      const res = await trpc(t, p.name, undefined, INPUTS[p.name] ?? {});
      if (res.status === 401) gated.push(p.name);
    }
  });
  afterAll(() => t.close());

  it('finds the player-gated procedures (sanity: the list is not empty)', () => {
    expect(gated).toEqual(
      expect.arrayContaining([
        'user.setTosConsent',
        'message.send',
        'message.inbox',
        'hub.vote',
        'translation.add',
        'feed.like',
        'auth.logout',
      ]),
    );
  });

  it('refuses every attack token on every player-gated procedure, and me never answers as the victim', async () => {
    for (const [name, token] of Object.entries(await attackTokens(t, victim.id))) {
      for (const procedure of gated) {
        const input = JSON.parse(JSON.stringify(INPUTS[procedure] ?? {}).replace('VICTIM', victim.id)) as unknown;
        const res = await trpc(t, procedure, token, input);
        expect(res.status, `${name} on ${procedure}: ${res.raw.slice(0, 200)}`).toBe(401);
        expect(res.cause).toBe('login');
        expect(res.raw).not.toContain(victim.id);
      }
      const me = await call(t, 'rest', 'auth.me', undefined, { token });
      expect(me.status).toBe(200);
      expect(me.body._id, name).not.toBe(victim.id);
      expect(me.body).toMatchObject({ tier: 0, role: 0, loggedIn: false, email: null });
    }
  });

  it('ends a genuine token at its expiry: refused by every player-gated procedure once the clock passes it', async () => {
    const p = await player(t, { tier: 3 });
    const token = await signWith(t.built.app.config.JWT_SECRET!, { user: p.id, expires: t.clock.now + 60_000 });
    expect((await trpc(t, 'message.inbox', token, undefined)).status).toBe(200);
    t.clock.advance(60_001);
    for (const procedure of gated)
      expect((await trpc(t, procedure, token, INPUTS[procedure] ?? {})).status, procedure).toBe(401);
    // and the genuine 30-day token the server issues expires the same way
    const issued = (await call(t, 'rest', 'auth.me', undefined, { token: p.token })).body.token!;
    t.clock.advance(30 * DAY + 1);
    expect((await trpc(t, 'message.inbox', issued, undefined)).status).toBe(401);
  });

  it('revokes every earlier token after logout everywhere, on every player-gated procedure', async () => {
    const p = await player(t);
    const token = (await call(t, 'rest', 'auth.me', undefined, { token: p.token })).body.token!;
    expect((await trpc(t, 'auth.logout', token, { everywhere: true })).status).toBe(200);
    for (const procedure of gated)
      expect((await trpc(t, procedure, token, INPUTS[procedure] ?? {})).status, procedure).toBe(401);
    expect((await trpc(t, 'auth.logout', p.token, { everywhere: true })).status).toBe(401);
  });

  describe('a claim of God Mode or admin grants nothing the database does not hold', () => {
    let greedy: string;
    let plain: Player;
    beforeAll(async () => {
      plain = await player(t);
      // signed with the server's own key: only the claims lie
      greedy = await signWith(t.built.app.config.JWT_SECRET!, {
        user: plain.id,
        tier: 3,
        role: 100,
        loggedIn: true,
        expires: t.clock.now + DAY,
      });
    });

    it('translation.add (translator role 10+) is refused; a real translator is let in', async () => {
      for (const via of ['rest', 'trpc'] as const) {
        const res =
          via === 'rest'
            ? await t.server.inject({
                method: 'POST',
                url: '/api/translation/add',
                headers: { authorization: `Bearer ${greedy}` },
                payload: { originals: ['Hello'] },
              })
            : await t.server.inject({
                method: 'POST',
                url: '/trpc/translation.add',
                headers: { authorization: `Bearer ${greedy}` },
                payload: { originals: ['Hello'] },
              });
        expect(res.statusCode, via).toBe(403);
      }
      const translator = await player(t, { role: 10 });
      expect((await trpc(t, 'translation.add', translator.token, { originals: ['Hello'] })).status).toBe(200);
    });

    it('freestyle chat (Basic Pass+) answers cause tier; a real Basic Pass holder is let in', async () => {
      const res = await trpc(t, 'message.send', greedy, {
        id: 'ava',
        message: 'tell me about jazz',
        mode: 'freestyle',
      });
      expect(res.status).toBe(403);
      expect(res.cause).toBe('tier');
      const basic = await player(t, { tier: 1 });
      await trpc(t, 'message.send', basic.token, { id: 'ava' });
      expect(
        (await trpc(t, 'message.send', basic.token, { id: 'ava', message: 'tell me about jazz', mode: 'freestyle' }))
          .status,
      ).toBe(200);
    });

    it('an exclusive (God Mode) character cannot be played, restarted or liked; a real God Mode holder can', async () => {
      const refused = [
        await trpc(t, 'message.send', greedy, { id: 'dana' }),
        await trpc(t, 'message.restart', greedy, { id: 'dana' }),
        await trpc(t, 'feed.like', greedy, { postId: 'dana-post-1' }),
      ];
      for (const res of refused) {
        expect(res.status, res.raw.slice(0, 200)).toBe(403);
        expect(res.cause).toBe('tier');
      }
      const god = await player(t, { tier: 3 });
      expect((await trpc(t, 'message.send', god.token, { id: 'dana' })).status).toBe(200);
      expect((await trpc(t, 'feed.like', god.token, { postId: 'dana-post-1' })).status).toBe(200);
    });

    it('the answers and the refreshed token carry the database tier and role, not the claimed ones', async () => {
      const me = await call(t, 'trpc', 'auth.me', undefined, { token: greedy });
      expect(me.body).toMatchObject({ _id: plain.id, tier: 0, role: 0 });
      expect(decode(me.body.token!)).toMatchObject({ tier: 0, role: 0 });
      await t.db.prisma.hubPost.create({
        data: {
          id: 'poll-claims',
          description: 'Which?',
          options: ['A', 'B'],
          endTimestamp: new Date(t.clock.now + DAY),
        },
      });
      const vote = await trpc(t, 'hub.vote', greedy, { id: 'poll-claims', option: 0 });
      expect(vote.status).toBe(200);
      // the vote counts with the Free power (1), not God Mode's 10
      expect((vote.data as { votes: { score: number }[] }).votes).toEqual([
        expect.objectContaining({ userId: plain.id, score: 1 }),
      ]);
    });
  });
});
