import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character, CharacterPost } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { loadTestPack, makePlayer, rest, trpc, type TestPlayer } from './content-fixtures.ts';
import { refusal } from './answers.ts';

describeEachDb('characters', (kind) => {
  let t: TestServer;
  let free: TestPlayer;
  let god: TestPlayer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await loadTestPack(t.db, t.clock.now);
    free = await makePlayer(t);
    god = await makePlayer(t, { tier: 3 });
  });
  afterAll(() => t.close());

  describe('all', () => {
    it('lists the pack in order, locking characters above the player tier', async () => {
      const viaRest = await rest<Character[]>(t, 'GET', '/api/character/all', free.token);
      expect(viaRest.status).toBe(200);
      expect(viaRest.body.map((c) => [c._id, c.locked])).toEqual([
        ['ava', false],
        ['bea', true],
        ['cleo', false],
        ['dana', true],
      ]);
      const viaTrpc = await trpc<Character[]>(t, 'query', 'character.all', undefined, god.token);
      expect(viaTrpc.body.map((c) => [c._id, c.locked])).toEqual([
        ['ava', false],
        ['bea', false],
        ['cleo', false],
        ['dana', false],
      ]);
      const ava = viaRest.body[0]!;
      expect(ava).toMatchObject({
        name: 'Ava Stone',
        age: 25,
        gender: 'girl',
        tier: 0,
        score: 0,
        level: 1,
        horny: 10,
        active: false,
        postCount: 23,
        playerTags: {},
      });
      expect(ava.images.split('|')).toEqual(['ava-card.jpg', 'ava-avatar.jpg']);
    });

    it('shows the player score, level and meter', async () => {
      const player = await makePlayer(t);
      await t.db.prisma.playerCharacter.create({ data: { userId: player.id, charId: 'cleo', score: 75, meter: 24 } });
      const cleo = (await rest<Character>(t, 'GET', '/api/character/get/cleo', player.token)).body;
      expect(cleo).toMatchObject({ score: 75, level: 3, horny: 24 });
    });

    it('hides futas or girls when the player switched them off', async () => {
      const noFutas = await makePlayer(t, { tags: { futas: 'false', girls: 'true' } });
      expect((await rest<Character[]>(t, 'GET', '/api/character/all', noFutas.token)).body.map((c) => c._id)).toEqual([
        'ava',
        'bea',
        'dana',
      ]);
      const onlyFutas = await makePlayer(t, { tags: { girls: 'false' } });
      expect(
        (await trpc<Character[]>(t, 'query', 'character.all', undefined, onlyFutas.token)).body.map((c) => c._id),
      ).toEqual(['cleo', 'dana']);
    });

    it('needs a session token', async () => {
      const res = await rest(t, 'GET', '/api/character/all');
      expect(res).toMatchObject({ status: 401, body: { cause: 'login' } });
    });

    it('gives the description in the request language', async () => {
      const es = await rest<Character>(t, 'GET', '/api/character/get/ava?language=es', free.token);
      expect(typeof es.body.descriptionTrans).toBe('string');
      expect((await rest<Character>(t, 'GET', '/api/character/get/ava', free.token)).body.descriptionTrans).toBeNull();
    });
  });

  describe('get', () => {
    it('answers one character, 404 in the spec shape for an unknown one, 400 for a malformed id', async () => {
      expect((await trpc<Character>(t, 'query', 'character.get', { id: 'bea' }, free.token)).body).toMatchObject({
        _id: 'bea',
        locked: true,
        tier: 2,
      });
      expect(await rest(t, 'GET', '/api/character/get/nobody', free.token)).toEqual({
        status: 404,
        body: refusal('character.notFound'),
      });
      expect((await trpc(t, 'query', 'character.get', { id: 'nobody' }, free.token)).status).toBe(404);
      expect((await rest(t, 'GET', '/api/character/get/bad%20id', free.token)).status).toBe(400);
    });
  });

  describe('posts', () => {
    const posts = (id: string, query: string, token = free.token) =>
      rest<CharacterPost[]>(t, 'GET', `/api/character/posts/${id}${query}`, token);

    it('pages newest first, 20 by default, [] beyond the end', async () => {
      const first = await posts('ava', '');
      expect(first.body).toHaveLength(20);
      expect(first.body[0]!._id).toBe('ava-post-1');
      const dates = first.body.map((p) => Date.parse(p.createdAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const second = await posts('ava', '?page=2');
      expect(second.body.map((p) => p._id)).toEqual(['ava-post-21', 'ava-post-22', 'ava-post-23']);
      expect((await posts('ava', '?page=3')).body).toEqual([]);
      expect((await posts('ava', '?page=9999&pageSize=50')).body).toEqual([]);
      const all = await trpc<CharacterPost[]>(
        t,
        'query',
        'character.posts',
        { id: 'ava', page: 1, pageSize: 50 },
        free.token,
      );
      expect(all.body).toHaveLength(23);
      expect(new Set(all.body.map((p) => p._id)).size).toBe(23);
    });

    it('refuses page 0, negative pages, huge pages and more than 50 a page', async () => {
      for (const query of ['?page=0', '?page=-1', '?page=10001', '?pageSize=51', '?pageSize=0', '?page=abc']) {
        const res = await posts('ava', query);
        expect(res.status, query).toBe(400);
        expect(res.body).toMatchObject({ cause: 'validation' });
      }
      expect((await trpc(t, 'query', 'character.posts', { id: 'ava', page: 0 }, free.token)).status).toBe(400);
    });

    it('lists a locked character posts as locked, with the public card image instead of the media', async () => {
      const locked = await posts('bea', '');
      expect(locked.body).toHaveLength(3);
      for (const p of locked.body) expect(p).toMatchObject({ locked: true, images: 'bea-card.jpg', name: 'Bea Lane' });
      const open = await posts('bea', '', god.token);
      expect(open.body[0]).toMatchObject({ locked: false, images: 'bea-post-1-1.jpg' });
    });

    it('answers 404 for an unknown character', async () => {
      expect((await posts('nobody', '')).status).toBe(404);
    });
  });

  describe('follow', () => {
    it('toggles and shows in the character list', async () => {
      const player = await makePlayer(t, { anonymous: true });
      expect((await rest(t, 'GET', '/api/character/follow/ava', player.token)).body).toEqual({ active: true });
      expect((await rest<Character>(t, 'GET', '/api/character/get/ava', player.token)).body.active).toBe(true);
      expect((await trpc(t, 'mutation', 'character.follow', { id: 'ava' }, player.token)).body).toEqual({
        active: false,
      });
      expect((await rest<Character>(t, 'GET', '/api/character/get/ava', player.token)).body.active).toBe(false);
      expect((await rest(t, 'GET', '/api/character/follow/nobody', player.token)).status).toBe(404);
    });
  });

  describe('setTag', () => {
    it('stores per-character tags and shows them as playerTags', async () => {
      const player = await makePlayer(t);
      expect(
        (
          await rest(t, 'POST', '/api/character/setTag', player.token, {
            tag: 'feet',
            value: false,
            characterId: 'ava',
          })
        ).body,
      ).toEqual({ tags: { feet: 'false' } });
      const both = await trpc(
        t,
        'mutation',
        'character.setTag',
        { tag: 'femdom', value: 'true', characterId: 'ava' },
        player.token,
      );
      expect(both.body).toEqual({ tags: { feet: 'false', femdom: 'true' } });
      expect((await rest<Character>(t, 'GET', '/api/character/get/ava', player.token)).body.playerTags).toEqual({
        feet: 'false',
        femdom: 'true',
      });
      expect((await rest<Character>(t, 'GET', '/api/character/get/cleo', player.token)).body.playerTags).toEqual({});
    });

    it('allows futa only where it makes sense, and only the character own tags', async () => {
      const player = await makePlayer(t);
      expect(
        (
          await rest(t, 'POST', '/api/character/setTag', player.token, {
            tag: 'futa',
            value: true,
            characterId: 'cleo',
          })
        ).body,
      ).toEqual({ tags: { futa: 'true' } });
      const girl = await rest(t, 'POST', '/api/character/setTag', player.token, {
        tag: 'futa',
        value: true,
        characterId: 'ava',
      });
      expect(girl).toMatchObject({ status: 400, body: { cause: 'validation' } });
      // A girl with a futa variant in the pack takes the switch.
      expect(
        (
          await rest(t, 'POST', '/api/character/setTag', player.token, {
            tag: 'futa',
            value: true,
            characterId: 'dana',
          })
        ).body,
      ).toEqual({ tags: { futa: 'true' } });
      expect(
        (
          await rest(t, 'POST', '/api/character/setTag', player.token, {
            tag: 'maledom',
            value: true,
            characterId: 'ava',
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await rest(t, 'POST', '/api/character/setTag', player.token, {
            tag: 'feet',
            value: true,
            characterId: 'nobody',
          })
        ).status,
      ).toBe(404);
      expect(
        (await rest(t, 'POST', '/api/character/setTag', player.token, { value: true, characterId: 'ava' })).status,
      ).toBe(400);
    });

    it('keeps both of two switches flipped at the same time', async () => {
      const player = await makePlayer(t);
      await Promise.all([
        rest(t, 'POST', '/api/character/setTag', player.token, { tag: 'feet', value: false, characterId: 'cleo' }),
        rest(t, 'POST', '/api/character/setTag', player.token, { tag: 'futa', value: true, characterId: 'cleo' }),
      ]);
      expect((await rest<Character>(t, 'GET', '/api/character/get/cleo', player.token)).body.playerTags).toEqual({
        feet: 'false',
        futa: 'true',
      });
    });
  });
});
