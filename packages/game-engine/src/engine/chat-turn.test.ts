import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../rules/constants.ts';
import { createRandom } from '../rules/random.ts';
import { chatState, friendly, NOW, option, play } from './play-helpers.ts';
import { meterRange } from './chat-turn.ts';

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
  it('uses friendly +1..+3, bold +2..+4 when warm, negative when cold, rude -3..-6', () => {
    expect(meterRange('friendly', 'cold')).toEqual([1, 3]);
    expect(meterRange('bold', 'warm')).toEqual([2, 4]);
    expect(meterRange('bold', 'hot')).toEqual([2, 4]);
    expect(meterRange('bold', 'cold')[1]).toBeLessThan(0);
    expect(meterRange('rude', 'hot')).toEqual([-6, -3]);
  });
  it('raises the meter and the score on a friendly reply', () => {
    const start = play(chatState({ meter: 8 }), { message: '' });
    const turn = friendly(start);
    expect(turn.reply.horny).toBeGreaterThanOrEqual(9);
    expect(turn.reply.horny).toBeLessThanOrEqual(11);
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
  it('punishes a bold reply while cold', () => {
    const start = play(chatState({ meter: 9 }), { message: '' });
    const turn = play(start.state, { message: option(start, 'Bold') });
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
    expect(typed.events).toContainEqual({ type: 'freeText', matched: true, exact: true, reply: friendlyText, kind: 'friendly' });
    const near = play(start.state, { message: `${friendlyText.split(':')[1]} so much` });
    expect(near.events).toContainEqual(expect.objectContaining({ type: 'freeText', matched: true, exact: false, kind: 'friendly' }));
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

describe('blocking', () => {
  it('blocks for at least 24 hours when the meter falls to 3 or lower', () => {
    const start = play(chatState({ meter: 5 }), { message: '' });
    const turn = play(start.state, { message: option(start, 'Rude') });
    expect(turn.reply.horny).toBeLessThanOrEqual(3);
    expect(turn.reply.timeout).toBe(NOW + DAY_MS);
    expect(turn.reply.options).toEqual([]);
    expect(turn.reply.messages.at(-1)?.response).toMatch(/done talking/);
    expect(turn.events.some((e) => e.type === 'blocked')).toBe(true);
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
    const blocked = chatState({ meter: 2, timeout: NOW - 1, counters: { turns: 5, dateTurns: 0, sceneTurns: 0, scenes: 0, freeText: 0 } });
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
