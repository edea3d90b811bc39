import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PACK_DIR, readPack } from '@app/content';
import { dedupKey, isEmojiOnly, posesPerTurn } from '@app/game-engine';
import type { GameReply, PackCharacter, Scenario } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { createPlayer, ok, send, type SendBody, type Surface } from './game-fixtures.ts';
import { loadContentPack } from '../src/services/content/index.ts';
import { packScenarios } from '../src/services/game/scenarios.ts';
import pino from 'pino';

/**
 * The demo pack played through the HTTP calls with no model configured: every character for 210
 * turns as a varied player would (kind, bold, rude, typing, dates, scenes, waiting out blocks and
 * cooldowns), and every story game and futa variant to each of its endings.
 */

const pack = readPack(DEMO_PACK_DIR);
const media = new Set([...pack.media.files, ...pack.media.generated]);
const TURNS = 210;
const FREE_TEXT = [
  'you are gorgeous and sweet',
  'I love this place',
  'what do you do for fun?',
  'I work as a nurse and I love hiking',
  'tell me something',
  'the weather is mild today',
  'this is boring',
  'haha you are funny',
  'I had pasta for lunch',
  '😍',
];

/** A seeded player's dice. */
function dice(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The kind of each reply the character offers, by its English text and translations. */
function replyKinds(c: PackCharacter): Map<string, 'friendly' | 'bold' | 'rude'> {
  const beats = [
    ...c.dialogue.talk.cold,
    ...c.dialogue.talk.warm,
    ...c.dialogue.talk.hot,
    ...Object.values(c.dialogue.dates).flat(),
  ];
  const kinds = new Map<string, 'friendly' | 'bold' | 'rude'>();
  for (const r of beats.flatMap((b) => b.replies))
    for (const t of [r.text, ...Object.values(r.trans)]) kinds.set(t.replaceAll('{name}', c.name), r.kind);
  return kinds;
}

interface Stats {
  silent: string[];
  repeats: string[];
  badImages: string[];
  untranslated: string[];
  dates: number;
  scenes: number;
  hot: number;
}

async function playCharacter(ts: TestServer, c: PackCharacter, index: number): Promise<Stats> {
  const tier = Math.max(c.tier, index % 4);
  const language = index % 2 ? 'es' : 'en';
  const player = await createPlayer(ts, tier);
  const roll = dice(index + 7);
  const kinds = replyKinds(c);
  const seen = new Set<string>();
  const stats: Stats = { silent: [], repeats: [], badImages: [], untranslated: [], dates: 0, scenes: 0, hot: 0 };
  let last: GameReply | null = null;
  let sceneTurns = 0;
  for (let turn = 0; turn < TURNS; turn++) {
    ts.clock.advance(60_000);
    let body: SendBody;
    let acting = true;
    if (last === null) body = {};
    else if (last.timeout !== null && last.timeout > ts.clock.now && roll() < 0.75) {
      ts.clock.now = last.timeout + 1000;
      body = {};
    } else if (last.locationSelect)
      body = { choices: [last.locationSelect[Math.floor(roll() * last.locationSelect.length)]!.id] };
    else if (last.actionSelect) {
      const poses = last.actionSelect.filter((p) => p.id !== 'end-scene').map((p) => p.id);
      const count = Math.min(poses.length, roll() < 0.3 ? posesPerTurn(tier) : 1);
      const start = Math.floor(roll() * Math.max(1, poses.length - count));
      body =
        tier === 3 && sceneTurns >= 2 && roll() < 0.5
          ? { choices: ['end-scene'] }
          : { choices: poses.slice(start, start + count) };
    } else if (turn % 40 === 39) {
      body = {}; // the page is opened again: the history comes back, nothing new is owed
      acting = false;
    } else if (last.options.length > 0 && roll() < 0.78) {
      const r = roll();
      const want = r < 0.6 ? 'friendly' : r < 0.95 ? 'bold' : 'rude';
      body = { message: last.options.find((o) => kinds.get(o) === want) ?? last.options[0]! };
    } else body = { message: FREE_TEXT[Math.floor(roll() * FREE_TEXT.length)]! };

    const now = ts.clock.now;
    const surface: Surface = turn % 2 ? 'trpc' : 'rest';
    const reply = ok(await send(ts, player, surface, c.id, body, language));
    // The reply to an empty message starts with the stored history; what this turn said is dated from now on.
    const fresh = reply.messages.filter((m) => Date.parse(m.createdAt) >= now);
    if (acting && fresh.length === 0) stats.silent.push(`turn ${turn} ${JSON.stringify(body)}`);
    for (const m of fresh) {
      for (const key of [m.response, m.responseTrans ?? ''].map(dedupKey).filter(Boolean)) {
        if (seen.has(key)) stats.repeats.push(`turn ${turn}: ${key}`);
        seen.add(key);
      }
      for (const ref of m.response.match(/\[[^\]]+\]/g) ?? [])
        if (!media.has(ref.slice(1, -1))) stats.badImages.push(ref);
      const text = m.response
        .replace(/\[[^\]]+\]/g, '')
        .replace(/\p{Extended_Pictographic}|\uFE0F/gu, '')
        .trim();
      if (language === 'es' && text !== '' && !m.responseTrans) stats.untranslated.push(m.response);
    }
    if (last?.locationSelect && reply.stage === 'date') stats.dates++;
    if (last?.actionSelect && reply.stage === 'talk') stats.scenes++;
    sceneTurns = reply.actionSelect ? sceneTurns + (last?.actionSelect ? 1 : 0) : 0;
    if (reply.stage === 'date' && reply.horny >= 20) stats.hot++;
    last = reply;
  }
  return stats;
}

/** The option texts leading from the start to a node (breadth-first). */
function pathTo(s: Scenario, target: string): number[] | null {
  const queue: { id: string; path: number[] }[] = [{ id: s.start, path: [] }];
  const seen = new Set([s.start]);
  while (queue.length > 0) {
    const { id, path } = queue.shift()!;
    if (id === target) return path;
    (s.nodes[id]?.options ?? []).forEach((o, i) => {
      if (seen.has(o.next)) return;
      seen.add(o.next);
      queue.push({ id: o.next, path: [...path, i] });
    });
  }
  return null;
}

const MILA = pack.characters.find((c) => c.id === 'mila')!.name;
const lineText = (l: Scenario['nodes'][string]['lines'][number]): string =>
  (typeof l === 'string' ? l : l.text).replaceAll('{name}', MILA);

describeEachDb('the demo pack through the HTTP calls', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await loadContentPack(ts.db.prisma, pack, { now: ts.clock.now });
    ts.built.app.game.scenarios = packScenarios(DEMO_PACK_DIR, pino({ level: 'silent' }));
  }, 120_000);
  afterAll(() => ts.close());

  describe.each(pack.characters.map((c, i) => [c.id, c, i] as const))('%s', (_, c, index) => {
    it(`answers ${TURNS} turns with lines never shown before, with dates and scenes`, async () => {
      const stats = await playCharacter(ts, c, index);
      expect(stats.silent).toEqual([]);
      expect(stats.repeats).toEqual([]);
      expect(stats.badImages).toEqual([]);
      expect(stats.untranslated).toEqual([]);
      expect(stats.dates).toBeGreaterThanOrEqual(2);
      expect(stats.scenes).toBeGreaterThanOrEqual(2);
      expect(stats.hot).toBeGreaterThan(0);
    }, 240_000);
  });

  describe.each(Object.entries(pack.scenarios))('%s', (file, s) => {
    const endings = Object.entries(s.nodes)
      .filter(([, n]) => n.ending)
      .map(([id]) => id);
    it.each(endings)('plays to the ending %s in the player language', async (ending) => {
      const player = await createPlayer(ts);
      const path = pathTo(s, ending)!;
      const game = { gameType: s.gameType, isFuta: s.futa };
      const surface: Surface = ending.length % 2 ? 'rest' : 'trpc';
      let reply = ok(await send(ts, player, surface, 'mila', game, 'es'));
      expect(reply.messages.map((m) => m.response)).toEqual(s.nodes[s.start]!.lines.map(lineText));
      for (const i of path) {
        expect(reply.ended).toBe(false);
        // worded options come in Spanish too; emoji-only ones need no translation
        if (reply.options.some((o) => !isEmojiOnly(o)))
          expect(reply.optionsTrans, `${file}: options in Spanish`).toHaveLength(reply.options.length);
        reply = ok(await send(ts, player, surface, 'mila', { ...game, choices: [String(i)] }, 'es'));
        for (const m of reply.messages) expect(m.responseTrans, m.response).toBeTruthy();
      }
      expect(reply).toMatchObject({ ended: true, stage: 'ended', options: [] });
      expect(reply.messages.map((m) => m.response)).toEqual(s.nodes[ending]!.lines.map(lineText));
      const stored = await ts.db.prisma.gameState.findMany({
        where: { userId: player.id },
        select: { gameType: true },
      });
      expect(stored.map((r) => r.gameType)).toEqual([`${s.gameType}${s.futa ? '.futa' : ''}`]);
    });
  });
});
