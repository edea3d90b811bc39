import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../rules/constants.ts';
import { NOW } from './play-helpers.ts';
import { newGameState, restartedState, START_METER } from './state.ts';

const init = { charId: 'mila', gameType: 'chat' as const, isFuta: false, score: 40 };
const played = (over: Partial<ReturnType<typeof newGameState>>) => ({
  ...newGameState({ charId: 'mila', score: 40 }),
  stage: 'date' as const,
  location: 'cafe',
  sent: ['#a.b'],
  ...over,
});

describe('the restart rule', () => {
  it('starts over with nothing kept when no block or cooldown runs and none counts', () => {
    const { state, waiting, carried } = restartedState(played({ meter: 22 }), init, { tier: 1, now: NOW });
    expect(state).toEqual(newGameState(init));
    expect({ waiting, carried }).toEqual({ waiting: false, carried: false });
  });
  it('keeps a running block with its meter, its end and its count: a restart is no way out', () => {
    const old = played({ meter: 2, timeout: NOW + 2 * HOUR_MS, blocks: { count: 2, last: NOW - MINUTE_MS } });
    const { state, waiting, carried } = restartedState(old, init, { tier: 1, now: NOW });
    expect(state).toMatchObject({
      meter: 2,
      timeout: NOW + 2 * HOUR_MS,
      blocks: { count: 2, last: NOW - MINUTE_MS },
      stage: 'talk',
      sent: [],
      score: 40,
    });
    expect({ waiting, carried }).toEqual({ waiting: true, carried: true });
  });
  it('keeps a scene cooldown too', () => {
    const { state } = restartedState(played({ meter: 12, timeout: NOW + 30 * MINUTE_MS }), init, { tier: 0, now: NOW });
    expect(state).toMatchObject({ meter: 12, timeout: NOW + 30 * MINUTE_MS });
  });
  it('keeps the count of an ended block, so the next one is still longer', () => {
    const old = played({ meter: 6, timeout: null, blocks: { count: 1, last: NOW - DAY_MS } });
    const { state, waiting, carried } = restartedState(old, init, { tier: 1, now: NOW });
    expect(state).toMatchObject({ meter: START_METER, timeout: null, blocks: { count: 1, last: NOW - DAY_MS } });
    expect({ waiting, carried }).toEqual({ waiting: false, carried: true });
  });
  it('drops a count that lapsed after 7 days', () => {
    const old = played({ blocks: { count: 3, last: NOW - 8 * DAY_MS } });
    expect(restartedState(old, init, { tier: 1, now: NOW }).carried).toBe(false);
  });
  it('lets God Mode restart out of a running block, keeping its count', () => {
    const old = played({ meter: 2, timeout: NOW + HOUR_MS, blocks: { count: 1, last: NOW } });
    const { state, waiting } = restartedState(old, init, { tier: 3, now: NOW });
    expect(state).toMatchObject({ meter: START_METER, timeout: null, blocks: { count: 1, last: NOW } });
    expect(waiting).toBe(false);
  });
});
