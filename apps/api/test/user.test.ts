import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { SURFACES, anonymous, call, decode, expectInvalid, seedCharacter } from './accounts-helpers.ts';

describeEachDb('user: consent, tags and restart', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { AUTH_RATE_LIMIT: '1000' } });
    await seedCharacter(t, 'mila');
    await seedCharacter(t, 'nora');
  });
  afterAll(() => t.close());

  /** Game data with two characters, plus what a restart must keep. */
  async function play(userId: string) {
    const p = t.db.prisma;
    for (const charId of ['mila', 'nora']) {
      await p.playerCharacter.create({ data: { userId, charId, score: 40 } });
      await p.gameState.create({ data: { userId, charId, gameType: 'chat', state: { stage: 'talk' } } });
      await p.message.create({ data: { userId, charId, role: 'user', response: 'hello' } });
      await p.follow.create({ data: { userId, charId } });
    }
    await p.quotaUsage.create({ data: { userId, day: '2026-06-01', count: 2 } });
  }
  const counts = async (userId: string, charId?: string) => {
    const where = charId ? { userId, charId } : { userId };
    const p = t.db.prisma;
    return {
      progress: await p.playerCharacter.count({ where }),
      states: await p.gameState.count({ where }),
      messages: await p.message.count({ where }),
      follows: await p.follow.count({ where }),
    };
  };

  for (const via of SURFACES) {
    describe(`via ${via}`, () => {
      it('records terms consent and returns a token saying so', async () => {
        const player = await anonymous(t, via);
        const res = await call(t, via, 'user.setTosConsent', undefined, { token: player.token });
        expect(res.status).toBe(200);
        expect(decode(res.body.token!)).toMatchObject({ user: player.id, tosConsent: true });
        expect((await call(t, via, 'auth.me', undefined, { token: res.body.token })).body.tosConsent).toBe(true);
        expect((await call(t, via, 'user.setTosConsent')).status).toBe(401);
      });

      it('sets one tag, merging with the others; the language tag also sets the language', async () => {
        const player = await anonymous(t, via);
        const first = await call(t, via, 'user.setTag', { tag: 'futas', value: true }, { token: player.token });
        expect(first.status).toBe(200);
        expect(first.body.tags).toEqual({ futas: 'true' });
        const second = await call(t, via, 'user.setTag', { tag: 'language', value: 'de' }, { token: first.body.token });
        expect(second.body.tags).toEqual({ futas: 'true', language: 'de' });
        expect(decode(second.body.token!)).toMatchObject({ tags: { futas: 'true', language: 'de' }, language: 'de' });
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: player.id } })).language).toBe('de');
        const me = await call(t, via, 'auth.me', undefined, { token: second.body.token });
        expect(me.body.tags).toEqual({ futas: 'true', language: 'de' });
      });

      it('sets several tags at once, as the preferences overlay does; an empty value removes a tag', async () => {
        const player = await anonymous(t, via);
        const res = await call(
          t,
          via,
          'user.setTags',
          { tags: { girls: 'true', futas: 'false', 'girls-set': 'true', language: 'ja' } },
          { token: player.token },
        );
        expect(res.status).toBe(200);
        expect(res.body.tags).toEqual({ girls: 'true', futas: 'false', 'girls-set': 'true', language: 'ja' });
        const removed = await call(t, via, 'user.setTags', { tags: { futas: '' } }, { token: res.body.token });
        expect(removed.body.tags).toEqual({ girls: 'true', 'girls-set': 'true', language: 'ja' });
        expect(decode(removed.body.token!).language).toBe('ja');
      });

      it('refuses Visibility Settings that turn both Girls and Futas off, with one clear message', async () => {
        const player = await anonymous(t, via);
        const both = await call(
          t,
          via,
          'user.setTags',
          { tags: { girls: 'false', futas: 'false', 'girls-set': 'true', language: 'en' } },
          { token: player.token },
        );
        expect(both.status).toBe(400);
        expect(both.body).toMatchObject({
          error: 'Keep Girls or Futas on: with both off there would be nobody to meet.',
          cause: 'validation',
        });
        // Futas reads off until it is set to "true": Girls off alone leaves no one either.
        const girlsOff = await call(t, via, 'user.setTag', { tag: 'girls', value: false }, { token: player.token });
        expect(girlsOff.status).toBe(400);
        expect(girlsOff.body.error).toBe(both.body.error);
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: player.id } })).tags).toEqual({});
        // With Futas on, Girls may go off; then Futas may not.
        const futasOn = await call(t, via, 'user.setTag', { tag: 'futas', value: true }, { token: player.token });
        expect(
          (await call(t, via, 'user.setTag', { tag: 'girls', value: false }, { token: futasOn.body.token })).status,
        ).toBe(200);
        const futasOff = await call(
          t,
          via,
          'user.setTag',
          { tag: 'futas', value: false },
          { token: futasOn.body.token },
        );
        expect(futasOff.status).toBe(400);
        expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: player.id } })).tags).toEqual({
          futas: 'true',
          girls: 'false',
        });
      });

      it('refuses bad tags: unknown language, odd keys, long values, more than 30 tags', async () => {
        const player = await anonymous(t, via);
        const bad: [Parameters<typeof call>[2], Record<string, unknown>][] = [
          ['user.setTag', { tag: 'language', value: 'xx' }],
          ['user.setTag', { tag: '<script>', value: 'x' }],
          ['user.setTag', { tag: 'girls', value: 'x'.repeat(41) }],
          ['user.setTag', { tag: 'girls', value: 12 }],
          ['user.setTags', { tags: { 'bad key"': 'x' } }],
          ['user.setTags', { tags: { girls: 'y'.repeat(41) } }],
          ['user.setTags', { tags: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`tag${i}`, 'x'])) }],
        ];
        for (const [name, input] of bad) {
          const res = await call(t, via, name, input, { token: player.token });
          expect(res.status, JSON.stringify(input)).toBe(400);
          expect(res.body.cause).toBe('validation');
          expect(typeof res.body.error).toBe('string');
        }
        // 30 at once is fine, one more on top is refused
        const thirty = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`tag${i}`, 'x']));
        expect((await call(t, via, 'user.setTags', { tags: thirty }, { token: player.token })).status).toBe(200);
        const more = await call(t, via, 'user.setTag', { tag: 'one-more', value: 'x' }, { token: player.token });
        expect(more.status).toBe(400);
        expect(more.body.error).toMatch(/Too many tags/);
        const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id: player.id } });
        expect(Object.keys(user.tags as object)).toHaveLength(30);
        expect(user.language).toBe('en');
      });

      it('restart clears the game with every character and keeps follows and the quota', async () => {
        const player = await anonymous(t, via);
        await play(player.id);
        const other = await anonymous(t, via);
        await play(other.id);
        const res = await call(t, via, 'user.restart', undefined, { token: player.token });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true });
        expect(await counts(player.id)).toEqual({ progress: 0, states: 0, messages: 0, follows: 2 });
        expect(await t.db.prisma.quotaUsage.count({ where: { userId: player.id } })).toBe(1);
        expect(await counts(other.id)).toEqual({ progress: 2, states: 2, messages: 2, follows: 2 });
      });

      it('restartCharacter clears the game with one character only', async () => {
        const player = await anonymous(t, via);
        await play(player.id);
        // the restart-character button is for tier holders, checked on the server
        const free = await call(t, via, 'user.restartCharacter', { id: 'mila' }, { token: player.token });
        expect(free.status).toBe(403);
        expect(free.body.cause).toBe('tier');
        await t.db.prisma.subscription.create({
          data: {
            id: `sub-${player.id}`,
            userId: player.id,
            provider: 'manual',
            externalId: `ext-${player.id}`,
            tier: 1,
            expiresAt: new Date(t.clock.now + 86_400_000),
          },
        });
        const res = await call(t, via, 'user.restartCharacter', { id: 'mila' }, { token: player.token });
        expect(res.status).toBe(200);
        expect(await counts(player.id, 'mila')).toEqual({ progress: 0, states: 0, messages: 0, follows: 1 });
        expect(await counts(player.id, 'nora')).toEqual({ progress: 1, states: 1, messages: 1, follows: 1 });
        const unknown = await call(t, via, 'user.restartCharacter', { id: 'nobody' }, { token: player.token });
        expect(unknown.status).toBe(404);
        expect(unknown.body.error).toBe('Character not found');
        const badId = await call(t, via, 'user.restartCharacter', { id: '../etc' }, { token: player.token });
        // the shared restartCharacterInputSchema names the field, as the web app's form does
        expectInvalid(badId, 'id may only hold letters, digits, - and _', 'id');
        expect((await call(t, via, 'user.restart')).status).toBe(401);
      });
    });
  }
});
