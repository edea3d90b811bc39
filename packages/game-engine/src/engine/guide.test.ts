import { describe, expect, it } from 'vitest';
import {
  BLOCK_METER,
  DEFAULT_DATE_THRESHOLD,
  DEFAULT_SCENE_THRESHOLD,
  RESTING_METER,
  SCENE_TURNS,
} from '../rules/constants.ts';
import { createRandom } from '../rules/random.ts';
import { chatState, friendly, option, play } from './play-helpers.ts';
import { START_METER, newGameState } from './state.ts';
import { testCharacter } from './test-character.ts';
import type { TurnResult } from './types.ts';

function untilStage(turn: TurnResult, stage: string): TurnResult {
  let t = turn;
  for (let i = 0; i < 40 && t.reply.stage !== stage; i++) t = friendly(t);
  expect(t.reply.stage).toBe(stage);
  return t;
}

describe('the meter change a reply reports', () => {
  it('says nothing moved on the opening turn', () => {
    expect(play(chatState(), { message: '' }).reply.change).toBeNull();
  });
  it('reports a kind reply as a rise and a rude one as a drop, with the delta that stuck', () => {
    const start = play(chatState(), { message: '' });
    const kind = friendly(start);
    expect(kind.reply.change).toEqual({ delta: kind.reply.horny - start.reply.horny, reason: 'kind' });
    expect(kind.reply.change!.delta).toBeGreaterThan(0);
    const rude = play(start.state, { message: option(start, 'Rude') });
    expect(rude.reply.change).toEqual({ delta: rude.reply.horny - start.reply.horny, reason: 'rude' });
    expect(rude.reply.change!.delta).toBeLessThan(0);
  });
  it('calls a bold reply while she is cold too bold, and a welcome one bold', () => {
    const character = testCharacter({ tastes: { bold: 'late', places: {} } });
    const cold = play(chatState({ meter: 8 }), { message: '' }, { character });
    expect(play(cold.state, { message: option(cold, 'Bold') }, { character }).reply.change?.reason).toBe('tooBold');
    const warm = play(chatState({ meter: 12 }), { message: '' });
    expect(play(warm.state, { message: option(warm, 'Bold') }).reply.change?.reason).toBe('bold');
  });
  it('tells unkind free text apart from a rude reply', () => {
    const start = play(chatState(), { message: '' });
    expect(play(start.state, { message: 'you are ugly and stupid' }).reply.change?.reason).toBe('unkind');
  });
  it('says the meter rests when a scene ends', () => {
    const date = play(untilStage(play(chatState(), { message: '' }), 'locationSelect').state, { choices: ['cafe'] });
    let turn = untilStage(date, 'actionSelect');
    for (let i = 0; i < SCENE_TURNS; i++) turn = play(turn.state, { choices: ['pose-6'] });
    expect(turn.reply.horny).toBe(RESTING_METER);
    expect(turn.reply.change).toMatchObject({ reason: 'sceneEnd' });
    expect(turn.reply.change!.delta).toBeLessThan(0);
  });
});

describe('the meter guide', () => {
  it('names the date and scene marks and the next unlock at level 1', () => {
    const { guide } = play(chatState(), { message: '' }).reply;
    expect(guide).toEqual({
      dateAt: DEFAULT_DATE_THRESHOLD,
      sceneAt: DEFAULT_SCENE_THRESHOLD,
      unlocked: null,
      next: { level: 2, locations: [], poses: 1 },
    });
  });
  it('says what the level opened and that nothing is left after it', () => {
    const { guide } = play(chatState({ score: 60 }), { message: '' }).reply;
    expect(guide?.unlocked).toEqual({ level: 3, locations: ['Rooftop bar'], poses: 0 });
    expect(guide?.next).toBeNull();
  });
  it("names locations in the player's language and counts only the poses the player may see", () => {
    const base = testCharacter();
    const character = testCharacter({
      locations: base.locations.map((l) => (l.id === 'rooftop' ? { ...l, nameTrans: { es: 'Bar de la azotea' } } : l)),
    });
    expect(
      play(chatState({ score: 60 }), { message: '' }, { character, language: 'es' }).reply.guide?.unlocked,
    ).toEqual({ level: 3, locations: ['Bar de la azotea'], poses: 0 });
    const tagged = testCharacter({ poses: base.poses.map((p) => (p.id === 'pose-3' ? { ...p, tags: ['feet'] } : p)) });
    expect(
      play(chatState(), { message: '' }, { character: tagged, playerTags: { feet: 'false' } }).reply.guide?.next,
    ).toEqual({ level: 3, locations: ['Rooftop bar'], poses: 0 });
  });
  it("follows a pack's own thresholds", () => {
    const character = testCharacter({ thresholds: { date: 12, scene: 20 } });
    expect(play(chatState(), { message: '' }, { character }).reply.guide).toMatchObject({ dateAt: 12, sceneAt: 20 });
  });
});

describe('greetings', () => {
  const character = testCharacter();
  const withReturning = testCharacter({
    dialogue: { ...character.dialogue, greetingReturning: ['Welcome back, you.'] },
  });
  it('greets a first meeting from the first-meeting pool only', () => {
    for (let seed = 0; seed < 20; seed++) {
      const hello = play(chatState(), { message: '' }, { character: withReturning, random: createRandom(seed) });
      expect(hello.reply.messages[0]?.response).not.toBe('Welcome back, you.');
    }
  });
  it('greets a player with a history from the returning pool', () => {
    expect(
      play(chatState(), { message: '' }, { character: withReturning, returning: true }).reply.messages[0]?.response,
    ).toBe('Welcome back, you.');
    // Without `returning`, score with her counts as a history.
    expect(
      play(chatState({ score: 4 }), { message: '' }, { character: withReturning }).reply.messages[0]?.response,
    ).toBe('Welcome back, you.');
  });
  it('falls back to the greeting when the pack has no returning pool', () => {
    expect(play(chatState(), { message: '' }, { returning: true }).reply.messages[0]?.response).toMatch(/Mila/);
  });
});

describe('a new chat', () => {
  it('starts at the meter the profile shows, where one rude reply never blocks', () => {
    expect(newGameState({ charId: 'mila' }).meter).toBe(START_METER);
    for (let seed = 0; seed < 50; seed++) {
      const start = play(chatState(), { message: '' }, { random: createRandom(seed) });
      const rude = play(start.state, { message: option(start, 'Rude') }, { random: createRandom(seed + 1) });
      expect(rude.reply.horny).toBeGreaterThan(BLOCK_METER);
      expect(rude.reply.timeout).toBeNull();
    }
  });
});
