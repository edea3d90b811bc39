import { DEMO_PACK_DIR, readPack } from '@app/content';
import { packCharacterSchema, type GameState, type PackCharacter } from '@app/schema';
import { describe, expect, it } from 'vitest';
import { dedupKey } from '../rules/dedup.ts';
import { createRandom, pickOne, type Random } from '../rules/random.ts';
import { chatState } from './play-helpers.ts';
import { playTurn } from './play-turn.ts';
import { newGameState } from './state.ts';
import { isGameError, type TurnInput, type TurnResult } from './types.ts';

/** Plays the demo pack's characters for hundreds of turns, offline, as a varied player would. */

// The demo pack as the server reads it: sources with their i18n/ translations merged in.
const DEMO: PackCharacter[] = readPack(DEMO_PACK_DIR).characters;

const FREE_TEXT = [
  'you are gorgeous and sweet',
  'I love this place',
  'what do you do for fun?',
  'I work as a nurse and I love hiking',
  'tell me something',
  'the weather is mild',
  'this is boring',
  'haha you are funny',
  'I had pasta for lunch',
  '😍',
];

interface Played {
  turns: TurnResult[];
  dates: number;
  scenes: number;
  pools: Set<string>;
}

function imagesOf(c: PackCharacter): Set<string> {
  return new Set([...c.locations.map((l) => l.image), ...c.poses.map((p) => p.image)]);
}

/** One varied player: mostly kind, sometimes bold, rarely rude, often typing; picks dates and poses; waits out timeouts. */
function playLong(c: PackCharacter, opts: { turns: number; tier: number; language: string; seed: number }): Played {
  const player: Random = createRandom(opts.seed);
  let now = Date.UTC(2026, 0, 1, 12);
  let state: GameState = newGameState({ charId: c.id });
  let last: TurnResult | null = null;
  const played: Played = { turns: [], dates: 0, scenes: 0, pools: new Set() };
  for (let i = 0; i < opts.turns; i++) {
    let input: TurnInput;
    if (last === null) input = { message: '' };
    else if (last.reply.timeout !== null && last.reply.timeout > now && player() < 0.7) {
      now = last.reply.timeout + 1000;
      input = { message: '' };
    } else if (last.reply.locationSelect) input = { choices: [pickOne(player, last.reply.locationSelect).id] };
    else if (last.reply.actionSelect) {
      const poses = last.reply.actionSelect.filter((p) => p.id !== 'end-scene');
      const godEnds = opts.tier === 3 && last.state.counters.sceneTurns >= 2 && player() < 0.5;
      input = { choices: [godEnds ? 'end-scene' : pickOne(player, poses.slice(0, 4)).id] };
    } else if (last.reply.options.length > 0 && player() < 0.8) {
      const roll = player();
      const kind = roll < 0.6 ? 0 : roll < 0.95 ? 1 : 2;
      const beat = last.state.beat;
      const pool = beat?.pool.startsWith('date:')
        ? c.dialogue.dates[beat.pool.slice(5)]
        : c.dialogue.talk[(beat?.pool.slice(5) ?? 'cold') as 'cold'];
      const reply = beat ? pool?.[beat.index]?.replies[kind] : undefined;
      input = { message: reply?.text.replaceAll('{name}', c.name) ?? pickOne(player, last.reply.options) };
    } else input = { message: pickOne(player, FREE_TEXT) };
    const result = playTurn(state, input, {
      character: c,
      tier: opts.tier,
      language: opts.language,
      now,
      random: createRandom(opts.seed * 1000 + i),
    });
    if (isGameError(result)) throw new Error(`${c.id} turn ${i}: ${result.error}`);
    played.turns.push(result);
    if (result.events.some((e) => e.type === 'dateStarted')) played.dates++;
    if (result.events.some((e) => e.type === 'sceneEnded')) played.scenes++;
    if (result.state.beat) played.pools.add(result.state.beat.pool);
    state = result.state;
    last = result;
    now += 60_000;
  }
  return played;
}

describe.each(DEMO.map((c) => [c.id, c] as const))('the demo character %s, played offline for 250 turns', (_, c) => {
  const runs = [
    { tier: 0, language: 'en', seed: 11 },
    { tier: 2, language: 'es', seed: 12 },
    { tier: 3, language: 'fr', seed: 13 },
  ].filter((r) => c.tier <= r.tier);

  it.each(runs)('answers every turn with a line not seen before (tier $tier, $language)', (run) => {
    const { turns, dates, scenes, pools } = playLong(c, { turns: 250, ...run });
    const seen = new Set<string>();
    const images = imagesOf(c);
    turns.forEach((t, i) => {
      expect(t.reply.messages.length, `turn ${i} is silent`).toBeGreaterThan(0);
      for (const m of t.reply.messages) {
        for (const key of [m.response, m.responseTrans ?? ''].map(dedupKey).filter(Boolean)) {
          expect(seen.has(key), `turn ${i} repeats "${key}"`).toBe(false);
          seen.add(key);
        }
        for (const ref of m.response.match(/\[[^\]]+\]/g) ?? []) expect(images.has(ref.slice(1, -1)), ref).toBe(true);
        if (run.language === 'es' && !/^\S*\s*\[[^\]]+\]\s*\S*$/u.test(m.response))
          expect(m.responseTrans, m.response).toBeTruthy();
      }
    });
    expect(dates).toBeGreaterThanOrEqual(2);
    expect(scenes).toBeGreaterThanOrEqual(2);
    expect(pools.has('talk:hot'), [...pools].join()).toBe(true);
  });
});

describe('a pack that runs dry', () => {
  const tiny = packCharacterSchema.parse({
    id: 'mila',
    name: 'Mila',
    age: 24,
    gender: 'girl',
    description: 'A barista.',
    images: ['a.jpg', 'b.jpg'],
    backgroundImage: 'c.jpg',
    persona: {},
    locations: [
      { id: 'cafe', name: 'Cafe', unlockLevel: 1, image: 'cafe.jpg' },
      { id: 'park', name: 'Park', unlockLevel: 1, image: 'park.jpg' },
    ],
    poses: [{ id: 'p1', name: 'Smile', unlockLevel: 1, image: 'p1.jpg' }],
    dialogue: {
      greeting: ['Hi.'],
      talk: {
        cold: [
          {
            lines: ['Cold talk.'],
            replies: [
              { text: 'Friendly cold', kind: 'friendly' },
              { text: 'Rude cold', kind: 'rude' },
            ],
          },
        ],
        warm: [{ lines: ['Warm talk.'], replies: [{ text: 'Friendly warm', kind: 'friendly' }] }],
        hot: [{ lines: ['Hot talk.'], replies: [{ text: 'Friendly hot', kind: 'friendly' }] }],
      },
      locationOffer: ['Go out?'],
      dates: {},
      actionOffer: ['Pick.'],
      actionGeneric: ['Like that.'],
      sceneEnd: ['Lovely.'],
      blocked: ['Blocked.'],
      away: ['Away.'],
      resume: ['Back.'],
      freeText: { positive: ['Sweet.'], neutral: ['Hm.'], negative: ['Rude!'] },
    },
  });

  it('keeps answering with unseen lines, composing new ones, then pauses in character instead of going quiet', () => {
    let state = chatState();
    let now = Date.UTC(2026, 0, 1);
    const seen = new Set<string>();
    let paused = 0;
    let silent = 0;
    let repeats = 0;
    for (let i = 0; i < 400; i++) {
      const message =
        i === 0 ? '' : state.stage === 'locationSelect' ? 'cafe' : i % 3 === 0 ? 'I had soup today' : 'Friendly warm';
      const input: TurnInput = state.stage === 'actionSelect' ? { choices: ['p1'] } : { message };
      const result = playTurn(state, input, { character: tiny, tier: 0, now, random: createRandom(i) });
      if (isGameError(result)) throw new Error(result.error);
      if (result.reply.messages.length === 0) silent++;
      const pausing = result.events.some((e) => e.type === 'paused');
      for (const m of result.reply.messages) {
        if (seen.has(m.response) && paused === 0 && !pausing) repeats++;
        seen.add(m.response);
      }
      if (result.events.some((e) => e.type === 'paused')) {
        paused++;
        expect(result.reply.timeout).toBe(now + 10 * 60_000);
        expect(result.reply.messages.at(-1)?.response).toMatch(/Away\./);
      }
      state = result.state;
      now += 11 * 60_000;
      if (state.timeout !== null && state.timeout > now) now = state.timeout + 1;
    }
    expect(silent).toBe(0);
    // Composed lines carry the pack for a long while; only then does the character take a pause.
    expect(seen.size).toBeGreaterThan(60);
    expect(paused).toBeGreaterThan(0);
    // Until the pause nothing repeats; from the turn that runs dry the oldest lines may come back.
    expect(repeats).toBe(0);
  });

  it('shows a location picture and a pose picture every time, even when seen before', () => {
    let state: GameState = { ...chatState(), stage: 'locationSelect', meter: 16 };
    for (let date = 0; date < 6; date++) {
      const result = playTurn(
        state,
        { choices: ['cafe'] },
        { character: tiny, tier: 3, now: Date.UTC(2026, 0, 1), random: createRandom(date) },
      );
      if (isGameError(result)) throw new Error(result.error);
      expect(result.reply.messages.some((m) => m.response.includes('[cafe.jpg]'))).toBe(true);
      const scene = playTurn(
        result.state,
        { choices: ['start-scene'] },
        { character: tiny, tier: 3, now: Date.UTC(2026, 0, 1), random: createRandom(date) },
      );
      if (isGameError(scene)) throw new Error(scene.error);
      const pose = playTurn(
        scene.state,
        { choices: ['p1'] },
        { character: tiny, tier: 3, now: Date.UTC(2026, 0, 1), random: createRandom(date) },
      );
      if (isGameError(pose)) throw new Error(pose.error);
      expect(pose.reply.messages.some((m) => m.response.endsWith('[p1.jpg]'))).toBe(true);
      state = { ...pose.state, stage: 'locationSelect', timeout: null };
    }
  });
});
