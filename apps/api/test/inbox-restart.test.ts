import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY_MS, START_METER } from '@app/game-engine';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import {
  characterData,
  createPlayer,
  friendly,
  inbox,
  insertCharacter,
  ok,
  playFriendlyUntil,
  restart,
  restartAll,
  restartCharacter,
  rudeUntilBlocked,
  send,
  storyScenario,
} from './game-fixtures.ts';
import { scenarioMap } from '../src/services/game/scenarios.ts';

describeEachDb('inbox and restart', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await insertCharacter(ts, 'mila');
    await insertCharacter(ts, 'nova');
  });
  afterAll(() => ts.close());

  it('lists one row per character talked with, newest first, with the last message', async () => {
    const player = await createPlayer(ts);
    expect(ok(await inbox(ts, player, 'rest'))).toEqual([]);
    const mila = ok(await send(ts, player, 'rest', 'mila'));
    ts.clock.advance(1000);
    ok(await send(ts, player, 'rest', 'nova'));
    ts.clock.advance(1000);
    const last = ok(await send(ts, player, 'trpc', 'mila', { message: friendly(mila) }));
    for (const surface of ['rest', 'trpc'] as const) {
      const rows = ok(await inbox(ts, player, surface));
      expect(rows.map((r) => r._id)).toEqual(['mila', 'nova']);
      expect(rows[0]).toMatchObject({
        name: 'Char mila',
        image: 'mila-card.jpg',
        message: last.messages.at(-1)!.response,
        messageTrans: null,
      });
    }
    const other = await createPlayer(ts);
    expect(ok(await inbox(ts, other, 'trpc'))).toEqual([]);
  });

  it('restarts one game: state and messages cleared, the opening reply answered, score kept', async () => {
    const player = await createPlayer(ts);
    const greeting = ok(await send(ts, player, 'rest', 'mila'));
    const played = ok(await send(ts, player, 'rest', 'mila', { message: friendly(greeting) }));
    ok(await send(ts, player, 'rest', 'nova'));
    expect(played.score).toBeGreaterThan(0);

    const fresh = ok(await restart(ts, player, 'rest', 'mila', 'chat'));
    expect(fresh.messages[0]?.response).toBe('Hi, I am Char mila. Nice to meet you!');
    expect(fresh).toMatchObject({
      stage: 'talk',
      horny: START_METER,
      timeout: null,
      locationSelect: null,
      actionSelect: null,
      score: played.score,
    });
    const stored = await ts.db.prisma.message.findMany({
      where: { userId: player.id, charId: 'mila' },
      orderBy: { id: 'asc' },
    });
    expect(stored.map((m) => m.response)).toEqual(fresh.messages.map((m) => m.response));
    expect(await ts.db.prisma.message.count({ where: { userId: player.id, charId: 'nova' } })).toBeGreaterThan(0);

    const viaTrpc = ok(await restart(ts, player, 'trpc', 'mila', 'chat'));
    expect(viaTrpc.messages.length).toBeGreaterThan(0);
    const again = ok(await send(ts, player, 'rest', 'mila'));
    expect(again.messages.map((m) => m.response)).toEqual(viaTrpc.messages.map((m) => m.response));
  });

  it('greets a first meeting from the greeting pool and a restarted chat from the returning one', async () => {
    const base = characterData('lena');
    await insertCharacter(ts, 'lena', 0, {
      dialogue: { ...base.dialogue, greetingReturning: ['Oh, you again. Good.'] },
    });
    const player = await createPlayer(ts);
    const first = ok(await send(ts, player, 'rest', 'lena'));
    expect(first.messages[0]?.response).toBe('Hi, I am Char lena. Nice to meet you!');
    const fresh = ok(await restart(ts, player, 'rest', 'lena', 'chat'));
    expect(fresh.messages[0]?.response).toBe('Oh, you again. Good.');
  });

  it('keeps an active block through a restart of the chat', async () => {
    const player = await createPlayer(ts);
    const greeting = ok(await send(ts, player, 'rest', 'nova'));
    const blocked = await rudeUntilBlocked(ts, player, 'rest', 'nova', greeting);
    const fresh = ok(await restart(ts, player, 'rest', 'nova', 'chat'));
    expect(fresh.timeout).toBe(blocked.timeout);
    expect(fresh.horny).toBe(blocked.horny);
    expect(fresh.messages.map((m) => m.response)).toEqual([expect.stringMatching(/^I am done talking to you/)]);
    ts.clock.advance(DAY_MS + 1);
    expect(ok(await send(ts, player, 'rest', 'nova')).timeout).toBeNull();
  });

  it("keeps a scene's away cooldown through a restart of the chat, except for God Mode", async () => {
    for (const tier of [1, 3]) {
      const player = await createPlayer(ts, tier);
      const greeting = ok(await send(ts, player, 'rest', 'mila'));
      const toDate = await playFriendlyUntil(ts, player, 'rest', 'mila', greeting, (r) => r.locationSelect !== null);
      const date = ok(await send(ts, player, 'rest', 'mila', { choices: [toDate.reply.locationSelect![0]!.id] }));
      const scene = await playFriendlyUntil(ts, player, 'rest', 'mila', date, (r) => r.actionSelect !== null);
      let ended = scene.reply;
      if (tier === 3) ended = ok(await send(ts, player, 'rest', 'mila', { choices: ['end-scene'] }));
      else
        for (const pose of ['pose-1', 'pose-2', 'pose-3'])
          ended = ok(await send(ts, player, 'rest', 'mila', { choices: [pose] }));
      expect(ended.timeout).toBeGreaterThan(ts.clock.now);
      const fresh = ok(await restart(ts, player, 'trpc', 'mila', 'chat'));
      if (tier === 3) expect(fresh).toMatchObject({ timeout: null, horny: START_METER });
      else {
        expect(fresh.timeout).toBe(ended.timeout);
        const refused = ok(await send(ts, player, 'rest', 'mila', { message: 'Hello again' }));
        expect(refused.messages[0]?.response).toMatch(/I am busy right now/);
        expect(refused.timeout).toBe(ended.timeout);
      }
    }
  });

  it('lets only tier holders restart a character, and keeps its block and cooldown (not for God Mode)', async () => {
    const free = await createPlayer(ts);
    ok(await send(ts, free, 'rest', 'mila'));
    for (const surface of ['rest', 'trpc'] as const) {
      const refused = await restartCharacter(ts, free, surface, 'mila');
      expect(refused.status).toBe(403);
      expect(refused.error?.cause).toBe('tier');
    }
    expect(await ts.db.prisma.message.count({ where: { userId: free.id, charId: 'mila' } })).toBeGreaterThan(0);

    const basic = await createPlayer(ts, 1);
    const greeting = ok(await send(ts, basic, 'rest', 'nova'));
    const blocked = await rudeUntilBlocked(ts, basic, 'rest', 'nova', greeting);
    ok(await restartCharacter(ts, basic, 'rest', 'nova'));
    expect(await ts.db.prisma.message.count({ where: { userId: basic.id, charId: 'nova' } })).toBe(0);
    const after = ok(await send(ts, basic, 'trpc', 'nova', { message: 'Please, a fresh start?' }));
    expect(after.timeout).toBe(blocked.timeout);
    expect(after.horny).toBe(blocked.horny);
    expect(after.messages[0]?.response).toMatch(/I am done talking to you/);
    // restart progress (every character) keeps it too
    ok(await restartAll(ts, basic, 'trpc'));
    expect(ok(await send(ts, basic, 'rest', 'nova', { message: 'And now?' })).timeout).toBe(blocked.timeout);

    const god = await createPlayer(ts, 3);
    const godGreeting = ok(await send(ts, god, 'rest', 'nova'));
    await rudeUntilBlocked(ts, god, 'rest', 'nova', godGreeting);
    ok(await restartCharacter(ts, god, 'trpc', 'nova'));
    const clean = ok(await send(ts, god, 'rest', 'nova'));
    expect(clean).toMatchObject({ timeout: null, horny: START_METER, score: 0 });
  });

  it('keeps the futa variant of a story game apart from the normal one', async () => {
    ts.built.app.game.scenarios = scenarioMap({
      'lost-and-found': storyScenario('lost-and-found'),
      'lost-and-found.futa': storyScenario('lost-and-found', {
        futa: true,
        nodes: {
          start: { lines: ['Futa start.'], options: [{ text: 'Onward', next: 'end' }] },
          end: { lines: ['Futa end.'], ending: true },
        },
      }),
    });
    const player = await createPlayer(ts);
    const normal = ok(await send(ts, player, 'rest', 'mila', { gameType: 'lost-and-found' }));
    expect(normal.messages[0]?.response).toBe('Char mila starts the lost-and-found game.');
    const middle = ok(await send(ts, player, 'rest', 'mila', { gameType: 'lost-and-found', choices: ['0'] }));
    expect(middle.messages[0]?.response).toBe('In the middle of lost-and-found.');
    // switching to the futa variant starts its own game, from its own start
    const futa = ok(await send(ts, player, 'trpc', 'mila', { gameType: 'lost-and-found', isFuta: true }));
    expect(futa.messages.map((m) => m.response)).toEqual(['Futa start.']);
    const futaEnd = ok(
      await send(ts, player, 'trpc', 'mila', { gameType: 'lost-and-found', isFuta: true, choices: ['0'] }),
    );
    expect(futaEnd).toMatchObject({ ended: true, messages: [expect.objectContaining({ response: 'Futa end.' })] });
    // and back: the normal game is where it was, with its own history
    const back = ok(await send(ts, player, 'rest', 'mila', { gameType: 'lost-and-found' }));
    expect(back.stage).toBe('story');
    expect(back.messages.map((m) => m.response)).toContain('In the middle of lost-and-found.');
    expect(back.messages.map((m) => m.response)).not.toContain('Futa start.');
    // a restart of one variant leaves the other alone
    ok(await restart(ts, player, 'rest', 'mila', 'lost-and-found', true));
    expect(ok(await send(ts, player, 'rest', 'mila', { gameType: 'lost-and-found', choices: ['0'] })).ended).toBe(true);
    const rows = await ts.db.prisma.gameState.findMany({ where: { userId: player.id }, select: { gameType: true } });
    expect(rows.map((r) => r.gameType).sort()).toEqual(['lost-and-found', 'lost-and-found.futa']);
  });

  it('answers 400 for an unknown game type and 404 for an unknown character', async () => {
    const player = await createPlayer(ts);
    expect((await restart(ts, player, 'rest', 'mila', 'poker')).status).toBe(400);
    expect((await restart(ts, player, 'rest', 'nobody', 'chat')).status).toBe(404);
  });
});
