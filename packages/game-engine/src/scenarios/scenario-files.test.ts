import { DEMO_PACK_DIR, readPack } from '@app/content';
import type { Scenario } from '@app/schema';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../rules/random.ts';
import { playTurn } from '../engine/play-turn.ts';
import { newGameState } from '../engine/state.ts';
import { testCharacter } from '../engine/test-character.ts';
import { isGameError, type TurnResult } from '../engine/types.ts';
import { isSafeText } from '../text/safety.ts';
import { isEmojiOnly } from '../text/tokens.ts';

// The demo pack as the server reads it: sources with their i18n/ translations merged in.
const PACK = readPack(DEMO_PACK_DIR);
const EXPECTED = [
  'cosplay.json',
  'emoji.futa.json',
  'emoji.json',
  'emojisfw.json',
  'helping-hand.json',
  'lost-and-found.futa.json',
  'lost-and-found.json',
  'minigame.futa.json',
  'minigame.json',
  'minigame2.futa.json',
  'minigame2.json',
];
const LANGUAGES = ['es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'tr', 'id', 'hi', 'vi', 'th'];
const MINOR_CODED =
  /\b(school|teen|teens|teenage|young|youngster|child|childlike|kid|kids|petite|student|homework|underage|minor)\b/i;

function load(file: string): Scenario {
  const scenario = PACK.scenarios[file.replace(/\.json$/, '')];
  if (!scenario) throw new Error(`No scenario ${file} in the demo pack`);
  return scenario;
}

/** The option texts leading from the start to a node, by breadth-first search. */
function pathTo(s: Scenario, target: string): string[] | null {
  const queue: { id: string; path: string[] }[] = [{ id: s.start, path: [] }];
  const seen = new Set([s.start]);
  while (queue.length > 0) {
    const { id, path } = queue.shift() as { id: string; path: string[] };
    if (id === target) return path;
    for (const o of s.nodes[id]?.options ?? []) {
      if (seen.has(o.next)) continue;
      seen.add(o.next);
      queue.push({ id: o.next, path: [...path, o.text] });
    }
  }
  return null;
}

function reachable(s: Scenario, from: string): Set<string> {
  const seen = new Set([from]);
  const stack = [from];
  while (stack.length > 0) {
    for (const o of s.nodes[stack.pop() ?? '']?.options ?? []) {
      if (seen.has(o.next)) continue;
      seen.add(o.next);
      stack.push(o.next);
    }
  }
  return seen;
}

function playPath(s: Scenario, texts: readonly string[]): TurnResult[] {
  const character = testCharacter({ name: 'Ava' });
  const ctx = { character, scenario: s, tier: 0, now: Date.UTC(2025, 0, 1), random: createRandom(5) };
  let state = newGameState({ charId: character.id, gameType: s.gameType, isFuta: s.futa });
  const turns: TurnResult[] = [];
  for (const message of ['', ...texts]) {
    const result = playTurn(state, { message, gameType: s.gameType, isFuta: s.futa }, ctx);
    if (isGameError(result)) throw new Error(result.error);
    turns.push(result);
    state = result.state;
  }
  return turns;
}

describe('demo scenario files', () => {
  it('exist for every non-chat game type and futa variant', () => {
    expect(
      Object.keys(PACK.scenarios)
        .map((name) => `${name}.json`)
        .sort(),
    ).toEqual(EXPECTED);
  });

  describe.each(EXPECTED)('%s', (file) => {
    const s = load(file);
    const endings = Object.entries(s.nodes)
      .filter(([, n]) => n.ending)
      .map(([id]) => id);
    const allText = Object.values(s.nodes).flatMap((n) => [
      ...n.lines.map((l) => (typeof l === 'string' ? l : l.text)),
      ...n.options.map((o) => o.text),
    ]);

    it('matches its file name, has 6-15 nodes and a connected graph', () => {
      expect(file).toBe(`${s.gameType}${s.futa ? '.futa' : ''}.json`);
      expect(Object.keys(s.nodes).length).toBeGreaterThanOrEqual(6);
      expect(Object.keys(s.nodes).length).toBeLessThanOrEqual(15);
      const fromStart = reachable(s, s.start);
      expect([...fromStart].sort()).toEqual(Object.keys(s.nodes).sort());
      for (const [id, n] of Object.entries(s.nodes)) {
        expect(n.ending || n.options.length > 0, `${id} is a dead end`).toBe(true);
        expect(
          [...reachable(s, id)].some((r) => s.nodes[r]?.ending),
          `${id} never ends`,
        ).toBe(true);
      }
    });
    it('speaks every interface language: title, lines and worded options', () => {
      expect(Object.keys(s.titleTrans).sort()).toEqual([...LANGUAGES].sort());
      for (const n of Object.values(s.nodes)) {
        for (const l of n.lines) {
          expect(typeof l, 'a line with translations').toBe('object');
          if (typeof l === 'string') continue;
          expect(Object.keys(l.trans).sort(), l.text).toEqual([...LANGUAGES].sort());
          for (const t of Object.values(l.trans)) {
            expect(t.trim()).not.toBe('');
            expect(t.includes('{name}')).toBe(l.text.includes('{name}'));
          }
        }
        for (const o of n.options) {
          if (isEmojiOnly(o.text)) continue;
          expect(Object.keys(o.trans).sort(), o.text).toEqual([...LANGUAGES].sort());
        }
      }
    });
    it('answers in the player language: responseTrans and optionsTrans from the file', () => {
      const character = testCharacter({ name: 'Ava' });
      const first = playTurn(
        newGameState({ charId: character.id, gameType: s.gameType, isFuta: s.futa }),
        { message: '', gameType: s.gameType },
        {
          character,
          scenario: s,
          tier: 0,
          now: 0,
          random: createRandom(1),
          language: 'ja',
        },
      );
      if (isGameError(first)) throw new Error(first.error);
      const start = s.nodes[s.start]!;
      expect(first.reply.messages.map((m) => m.responseTrans)).toEqual(
        start.lines.map((l) => (typeof l === 'string' ? null : (l.trans.ja ?? '').replaceAll('{name}', 'Ava'))),
      );
      if (start.options.some((o) => !isEmojiOnly(o.text)))
        expect(first.reply.optionsTrans).toEqual(start.options.map((o) => o.trans.ja ?? o.text));
    });
    it('reaches at least two endings', () => {
      expect(endings.length).toBeGreaterThanOrEqual(2);
    });
    it('never repeats a line, so dedup never swallows one', () => {
      const lines = Object.values(s.nodes).flatMap((n) => n.lines.map((l) => (typeof l === 'string' ? l : l.text)));
      expect(new Set(lines).size).toBe(lines.length);
    });
    it('keeps to the content rules', () => {
      for (const text of allText) expect(text).not.toMatch(MINOR_CODED);
      if (s.gameType === 'emojisfw') {
        expect(s.sfw).toBe(true);
        for (const text of allText) expect(isSafeText(text), text).toBe(true);
      }
      if (s.gameType === 'emoji' || s.gameType === 'emojisfw') {
        for (const n of Object.values(s.nodes))
          for (const o of n.options) expect(isEmojiOnly(o.text), o.text).toBe(true);
      }
      expect(allText.some((t) => /futa/i.test(t))).toBe(s.futa);
    });
    it.each(endings)('plays to the ending %s', (ending) => {
      const path = pathTo(s, ending);
      expect(path).not.toBeNull();
      const turns = playPath(s, path ?? []);
      const last = turns.at(-1);
      expect(last?.state.node).toBe(ending);
      expect(last?.reply.ended).toBe(true);
      expect(last?.reply.options).toEqual([]);
      expect(turns.slice(0, -1).every((t) => !t.reply.ended)).toBe(true);
      const spoken = turns.flatMap((t) => t.reply.messages.map((m) => m.response));
      expect(spoken.join(' ')).not.toContain('{name}');
      expect(spoken.some((m) => m.includes('Ava'))).toBe(true);
      expect(turns.reduce((sum, t) => sum + t.scoreDelta, 0)).toBe(last?.state.score);
    });
  });

  it.each(['minigame.json', 'minigame2.json', 'minigame.futa.json', 'minigame2.futa.json'])(
    '%s scores ten points a right answer',
    (file) => {
      const s = load(file);
      const perfect = playPath(s, pathTo(s, 'perfect') ?? []);
      expect(perfect.at(-1)?.reply.score).toBe(40);
      const tryAgain = playPath(s, pathTo(s, 'try') ?? []);
      expect(tryAgain.at(-1)?.reply.score).toBeLessThan(40);
    },
  );
});
