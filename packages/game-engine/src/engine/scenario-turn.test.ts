import { scenarioSchema, type GameType, type Scenario } from '@app/schema';
import { describe, expect, it } from 'vitest';
import { SAFE_FALLBACK_LINE } from '../text/safety.ts';
import { createRandom } from '../rules/random.ts';
import { playTurn } from './play-turn.ts';
import { ctx, ok } from './play-helpers.ts';
import { SCENARIO_HINTS } from './scenario-turn.ts';
import { newGameState } from './state.ts';
import { isGameError, type TurnInput, type TurnResult } from './types.ts';

function scenario(gameType: Exclude<GameType, 'chat'>): Scenario {
  return scenarioSchema.parse({
    gameType,
    title: 'Test',
    start: 'start',
    nodes: {
      start: {
        lines: ['Hi, I am {name}. Pick a drink!'],
        options: [
          { text: 'A glass of red wine', next: 'wine', meter: 3, score: 5 },
          { text: 'Hot chocolate with cream', next: 'cocoa', meter: 1, score: 2 },
        ],
      },
      wine: { lines: ['Wine it is. 🍷'], ending: true },
      cocoa: { lines: ['Cosy choice. ☕'], ending: true },
    },
  });
}

const emojiScenario = (gameType: 'emoji' | 'emojisfw', sfw = false): Scenario =>
  scenarioSchema.parse({
    gameType,
    title: 'Emoji test',
    sfw,
    start: 'start',
    nodes: {
      start: {
        lines: ['Hi, I am {name}. Emojis only: how is your day?'],
        options: [
          { text: '😄☀️', next: 'good', meter: 3, score: 5 },
          { text: '😞🌧️', next: 'bad', meter: -1, score: 1 },
        ],
      },
      good: { lines: ['Yay! 🎉'], ending: true },
      bad: { lines: ['Aww, hugs. 🤗'], ending: true },
    },
  });

function turn(
  s: Scenario,
  input: TurnInput,
  state = newGameState({ charId: 'mila', gameType: s.gameType }),
): TurnResult {
  return ok(playTurn(state, { gameType: s.gameType, ...input }, ctx({ scenario: s })));
}

describe('scenario games', () => {
  const s = scenario('helping-hand');
  it('start with the start node, {name} filled in, and its options', () => {
    const t = turn(s, { message: '' });
    expect(t.reply.messages[0]?.response).toBe('Hi, I am Mila. Pick a drink!');
    expect(t.reply.options).toEqual(['A glass of red wine', 'Hot chocolate with cream']);
    expect(t.reply.stage).toBe('story');
    expect(t.reply.ended).toBe(false);
  });
  it('match free text to the nearest option and apply its meter and score', () => {
    const start = turn(s, { message: '' });
    const t = turn(s, { message: 'red wine please' }, start.state);
    expect(t.state.node).toBe('wine');
    expect(t.reply.ended).toBe(true);
    expect(t.reply.horny).toBe(start.reply.horny + 3);
    expect(t.scoreDelta).toBe(5);
  });
  it('accept an option index as a choice', () => {
    const start = turn(s, { message: '' });
    expect(turn(s, { choices: ['1'] }, start.state).state.node).toBe('cocoa');
    expect(playTurn(start.state, { gameType: 'helping-hand', choices: ['7'] }, ctx({ scenario: s }))).toMatchObject({
      cause: 'validation',
    });
  });
  it('nudge on text that matches no option, staying on the node', () => {
    const start = turn(s, { message: '' });
    const t = turn(s, { message: 'tell me about penguins' }, start.state);
    expect(t.state.node).toBe('start');
    expect(SCENARIO_HINTS.pickOption).toContain(t.reply.messages[0]?.response);
    expect(t.reply.options).toHaveLength(2);
  });
  it('stay ended after an ending, saying the game is over (translated) and never the same line twice', () => {
    const end = turn(s, { message: 'red wine' }, turn(s, { message: '' }).state);
    const again = turn(s, { message: 'hot chocolate' }, end.state);
    expect(again.reply.ended).toBe(true);
    expect(SCENARIO_HINTS.ended).toContain(again.reply.messages[0]?.response);
    expect(again.state.node).toBe('wine');
    const refresh = turn(s, { message: '' }, again.state);
    expect(refresh.reply.messages).toEqual([]);
    let state = again.state;
    const said = new Set<string>([again.reply.messages[0]?.response ?? '']);
    for (let i = 0; i < 12; i++) {
      const next = playTurn(
        state,
        { message: 'more?', gameType: 'helping-hand' },
        ctx({ scenario: s, language: 'es', random: createRandom(i) }),
      );
      if (isGameError(next)) throw new Error(next.error);
      expect(next.reply.messages).toHaveLength(1);
      const line = next.reply.messages[0]!;
      expect(said.has(line.response)).toBe(false);
      expect(line.responseTrans).toBeTruthy();
      said.add(line.response);
      state = next.state;
    }
  });
  it('refuse without a scenario or with another game type scenario', () => {
    const state = newGameState({ charId: 'mila', gameType: 'cosplay' });
    expect(playTurn(state, { gameType: 'cosplay' }, ctx())).toMatchObject({ cause: 'content' });
    expect(playTurn(state, { gameType: 'cosplay' }, ctx({ scenario: s }))).toMatchObject({ cause: 'content' });
  });
});

describe('the emoji game', () => {
  const s = emojiScenario('emoji');
  it('accepts only emoji answers', () => {
    const start = turn(s, { message: '' });
    const words = turn(s, { message: 'pretty good thanks' }, start.state);
    expect(SCENARIO_HINTS.emojiOnly).toContain(words.reply.messages[0]?.response);
    expect(words.state.node).toBe('start');
  });
  it('matches emojis to the nearest option, or by their mood', () => {
    const start = turn(s, { message: '' });
    expect(turn(s, { message: '☀️' }, start.state).state.node).toBe('good');
    expect(turn(s, { message: '🌧️' }, start.state).state.node).toBe('bad');
    expect(turn(s, { message: '🥰' }, start.state).state.node).toBe('good');
    expect(turn(s, { message: '😡' }, start.state).state.node).toBe('bad');
  });
});

describe('emojisfw', () => {
  it('plays only a safe-for-work scenario', () => {
    const state = newGameState({ charId: 'mila', gameType: 'emojisfw' });
    expect(
      playTurn(state, { gameType: 'emojisfw' }, ctx({ scenario: emojiScenario('emojisfw', false) })),
    ).toMatchObject({ cause: 'content' });
  });
  it('replaces an unsafe line and drops images, whatever the scenario holds', () => {
    const unsafe = emojiScenario('emojisfw', true);
    const start = unsafe.nodes.start;
    if (!start) throw new Error('fixture');
    start.lines = ['You look sexy tonight 🍑', { text: 'A picture for you', trans: {}, image: 'mila-pose-1.jpg' }];
    const t = turn(unsafe, { message: '' });
    expect(t.reply.messages.map((m) => m.response)).toEqual([SAFE_FALLBACK_LINE, 'A picture for you']);
  });
});
