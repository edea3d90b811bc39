import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../rules/random.ts';
import { freshLine, sentKey } from '../text/fresh.ts';
import { playTurn } from './play-turn.ts';
import { chatState, ctx } from './play-helpers.ts';
import { isGameError, START_SCENE, END_SCENE, type TurnInput } from './types.ts';
import type { GameState } from '@app/schema';

/** A player's move: an offered reply, free text, an empty message, a select choice or a God Mode choice. */
const move = fc.oneof(
  fc.record({ kind: fc.constant('option' as const), index: fc.nat({ max: 2 }) }),
  fc.record({
    kind: fc.constant('text' as const),
    text: fc.constantFrom('you are lovely', 'ugh boring', 'what is up', '', '😍', 'slow dance', 'cozy cafe'),
  }),
  fc.record({
    kind: fc.constant('choice' as const),
    id: fc.constantFrom('cafe', 'rooftop', 'pose-1', 'pose-6', 'pose-3', START_SCENE, END_SCENE),
  }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 2000 }) }),
);
type Move = typeof move extends fc.Arbitrary<infer M> ? M : never;

function run(seed: number, tier: number, moves: readonly Move[]) {
  let state: GameState = chatState();
  let now = Date.UTC(2025, 0, 1);
  let options: string[] = [];
  const outputs: unknown[] = [];
  const random = createRandom(seed);
  for (const m of moves) {
    if (m.kind === 'wait') {
      now += m.minutes * 60_000;
      continue;
    }
    const input: TurnInput =
      m.kind === 'option'
        ? { message: options[m.index] ?? 'hi' }
        : m.kind === 'text'
          ? { message: m.text }
          : { choices: [m.id] };
    const result = playTurn(state, input, ctx({ tier, now, random }));
    outputs.push(result);
    if (isGameError(result)) continue;
    state = result.state;
    options = result.reply.options;
    expect(result.reply.horny).toBeGreaterThanOrEqual(0);
    expect(result.reply.horny).toBeLessThanOrEqual(30);
    expect(result.scoreDelta).toBeGreaterThanOrEqual(0);
  }
  return { state, outputs };
}

describe('engine properties', () => {
  it('keeps the meter within 0..30 and the score never falling, whatever the player does', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(0, 1, 2, 3), fc.array(move, { maxLength: 40 }), (seed, tier, moves) => {
        const { state } = run(seed, tier, moves);
        return state.meter >= 0 && state.meter <= 30 && state.score >= 0;
      }),
      { numRuns: 150 },
    );
  });
  it('gives the same replies for the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(0, 3), fc.array(move, { maxLength: 25 }), (seed, tier, moves) => {
        expect(run(seed, tier, moves)).toEqual(run(seed, tier, moves));
      }),
      { numRuns: 60 },
    );
  });
  it('never picks a line already sent while the pool has another', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.uniqueArray(
          fc.string({ minLength: 1, maxLength: 8 }).filter((t) => t.trim() === t && t.length > 0),
          { minLength: 1, maxLength: 6 },
        ),
        fc.array(fc.nat()),
        (seed, pool, sentIdx) => {
          const sent = new Set(sentIdx.map((i) => pool[i % pool.length] ?? '').map(sentKey));
          const picked = freshLine(
            { pools: [pool], mood: 'positive' },
            { sent, random: createRandom(seed), name: 'Mila', language: 'en' },
          );
          const fresh = pool.filter((l) => !sent.has(sentKey(l)));
          // An unsent pool line while one is left; after that a composed line, never one already sent.
          if (picked === null) return false;
          return fresh.length === 0 ? !sent.has(sentKey(picked.response)) : fresh.includes(picked.response);
        },
      ),
    );
  });
  it('never sends a message twice in a chat while alternatives exist', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = createRandom(seed);
        let state = chatState();
        const seen: string[] = [];
        for (const message of ['', 'what is up', 'tell me something', 'the weather is mild']) {
          const result = playTurn(state, { message }, ctx({ random }));
          if (isGameError(result)) throw new Error(result.error);
          state = result.state;
          seen.push(...result.reply.messages.map((m) => m.response));
        }
        expect(new Set(seen).size).toBe(seen.length);
      }),
      { numRuns: 50 },
    );
  });
});
