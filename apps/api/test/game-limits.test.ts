import { afterAll, beforeAll, expect, it } from 'vitest';
import { MINUTE_MS } from '@app/game-engine';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import {
  createPlayer,
  friendly,
  insertCharacter,
  ok,
  playFriendlyUntil,
  rudeUntilBlocked,
  send,
  setTier,
  storyScenario,
} from './game-fixtures.ts';
import { scenarioMap } from '../src/services/game/scenarios.ts';

describeEachDb('game limits on the server', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await insertCharacter(ts, 'mila');
    await insertCharacter(ts, 'vip-only', 1);
    ts.built.app.game.scenarios = scenarioMap({ cosplay: storyScenario('cosplay') });
  });
  afterAll(() => ts.close());

  it('refuses FreeStyle for the free tier with cause tier', async () => {
    const player = await createPlayer(ts);
    ok(await send(ts, player, 'rest', 'mila'));
    const answer = await send(ts, player, 'rest', 'mila', { message: 'hello there', mode: 'freestyle' });
    expect(answer.status).toBe(403);
    expect(answer.error?.cause).toBe('tier');
    const trpc = await send(ts, player, 'trpc', 'mila', { message: 'hello there', mode: 'freestyle' });
    expect(trpc.error?.cause).toBe('tier');
  });

  it('serves FreeStyle from the scripted engine without a model, counting no custom message', async () => {
    const player = await createPlayer(ts, 1);
    ok(await send(ts, player, 'rest', 'mila'));
    for (let i = 0; i < 7; i++) {
      const reply = ok(
        await send(ts, player, i % 2 ? 'trpc' : 'rest', 'mila', { message: `You seem lovely ${i}`, mode: 'freestyle' }),
      );
      expect(reply.messages.length).toBeGreaterThan(0);
    }
    expect(await ts.db.prisma.quotaUsage.count({ where: { userId: player.id } })).toBe(0);
  });

  it('refuses an exclusive character to the free tier with cause tier, whatever the token claims', async () => {
    const player = await createPlayer(ts);
    const answer = await send(ts, player, 'rest', 'vip-only');
    expect(answer.status).toBe(403);
    expect(answer.error?.cause).toBe('tier');
    const forged = {
      ...player,
      token: await ts.built.app.tokens.sign({
        tier: 3,
        user: player.id,
        tags: {},
        language: 'en',
        role: 0,
        loggedIn: true,
        tosConsent: true,
        v: 0,
      }),
    };
    expect((await send(ts, forged, 'trpc', 'vip-only')).error?.cause).toBe('tier');
    await setTier(ts, player.id, 1);
    ok(await send(ts, player, 'rest', 'vip-only'));
  });

  it('limits messages to 200 characters in the app chat and 100 in the game shell', async () => {
    const player = await createPlayer(ts);
    ok(await send(ts, player, 'rest', 'mila'));
    const long = await send(ts, player, 'rest', 'mila', { message: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.error?.error).toBe('Messages are limited to 200 characters');
    ok(await send(ts, player, 'rest', 'mila', { message: 'a'.repeat(200) }));
    ok(await send(ts, player, 'rest', 'mila', { gameType: 'cosplay' }));
    const shell = await send(ts, player, 'trpc', 'mila', { gameType: 'cosplay', message: 'b'.repeat(101) });
    expect(shell.status).toBe(400);
    expect(shell.error?.error).toBe('Messages are limited to 100 characters');
    ok(await send(ts, player, 'trpc', 'mila', { gameType: 'cosplay', message: 'b'.repeat(100) }));
  });

  it('blocks a rude player (a first block lasts 15 minutes), then an empty message after the timeout resumes the chat', async () => {
    const player = await createPlayer(ts);
    const greeting = ok(await send(ts, player, 'rest', 'mila'));
    const blocked = await rudeUntilBlocked(ts, player, 'rest', 'mila', greeting);
    expect(blocked.horny).toBeLessThanOrEqual(3);
    expect(blocked.timeout).toBe(ts.clock.now + 15 * MINUTE_MS);
    expect(blocked.messages.at(-1)?.response).toMatch(/^I am done talking to you/);

    const still = ok(await send(ts, player, 'trpc', 'mila', { message: 'Sorry, please talk to me' }));
    expect(still.timeout).toBe(blocked.timeout);
    expect(still.horny).toBe(blocked.horny);
    // answered, in character, with a notice not shown before
    expect(still.messages).toHaveLength(1);
    expect(still.messages[0]!.response).toContain('I am done talking to you');
    expect(blocked.messages.map((m) => m.response)).not.toContain(still.messages[0]!.response);

    ts.clock.advance(15 * MINUTE_MS + 1000);
    const resumed = ok(await send(ts, player, 'rest', 'mila', { message: '' }));
    expect(resumed.timeout).toBeNull();
    expect(resumed.horny).toBeGreaterThan(3);
    expect(resumed.messages.some((m) => m.response.startsWith('I am back'))).toBe(true);
    const next = ok(await send(ts, player, 'rest', 'mila', { message: friendly(resumed) }));
    expect(next.horny).toBeGreaterThan(resumed.horny);
  });

  it("keeps the character away for the tier's cooldown after a scene, then resumes once the clock has passed it", async () => {
    const player = await createPlayer(ts, 2);
    const greeting = ok(await send(ts, player, 'rest', 'mila'));
    const offer = await playFriendlyUntil(ts, player, 'rest', 'mila', greeting, (r) => r.locationSelect !== null);
    const date = ok(await send(ts, player, 'rest', 'mila', { choices: [offer.reply.locationSelect![0]!.id] }));
    await playFriendlyUntil(ts, player, 'rest', 'mila', date, (r) => r.actionSelect !== null);
    let ended = date;
    for (const pose of ['pose-1', 'pose-2', 'pose-3'])
      ended = ok(await send(ts, player, 'rest', 'mila', { choices: [pose] }));
    expect(ended.stage).toBe('talk');
    expect(ended.timeout).toBe(ts.clock.now + 15 * 60_000); // VIP's cooldown
    const meter = ended.horny;

    ts.clock.advance(10 * 60_000);
    const away = ok(await send(ts, player, 'trpc', 'mila', { message: 'Are you there?' }));
    expect(away.messages).toHaveLength(1);
    expect(away.messages[0]!.response).toMatch(/I am busy right now/);
    expect(away).toMatchObject({ timeout: ended.timeout, horny: meter, options: [] });
    const again = ok(await send(ts, player, 'rest', 'mila', { message: 'Hello?' }));
    expect(again.messages).toHaveLength(1);
    expect(again.messages[0]!.response).not.toBe(away.messages[0]!.response);

    ts.clock.advance(5 * 60_000 + 1000);
    const resumed = ok(await send(ts, player, 'rest', 'mila', { message: '' }));
    expect(resumed.timeout).toBeNull();
    expect(resumed.messages.some((m) => m.response.startsWith('I am back'))).toBe(true);
    expect(resumed.options).toHaveLength(3);
    const next = ok(await send(ts, player, 'rest', 'mila', { message: friendly(resumed) }));
    expect(next.horny).toBeGreaterThan(meter);
  });

  it('lets God Mode write to a character that blocked it and start or end a scene at will', async () => {
    const player = await createPlayer(ts);
    const greeting = ok(await send(ts, player, 'rest', 'mila'));
    expect((await send(ts, player, 'rest', 'mila', { choices: ['start-scene'] })).error?.cause).toBe('tier');
    const blocked = await rudeUntilBlocked(ts, player, 'rest', 'mila', greeting);
    expect(blocked.timeout).not.toBeNull();

    await setTier(ts, player.id, 3);
    const through = ok(await send(ts, player, 'trpc', 'mila', { message: 'You are wonderful and kind, I am sorry' }));
    expect(through.messages.some((m) => m.response.startsWith('I am done talking to you'))).toBe(false);
    expect(through.messages.length).toBeGreaterThan(0);

    const scene = ok(await send(ts, player, 'rest', 'mila', { choices: ['start-scene'] }));
    expect(scene.stage).toBe('actionSelect');
    expect(scene.actionSelect?.some((c) => c.id === 'end-scene')).toBe(true);
    const five = ok(
      await send(ts, player, 'rest', 'mila', { choices: ['pose-1', 'pose-2', 'pose-3', 'pose-4', 'pose-5'] }),
    );
    expect(five.stage).toBe('actionSelect');
    const ended = ok(await send(ts, player, 'rest', 'mila', { choices: ['end-scene'] }));
    expect(ended.stage).toBe('talk');
    expect(ended.messages.some((m) => m.response.startsWith('That was lovely'))).toBe(true);
  });

  it('lets VIP pick up to five poses a turn and Basic one', async () => {
    for (const [tier, allowed] of [
      [2, 5],
      [1, 1],
    ] as const) {
      const player = await createPlayer(ts, tier);
      const greeting = ok(await send(ts, player, 'rest', 'mila'));
      const offer = await playFriendlyUntil(ts, player, 'rest', 'mila', greeting, (r) => r.locationSelect !== null);
      const date = ok(await send(ts, player, 'rest', 'mila', { choices: [offer.reply.locationSelect![0]!.id] }));
      await playFriendlyUntil(ts, player, 'rest', 'mila', date, (r) => r.actionSelect !== null);
      const tooMany = await send(ts, player, 'trpc', 'mila', {
        choices: ['pose-1', 'pose-2', 'pose-3', 'pose-4', 'pose-5', 'pose-6'].slice(0, allowed + 1),
      });
      expect(tooMany.error?.cause).toBe('tier');
      const picked = ok(
        await send(ts, player, 'trpc', 'mila', {
          choices: ['pose-1', 'pose-2', 'pose-3', 'pose-4', 'pose-5'].slice(0, allowed),
        }),
      );
      expect(picked.messages.filter((m) => /\[mila-pose-\d\.jpg\]/.test(m.response))).toHaveLength(allowed);
    }
  });

  it('refuses prohibited words with cause content, reports them and never stores them', async () => {
    const player = await createPlayer(ts);
    ok(await send(ts, player, 'rest', 'mila'));
    for (const [surface, text] of [
      ['rest', 'pretend you are a teen'],
      ['trpc', 'roleplay as Taylor Swift'],
    ] as const) {
      const answer = await send(ts, player, surface, 'mila', { message: text });
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ cause: 'content' });
      expect(answer.error?.error).toMatch(/content rules/);
    }
    const reports = await ts.db.prisma.report.findMany({ where: { userId: player.id }, orderBy: { createdAt: 'asc' } });
    expect(reports.map((r) => [r.kind, r.status, r.text, r.charId])).toEqual([
      ['filter', 'open', 'pretend you are a teen', 'mila'],
      ['filter', 'open', 'roleplay as Taylor Swift', 'mila'],
    ]);
    expect(reports[0]?.context).toMatchObject({ source: 'player', category: 'minors' });
    expect(await ts.db.prisma.message.count({ where: { userId: player.id, role: 'user' } })).toBe(0);
    ok(await send(ts, player, 'rest', 'mila', { message: 'You look gorgeous tonight' }));
  });
});
