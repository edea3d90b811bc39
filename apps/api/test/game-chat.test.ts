import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dedupKey, START_METER } from '@app/game-engine';
import type { GameReply } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { createPlayer, friendly, insertCharacter, ok, playFriendlyUntil, send, type Surface } from './game-fixtures.ts';

describeEachDb('chat game through the API', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await insertCharacter(ts, 'mila');
  });
  afterAll(() => ts.close());

  describe.each<Surface>(['rest', 'trpc'])('over %s', (surface) => {
    it('plays from the greeting to a date, a scene and its end, never repeating a line', async () => {
      const player = await createPlayer(ts);
      const all: GameReply[] = [];
      const greeting = ok(await send(ts, player, surface, 'mila'));
      all.push(greeting);
      expect(greeting.messages[0]?.response).toBe('Hi, I am Char mila. Nice to meet you!');
      expect(greeting.options).toHaveLength(3);
      expect(greeting).toMatchObject({
        stage: 'talk',
        horny: START_METER,
        score: 0,
        level: 1,
        timeout: null,
        locationSelect: null,
      });

      const toDate = await playFriendlyUntil(ts, player, surface, 'mila', greeting, (r) => r.locationSelect !== null);
      all.push(...toDate.replies);
      expect(toDate.reply.stage).toBe('locationSelect');
      expect(toDate.reply.locationSelect?.map((c) => c.id)).toEqual(['cafe']);

      const date = ok(await send(ts, player, surface, 'mila', { choices: ['cafe'] }));
      all.push(date);
      expect(date.stage).toBe('date');
      expect(date.messages.some((m) => m.response.includes('[mila-cafe.jpg]'))).toBe(true);

      const toScene = await playFriendlyUntil(ts, player, surface, 'mila', date, (r) => r.actionSelect !== null);
      all.push(...toScene.replies);
      expect(toScene.reply.stage).toBe('actionSelect');
      expect(toScene.reply.actionSelect?.length).toBeGreaterThan(0);

      let scene = toScene.reply;
      for (let i = 1; i <= 3; i++) {
        scene = ok(await send(ts, player, surface, 'mila', { choices: [`pose-${i}`] }));
        all.push(scene);
        expect(scene.messages.some((m) => m.response.includes(`[mila-pose-${i}.jpg]`))).toBe(true);
      }
      expect(scene.stage).toBe('talk');
      expect(scene.timeout).toBe(ts.clock.now + 60 * 60_000);

      const keys = all.flatMap((r) => r.messages.map((m) => dedupKey(m.response)));
      expect(new Set(keys).size).toBe(keys.length);

      const progress = await ts.db.prisma.playerCharacter.findUnique({
        where: { userId_charId: { userId: player.id, charId: 'mila' } },
      });
      expect(progress?.score).toBe(scene.score);
      expect(scene.score).toBeGreaterThan(10);
      const stored = await ts.db.prisma.message.count({ where: { userId: player.id, charId: 'mila' } });
      const sentByPlayer = toDate.replies.length + toScene.replies.length;
      expect(await ts.db.prisma.message.count({ where: { userId: player.id, role: 'user' } })).toBe(sentByPlayer);
      expect(stored).toBe(sentByPlayer + keys.length);
    });

    it('answers an empty message with the recent history so the page can show the conversation', async () => {
      const player = await createPlayer(ts);
      const greeting = ok(await send(ts, player, surface, 'mila'));
      const next = ok(await send(ts, player, surface, 'mila', { message: friendly(greeting) }));
      const again = ok(await send(ts, player, surface, 'mila', { message: '' }));
      expect(again.messages.map((m) => m.response)).toEqual(
        [...greeting.messages, { response: friendly(greeting) }, ...next.messages].map((m) => m.response),
      );
      expect(again.messages[greeting.messages.length]?.role).toBe('user');
      expect([...again.options].sort()).toEqual([...next.options].sort());
    });

    it('gives translations in the player language, keeping the original', async () => {
      const player = await createPlayer(ts);
      const greeting = ok(await send(ts, player, surface, 'mila', {}, 'es'));
      expect(greeting.messages[0]).toMatchObject({
        response: 'Hi, I am Char mila. Nice to meet you!',
        responseTrans: 'Hola, soy Char mila.',
      });
      expect(greeting.optionsTrans?.some((o) => o.startsWith('Amable'))).toBe(true);
    });

    it('keeps a clicked suggested reply in the player language in the history', async () => {
      const player = await createPlayer(ts);
      const greeting = ok(await send(ts, player, surface, 'mila', {}, 'es'));
      const sent = friendly(greeting);
      const shown = greeting.optionsTrans![greeting.options.indexOf(sent)]!;
      expect(shown).toMatch(/^Amable/);
      ok(await send(ts, player, surface, 'mila', { message: sent }, 'es'));
      const again = ok(await send(ts, player, surface, 'mila', {}, 'es'));
      expect(again.messages.find((m) => m.role === 'user')).toMatchObject({ response: sent, responseTrans: shown });
      // Words of the player's own have nothing to translate.
      ok(await send(ts, player, surface, 'mila', { message: 'I had soup' }, 'es'));
      const later = ok(await send(ts, player, surface, 'mila', {}, 'es'));
      expect(later.messages.filter((m) => m.role === 'user').at(-1)).toMatchObject({
        response: 'I had soup',
        responseTrans: null,
      });
    });

    it('says why the meter moved and where its marks are', async () => {
      const player = await createPlayer(ts);
      const greeting = ok(await send(ts, player, surface, 'mila'));
      expect(greeting.change).toBeNull();
      expect(greeting.guide).toMatchObject({ dateAt: 14, sceneAt: 18 });
      const next = ok(await send(ts, player, surface, 'mila', { message: friendly(greeting) }));
      expect(next.change).toEqual({ delta: next.horny - greeting.horny, reason: 'kind' });
    });
  });

  it('refuses a location the level has not unlocked with cause score', async () => {
    const player = await createPlayer(ts);
    const greeting = ok(await send(ts, player, 'rest', 'mila'));
    await playFriendlyUntil(ts, player, 'rest', 'mila', greeting, (r) => r.locationSelect !== null);
    const answer = await send(ts, player, 'rest', 'mila', { choices: ['rooftop'] });
    expect(answer.status).toBe(403);
    expect(answer.error).toMatchObject({ cause: 'score' });
  });

  it('answers an unknown character with 404 and a bad id with 400', async () => {
    const player = await createPlayer(ts);
    expect((await send(ts, player, 'rest', 'nobody')).status).toBe(404);
    expect((await send(ts, player, 'rest', 'bad id!')).status).toBe(400);
    const noToken = await ts.server.inject({ method: 'POST', url: '/api/message/game/mila', payload: {} });
    expect(noToken.statusCode).toBe(401);
  });
});
