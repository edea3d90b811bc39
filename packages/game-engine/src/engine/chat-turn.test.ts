import { describe, expect, it } from 'vitest';
import {
  BLOCK_METER,
  DAY_MS,
  DANGER_METER,
  HOUR_MS,
  MINUTE_MS,
  RESUME_METER,
  WARNINGS_BEFORE_BLOCK,
} from '../rules/constants.ts';
import { createRandom } from '../rules/random.ts';
import { expectedChange, replyRange } from '../rules/tastes.ts';
import { chatState, friendly, NOW, option, play } from './play-helpers.ts';
import { START_METER } from './state.ts';
import { testCharacter } from './test-character.ts';
import type { TurnResult } from './types.ts';

describe('starting a chat', () => {
  it('greets on an empty first message and offers three replies', () => {
    const turn = play(chatState(), { message: '' });
    expect(turn.reply.messages[0]?.response).toMatch(/Mila/);
    expect(turn.reply.options).toHaveLength(3);
    expect(turn.reply.stage).toBe('talk');
    expect(turn.events).toContainEqual({ type: 'greeting' });
    expect(turn.reply.messages.every((m) => m.role === 'assistant')).toBe(true);
  });
  it('does not greet again on a later empty message, only re-offers', () => {
    const first = play(chatState(), { message: '' });
    const again = play(first.state, { message: '' });
    expect(again.reply.messages).toEqual([]);
    expect([...again.reply.options].sort()).toEqual([...first.reply.options].sort());
  });
  it('translates lines and options for the player language', () => {
    const turn = play(chatState(), { message: '' }, { language: 'es', random: createRandom(3) });
    expect(turn.reply.optionsTrans?.some((o) => o.startsWith('Amable'))).toBe(true);
    const i = turn.reply.optionsTrans?.findIndex((o) => o.startsWith('Amable')) ?? -1;
    expect(turn.reply.options[i]).toMatch(/^Friendly/);
  });
});

describe('offered replies', () => {
  it('come in a random order, so the friendly one is not always first', () => {
    const places = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const turn = play(chatState(), { message: '' }, { random: createRandom(seed) });
      places.add(turn.reply.options.findIndex((o) => o.startsWith('Friendly')));
    }
    expect([...places].sort()).toEqual([0, 1, 2]);
  });
  it('answer a rude reply with a hurt line before anything else', () => {
    const start = play(chatState({ meter: 20 }), { message: '' });
    const turn = play(start.state, { message: option(start, 'Rude') });
    expect(turn.reply.messages[0]?.response).toMatch(/^Rude!/);
  });
  it('turn to the hot talk beats on a date once the meter is 20 or more', () => {
    const pools = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const date = chatState({ stage: 'date', location: 'cafe', meter: 21, beat: { pool: 'date:cafe', index: 0 } });
      const turn = play(date, { message: 'Friendly cafe 1: you make me smile' }, { random: createRandom(seed) });
      if (turn.state.beat) pools.add(turn.state.beat.pool);
    }
    expect(pools).toEqual(new Set(['date:cafe', 'talk:hot']));
  });
});

describe('meter changes per reply kind', () => {
  const plain = testCharacter();
  const early = testCharacter({ tastes: { bold: 'early', places: {} } });
  const late = testCharacter({ tastes: { bold: 'late', places: { rooftop: { bold: 2 } } } });
  it('always raise the meter for a friendly reply and lower it for a rude one, whatever her tastes', () => {
    for (const c of [plain, early, late]) {
      for (const band of ['cold', 'warm', 'hot'] as const) {
        expect(replyRange(c, { kind: 'friendly' }, band)[0]).toBeGreaterThan(0);
        expect(replyRange(c, { kind: 'rude' }, band)[1]).toBeLessThan(0);
      }
    }
  });
  it('pay a bold reply more than a friendly one once she welcomes boldness, and never less than nothing by default', () => {
    const more = (c: typeof plain, band: 'cold' | 'warm' | 'hot') =>
      expectedChange(c, { kind: 'bold' }, band) > expectedChange(c, { kind: 'friendly' }, band);
    expect([more(plain, 'cold'), more(plain, 'warm'), more(plain, 'hot')]).toEqual([false, true, true]);
    expect([more(early, 'cold'), more(early, 'warm'), more(early, 'hot')]).toEqual([true, true, true]);
    expect([more(late, 'cold'), more(late, 'warm'), more(late, 'hot')]).toEqual([false, false, true]);
    expect(replyRange(plain, { kind: 'bold' }, 'cold')[1]).toBeGreaterThanOrEqual(0);
    expect(replyRange(late, { kind: 'bold' }, 'cold')[1]).toBeLessThan(0);
  });
  it('shift a kind at a place she has a taste for, and let a reply set its own range', () => {
    expect(replyRange(late, { kind: 'bold' }, 'warm', 'rooftop')).toEqual(
      replyRange(late, { kind: 'bold' }, 'warm').map((n) => n + 2),
    );
    expect(replyRange(late, { kind: 'bold' }, 'warm', 'cafe')).toEqual(replyRange(late, { kind: 'bold' }, 'warm'));
    expect(replyRange(late, { kind: 'rude', meter: [1, 1] }, 'hot')).toEqual([1, 1]);
  });
  it('raises the meter and the score on a friendly reply', () => {
    const start = play(chatState({ meter: 8 }), { message: '' });
    const turn = friendly(start);
    const [lo, hi] = replyRange(testCharacter(), { kind: 'friendly' }, 'cold');
    expect(turn.reply.horny).toBeGreaterThanOrEqual(8 + lo);
    expect(turn.reply.horny).toBeLessThanOrEqual(8 + hi);
    expect(turn.scoreDelta).toBe(turn.reply.horny - 8);
    expect(turn.reply.score).toBe(turn.scoreDelta);
  });
  it('lowers the meter without score on a rude reply', () => {
    const start = play(chatState({ meter: 20 }), { message: '' });
    const turn = play(start.state, { message: option(start, 'Rude') });
    expect(turn.reply.horny).toBeLessThanOrEqual(17);
    expect(turn.reply.horny).toBeGreaterThanOrEqual(14);
    expect(turn.scoreDelta).toBe(0);
  });
  it('cools a patient character down on a bold reply while cold', () => {
    const character = testCharacter({ tastes: { bold: 'late', places: {} } });
    const start = play(chatState({ meter: 9 }), { message: '' }, { character });
    const turn = play(start.state, { message: option(start, 'Bold') }, { character });
    expect(turn.reply.horny).toBeLessThan(9);
    // she says she is cooling down before moving on
    expect(turn.reply.messages[0]?.response).toMatch(/Hmm, go on/);
  });
});

describe('free text', () => {
  it('matches the nearest offered reply', () => {
    const start = play(chatState({ meter: 8 }), { message: '' });
    const friendlyText = option(start, 'Friendly');
    const typed = play(start.state, { message: friendlyText.toUpperCase() + ' !!' });
    expect(typed.events).toContainEqual({
      type: 'freeText',
      matched: true,
      exact: true,
      reply: friendlyText,
      kind: 'friendly',
    });
    const near = play(start.state, { message: `${friendlyText.split(':')[1]} so much` });
    expect(near.events).toContainEqual(
      expect.objectContaining({ type: 'freeText', matched: true, exact: false, kind: 'friendly' }),
    );
  });
  it('answers unmatched text by its sentiment and never ignores it', () => {
    const start = play(chatState({ meter: 8 }), { message: '' });
    const nice = play(start.state, { message: 'you are gorgeous and sweet' });
    expect(nice.reply.messages[0]?.response).toMatch(/^Aww, sweet/);
    expect(nice.reply.horny).toBeGreaterThan(8);
    const mean = play(start.state, { message: 'you are ugly and stupid' });
    expect(mean.reply.messages[0]?.response).toMatch(/^Rude!/);
    expect(mean.reply.horny).toBeLessThan(8);
    const plain = play(start.state, { message: 'I had soup for lunch' });
    expect(plain.reply.messages[0]?.response).toMatch(/^Hmm, go on/);
    expect(plain.reply.options).toHaveLength(3);
  });
});

/** Sends the rude offered reply `times` times in a row, from `turn`. */
function rudeRun(turn: TurnResult, times: number, now = NOW): TurnResult[] {
  const turns: TurnResult[] = [];
  let last = turn;
  for (let i = 0; i < times; i++) {
    last = play(last.state, { message: option(last, 'Rude') }, { now, random: createRandom(i) });
    turns.push(last);
  }
  return turns;
}

describe('blocking', () => {
  it('warns on every rude reply into the danger band, with her words, and blocks only when rudeness goes on after the warnings', () => {
    const start = play(chatState(), { message: '' });
    expect(start.reply.horny).toBe(START_METER);
    const run = rudeRun(start, WARNINGS_BEFORE_BLOCK + 1);
    const warnings = run.slice(0, WARNINGS_BEFORE_BLOCK);
    warnings.forEach((turn, i) => {
      expect(turn.events).toContainEqual({ type: 'warned', level: i + 1 });
      expect(turn.reply.horny).toBeGreaterThan(BLOCK_METER);
      expect(turn.reply.horny).toBeLessThanOrEqual(DANGER_METER);
      expect(turn.reply.timeout).toBeNull();
      expect(turn.reply.messages[0]?.response).toMatch(/Rude!/);
      expect(turn.reply.options).toHaveLength(3);
    });
    const block = run.at(-1) as TurnResult;
    expect(block.reply.horny).toBeLessThanOrEqual(BLOCK_METER);
    expect(block.events).toContainEqual({ type: 'blocked', until: NOW + 15 * MINUTE_MS, count: 1 });
    expect(block.reply.timeout).toBe(NOW + 15 * MINUTE_MS);
    expect(block.reply.options).toEqual([]);
  });
  it('never says a warning in the reply that blocks: the block line only', () => {
    const [block] = rudeRun(play(chatState({ meter: 4, warnings: WARNINGS_BEFORE_BLOCK }), { message: '' }), 1);
    expect(block?.events.some((e) => e.type === 'blocked')).toBe(true);
    expect(block?.events.some((e) => e.type === 'warned')).toBe(false);
    expect(block?.reply.messages.map((m) => m.response)).toEqual([expect.stringMatching(/done talking/)]);
  });
  it('says the sharper warning from the second one in a row when the pack has one', () => {
    const character = testCharacter();
    character.dialogue = { ...character.dialogue, warning: ['Careful.'], lastWarning: ['Last chance, I mean it.'] };
    let turn = play(chatState(), { message: '' }, { character });
    const said: string[] = [];
    for (let i = 0; i < 2; i++) {
      turn = play(turn.state, { message: option(turn, 'Rude') }, { character });
      said.push(turn.reply.messages[0]?.response ?? '');
    }
    expect(said).toEqual(['Careful.', 'Last chance, I mean it.']);
  });
  it('lets a kind reply end the run of warnings', () => {
    const [, second] = rudeRun(play(chatState(), { message: '' }), 2);
    const kind = friendly(second as TurnResult);
    expect(kind.state.warnings).toBe(0);
    const again = rudeRun(kind, 1)[0];
    expect(again?.events.some((e) => e.type === 'blocked')).toBe(false);
  });
  it('never blocks for anything but rudeness: a bold reply at the danger line stops above the block line', () => {
    const character = testCharacter({ tastes: { bold: 'late', places: {} } });
    const start = play(
      chatState({ meter: BLOCK_METER + 1, warnings: WARNINGS_BEFORE_BLOCK }),
      { message: '' },
      { character },
    );
    const bold = play(start.state, { message: option(start, 'Bold') }, { character });
    expect(bold.reply.horny).toBe(BLOCK_METER + 1);
    expect(bold.reply.timeout).toBeNull();
  });
  it('escalates: 15 minutes, then 2 hours, then 24 hours, counting only blocks of the last 7 days', () => {
    const until = (blocks: { count: number; last: number | null }) => {
      const [turn] = rudeRun(
        play(chatState({ meter: 4, warnings: WARNINGS_BEFORE_BLOCK, blocks }), { message: '' }),
        1,
      );
      return turn?.reply.timeout;
    };
    expect(until({ count: 0, last: null })).toBe(NOW + 15 * MINUTE_MS);
    expect(until({ count: 1, last: NOW - HOUR_MS })).toBe(NOW + 2 * HOUR_MS);
    expect(until({ count: 2, last: NOW - 3 * HOUR_MS })).toBe(NOW + DAY_MS);
    expect(until({ count: 5, last: NOW - 6 * DAY_MS })).toBe(NOW + DAY_MS);
    expect(until({ count: 5, last: NOW - 8 * DAY_MS })).toBe(NOW + 15 * MINUTE_MS);
  });
  it('adds nothing to the history when a blocked chat is reopened, however often, and says when the block ends', () => {
    const [block] = rudeRun(play(chatState({ meter: 4, warnings: WARNINGS_BEFORE_BLOCK }), { message: '' }), 1);
    let state = (block as TurnResult).state;
    for (let i = 0; i < 5; i++) {
      const reopened = play(state, { message: '' }, { now: NOW + i * MINUTE_MS });
      expect(reopened.reply.messages).toEqual([]);
      expect(reopened.reply.timeout).toBe(NOW + 15 * MINUTE_MS);
      expect(reopened.events).toContainEqual({ type: 'refused', status: 'blocked', until: NOW + 15 * MINUTE_MS });
      state = reopened.state;
    }
  });
  it('after a block, speaks again from the danger band, not from 0, with the warnings cleared', () => {
    const [block] = rudeRun(play(chatState({ meter: 4, warnings: WARNINGS_BEFORE_BLOCK }), { message: '' }), 1);
    const back = play((block as TurnResult).state, { message: '' }, { now: NOW + 16 * MINUTE_MS });
    expect(back.reply.horny).toBe(RESUME_METER);
    expect(RESUME_METER).toBeGreaterThan(BLOCK_METER);
    expect(RESUME_METER).toBeLessThanOrEqual(DANGER_METER);
    expect(back.state.warnings).toBe(0);
    expect(back.state.blocks).toEqual({ count: 1, last: NOW });
  });
  it('refuses a blocked player but lets God Mode write', () => {
    const blocked = chatState({ meter: 2, timeout: NOW + DAY_MS, beat: { pool: 'talk:cold', index: 0 } });
    const refused = play(blocked, { message: 'please talk to me' });
    expect(refused.events[0]).toMatchObject({ type: 'refused', status: 'blocked' });
    expect(refused.reply.horny).toBe(2);
    expect(refused.reply.messages[0]?.response).toMatch(/done talking/);
    const god = play(blocked, { message: 'you are lovely, sorry' }, { tier: 3 });
    expect(god.events.some((e) => e.type === 'refused')).toBe(false);
    expect(god.reply.horny).toBeGreaterThan(2);
  });
  it('resumes with an empty message once the timeout has passed', () => {
    const blocked = chatState({
      meter: 2,
      timeout: NOW - 1,
      counters: { turns: 5, dateTurns: 0, sceneTurns: 0, scenes: 0, freeText: 0 },
    });
    const turn = play(blocked, { message: '' });
    expect(turn.reply.messages[0]?.response).toMatch(/^I am back/);
    expect(turn.reply.timeout).toBeNull();
    expect(turn.reply.horny).toBeGreaterThan(3);
    expect(turn.reply.options).toHaveLength(3);
    expect(turn.events).toContainEqual({ type: 'resumed' });
  });
  it('says the character is away during a cooldown', () => {
    const away = chatState({ meter: 12, timeout: NOW + 30 * 60_000 });
    const turn = play(away, { message: 'hello?' }, { tier: 3 });
    expect(turn.events[0]).toMatchObject({ type: 'refused', status: 'away' });
    expect(turn.reply.messages[0]?.response).toMatch(/busy/);
  });
});
