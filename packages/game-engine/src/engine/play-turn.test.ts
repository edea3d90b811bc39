import { describe, expect, it } from 'vitest';
import { MINUTE_MS, RESTING_METER, SCENE_BONUS, SCENE_TURNS } from '../rules/constants.ts';
import { playTurn } from './play-turn.ts';
import { chatState, ctx, friendly, NOW, play } from './play-helpers.ts';
import { testCharacter } from './test-character.ts';
import { END_SCENE, isGameError, START_SCENE, type TurnResult } from './types.ts';

/** Plays friendly replies until the stage changes. */
function untilStage(turn: TurnResult, stage: string, tier = 0): TurnResult {
  let t = turn;
  for (let i = 0; i < 40 && t.reply.stage !== stage; i++) t = friendly(t, { tier });
  expect(t.reply.stage).toBe(stage);
  return t;
}

describe('the chat game from talk to scene end', () => {
  it('offers the unlocked locations when the meter reaches 15', () => {
    const t = untilStage(play(chatState(), { message: '' }), 'locationSelect');
    expect(t.reply.horny).toBeGreaterThanOrEqual(15);
    expect(t.reply.locationSelect?.map((c) => c.id)).toEqual(['cafe']);
    expect(t.reply.options).toEqual([]);
    expect(t.reply.messages.at(-1)?.response).toMatch(/^Shall we go somewhere/);
  });
  it('offers the second location from its unlock level', () => {
    const t = untilStage(play(chatState(), { message: '' }), 'locationSelect');
    const again = play(t.state, { message: '' }, { level: 3 });
    expect(again.reply.locationSelect?.map((c) => c.id)).toEqual(['cafe', 'rooftop']);
    expect(play(t.state, { choices: ['rooftop'] }, { level: 3 }).reply.stage).toBe('date');
  });
  it('refuses a locked or unknown location', () => {
    const t = untilStage(play(chatState(), { message: '' }), 'locationSelect');
    expect(playTurn(t.state, { choices: ['rooftop'] }, ctx())).toMatchObject({ cause: 'score' });
    expect(playTurn(t.state, { choices: ['moon'] }, ctx())).toMatchObject({ cause: 'location' });
  });
  it('starts the date at the chosen location with its image and beats', () => {
    const t = untilStage(play(chatState(), { message: '' }), 'locationSelect');
    const date = play(t.state, { choices: ['cafe'] });
    expect(date.reply.stage).toBe('date');
    expect(date.state.location).toBe('cafe');
    expect(date.reply.messages[0]?.response).toBe('[mila-cafe.jpg]');
    expect(date.reply.messages[1]?.response).toMatch(/^cafe line/);
    expect(date.reply.options[0]).toMatch(/^Friendly cafe/);
  });
  it('matches free text to a location name', () => {
    const t = untilStage(play(chatState(), { message: '' }), 'locationSelect');
    expect(play(t.state, { message: 'the cozy cafe please' }).state.location).toBe('cafe');
  });
  it('offers poses at the scene threshold, answers each with its image, then ends the scene', () => {
    const t = untilStage(play(chatState(), { message: '' }), 'locationSelect');
    const scene = untilStage(play(t.state, { choices: ['cafe'] }), 'actionSelect');
    expect(scene.reply.horny).toBeGreaterThanOrEqual(25);
    const ids = scene.reply.actionSelect?.map((c) => c.id) ?? [];
    expect(ids).toContain('pose-1');
    expect(ids).not.toContain('pose-3'); // level 2
    expect(ids).not.toContain('pose-4'); // futa only
    expect(ids).not.toContain(END_SCENE);
    let turn = scene;
    for (let i = 0; i < SCENE_TURNS; i++) {
      const scoreBefore = turn.state.score;
      turn = play(turn.state, { choices: [i === 0 ? 'pose-1' : 'pose-6'] });
      if (i === 0) expect(turn.reply.messages[0]?.response).toBe('Just for you. [mila-pose-1.jpg]');
      else expect(turn.reply.messages[0]?.response).toMatch(/\[mila-pose-6\.jpg\]$/);
      expect(turn.state.score).toBeGreaterThan(scoreBefore);
    }
    expect(turn.reply.stage).toBe('talk');
    expect(turn.reply.horny).toBe(RESTING_METER);
    expect(turn.reply.timeout).toBe(NOW + 60 * MINUTE_MS);
    expect(turn.events).toContainEqual({ type: 'sceneEnded', bonus: SCENE_BONUS, until: NOW + 60 * MINUTE_MS });
    expect(turn.reply.messages.at(-1)?.response).toMatch(/^That was lovely/);
    expect(turn.reply.actionSelect).toBeNull();
  });
  it('keeps the character away shorter for a higher tier', () => {
    const state = chatState({
      stage: 'actionSelect',
      meter: 26,
      counters: { turns: 9, dateTurns: 3, sceneTurns: SCENE_TURNS - 1, scenes: 0, freeText: 0 },
    });
    expect(play(state, { choices: ['pose-1'] }, { tier: 2 }).reply.timeout).toBe(NOW + 15 * MINUTE_MS);
  });
});

describe('poses', () => {
  const scene = chatState({ stage: 'actionSelect', meter: 27 });
  it('hides poses switched off by the player tags and follows the futa option', () => {
    const offered = (r: TurnResult): string[] => r.reply.actionSelect?.map((c) => c.id) ?? [];
    const noFeet = play(scene, { message: '' }, { playerTags: { feet: 'false' } });
    expect(offered(noFeet)).not.toContain('pose-2');
    const futa = play(scene, { message: '', isFuta: true });
    expect(offered(futa)).toContain('pose-4');
    expect(offered(futa)).not.toContain('pose-5');
  });
  it('lets a free player pick one pose a turn and VIP up to five', () => {
    const five = ['pose-1', 'pose-2', 'pose-6', 'pose-7', 'pose-8'];
    expect(playTurn(scene, { choices: ['pose-1', 'pose-6'] }, ctx())).toMatchObject({ cause: 'tier' });
    const vip = play(scene, { choices: five }, { tier: 2 });
    expect(vip.reply.messages).toHaveLength(5);
    five.forEach((id, i) => expect(vip.reply.messages[i]?.response).toContain(`[mila-${id}.jpg]`));
    expect(playTurn(scene, { choices: [...five, 'pose-5'] }, ctx({ tier: 2 }))).toMatchObject({ cause: 'tier' });
  });
  it('refuses a pose locked by level or switched off', () => {
    expect(playTurn(scene, { choices: ['pose-3'] }, ctx())).toMatchObject({ cause: 'score' });
    expect(playTurn(scene, { choices: ['pose-2'] }, ctx({ playerTags: { feet: 'false' } }))).toMatchObject({
      cause: 'content',
    });
    expect(playTurn(scene, { choices: ['nope'] }, ctx())).toMatchObject({ cause: 'validation' });
  });
  it('matches free text to a pose name, else answers and re-offers', () => {
    expect(play(scene, { message: 'slow dance with me' }).state.selectedActions).toEqual(['pose-6']);
    const chat = play(scene, { message: 'wow you are lovely' });
    expect(chat.reply.actionSelect?.length).toBeGreaterThan(0);
    expect(chat.reply.messages[0]?.response).toMatch(/^Aww/);
  });
});

describe('God Mode', () => {
  it('starts a scene at any meter and ends it when it chooses', () => {
    const start = play(chatState({ meter: 6 }), { message: '' }, { tier: 3 });
    const scene = play(start.state, { choices: [START_SCENE] }, { tier: 3 });
    expect(scene.reply.stage).toBe('actionSelect');
    expect(scene.reply.actionSelect?.map((c) => c.id)).toContain(END_SCENE);
    let t = scene;
    for (let i = 0; i < SCENE_TURNS + 2; i++) t = play(t.state, { choices: ['pose-1', 'pose-6'] }, { tier: 3 });
    expect(t.reply.stage).toBe('actionSelect');
    const end = play(t.state, { choices: [END_SCENE] }, { tier: 3 });
    expect(end.reply.stage).toBe('talk');
    expect(end.reply.timeout).toBe(NOW + 5 * MINUTE_MS);
  });
  it('is refused to lower tiers with cause tier', () => {
    expect(playTurn(chatState(), { choices: [START_SCENE] }, ctx({ tier: 2 }))).toMatchObject({ cause: 'tier' });
    expect(
      playTurn(chatState({ stage: 'actionSelect', meter: 26 }), { choices: [END_SCENE] }, ctx({ tier: 2 })),
    ).toMatchObject({ cause: 'tier' });
  });
});

describe('tier rules', () => {
  it('refuses a character above the player tier with cause tier', () => {
    const result = playTurn(chatState(), { message: '' }, ctx({ character: testCharacter({ tier: 2 }), tier: 1 }));
    expect(isGameError(result) && result.cause).toBe('tier');
    expect(
      isGameError(playTurn(chatState(), { message: '' }, ctx({ character: testCharacter({ tier: 2 }), tier: 2 }))),
    ).toBe(false);
  });
  it('keeps FreeStyle for tier holders within the daily quota', () => {
    expect(playTurn(chatState(), { message: 'hi', mode: 'freestyle' }, ctx({ tier: 0 }))).toMatchObject({
      cause: 'tier',
    });
    expect(
      playTurn(chatState(), { message: 'hi', mode: 'freestyle' }, ctx({ tier: 1, customMessagesUsedToday: 5 })),
    ).toMatchObject({ cause: 'quota' });
    expect(
      isGameError(
        playTurn(chatState(), { message: 'hi', mode: 'freestyle' }, ctx({ tier: 1, customMessagesUsedToday: 4 })),
      ),
    ).toBe(false);
    expect(
      isGameError(
        playTurn(chatState(), { message: 'hi', mode: 'freestyle' }, ctx({ tier: 3, customMessagesUsedToday: 999 })),
      ),
    ).toBe(false);
  });
  it('refuses a state of another character or game type', () => {
    expect(playTurn(chatState({ charId: 'zoe' }), { message: '' }, ctx())).toMatchObject({ cause: 'validation' });
    expect(playTurn(chatState(), { message: '', gameType: 'emoji' }, ctx())).toMatchObject({ cause: 'validation' });
  });
});

describe('level ups', () => {
  it('reports a level up when the score crosses 30', () => {
    const start = play(chatState({ score: 29, meter: 8 }), { message: '' });
    const t = friendly(start);
    expect(t.reply.level).toBe(2);
    expect(t.events.some((e) => e.type === 'levelUp')).toBe(true);
  });
});
