import type { Line } from '@app/schema';
import { dedupKey } from '../rules/dedup.ts';
import { pickOne, type Random } from '../rules/random.ts';
import { speak, type SpokenLine } from './lines.ts';

/** A pool's lines resolved for one character and language, with the keys each is checked on. */
export interface SpokenPool {
  lines: readonly SpokenLine[];
  keys: readonly (readonly string[])[];
}

// A pack's pools are spoken for every beat of every turn: each pool's lines and their keys are worked
// out once per character name and language (the pool arrays live as long as the loaded pack).
const spokenPools = new WeakMap<readonly Line[], Map<string, SpokenPool>>();

/** Every line of a pool resolved with `speak`, and its keys; the same object each time (do not change it). */
export function spokenPool(pool: readonly Line[], name: string, language: string): SpokenPool {
  let byVoice = spokenPools.get(pool);
  if (!byVoice) spokenPools.set(pool, (byVoice = new Map<string, SpokenPool>()));
  const voice = `${name}\u0000${language}`;
  let spoken = byVoice.get(voice);
  if (!spoken) {
    const lines = pool.map((l) => speak(l, name, language));
    byVoice.set(voice, (spoken = { lines, keys: lines.map(freshKeys) }));
  }
  return spoken;
}

/** The lines of a spoken pool not sent before. */
export function unsentOf(pool: SpokenPool, sent: SentKeys): SpokenLine[] {
  return pool.lines.filter((_, i) => unsent(pool.keys[i]!, sent));
}

/**
 * Lines the player has not seen yet. The page drops a reply whose first 300 characters (of the
 * text or of its translation) it already shows (spec §4), so a repeated line is silence for the
 * player. The state remembers what was sent as short hashes of those keys; this module picks
 * unsent lines, falling back from pool to pool, then to composed lines (a reaction plus a line, a
 * line with a mood emoji), so a finite content pack keeps answering.
 */

function fnv(text: string, offset: number): number {
  let h = offset;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

// Pack lines recur every turn (every beat is checked for being unsaid): their keys are worked out once.
const KNOWN_KEYS = 20_000;
const knownKeys = new Map<string, string>();

/** The compact key the state keeps for a text: a 64-bit hash of its dedup key (first 300 characters). */
export function sentKey(text: string): string {
  let known = knownKeys.get(text);
  if (known === undefined) {
    const key = dedupKey(text);
    known = `#${fnv(key, 2166136261).toString(36)}.${fnv(key, 0x9747b28c).toString(36)}`;
    if (knownKeys.size >= KNOWN_KEYS) knownKeys.clear();
    knownKeys.set(text, known);
  }
  return known;
}

/** 0-9 or a-z: a digit of a base-36 number. */
function isBase36(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122);
}

/**
 * A compact key (`#` + 1-7 base-36 digits + `.` + 1-7 digits), checked by hand: a turn checks all of
 * up to 2,000 stored keys, and a regular expression made that the engine's largest cost per turn.
 */
function isCompactKey(entry: string): boolean {
  const n = entry.length;
  if (n < 4 || n > 16 || entry.charCodeAt(0) !== 35) return false;
  const dot = entry.indexOf('.', 2);
  if (dot < 2 || dot > 8 || n - dot - 1 < 1 || n - dot - 1 > 7) return false;
  for (let i = 1; i < n; i++) if (i !== dot && !isBase36(entry.charCodeAt(i))) return false;
  return true;
}

/** A stored entry as a compact key: older states kept the dedup key itself. */
export function normalizeSentKey(entry: string): string {
  return isCompactKey(entry) ? entry : sentKey(entry);
}

// Lists already made of compact keys (a parsed state's): a turn reads the state once and drafts from it
// once, and normalising up to 2,000 entries twice was a tenth of the engine's time per turn.
const compactLists = new WeakSet<readonly string[]>();

/** The sent memory as compact keys; a list this function returned before is returned as it is. */
export function normalizedSent(sent: readonly string[]): string[] {
  if (compactLists.has(sent)) return sent as string[];
  // A list is all old keys (a state not played since the keys became compact) or all compact ones (the
  // first turn after rewrote it whole): its ends tell which, without a check of every entry each turn.
  const stored = sent.length === 0 || (isCompactKey(sent[0]!) && isCompactKey(sent[sent.length - 1]!));
  const compact = stored ? (sent as string[]) : sent.map(normalizeSentKey);
  compactLists.add(compact);
  return compact;
}

/** Every key the page compares a line on: its text, its translation, and texts it stands for. */
export function keysOfLine(line: SpokenLine | string): string[] {
  const texts = typeof line === 'string' ? [line] : [line.response, line.responseTrans ?? '', ...(line.also ?? [])];
  return texts.filter((t) => dedupKey(t).length > 0).map(sentKey);
}

/** The keys the page compares a line on for freshness: its text and its translation. */
function freshKeys(line: SpokenLine): string[] {
  return keysOfLine({ response: line.response, responseTrans: line.responseTrans });
}

/** True when none of the keys was sent before. */
function unsent(keys: readonly string[], sent: SentKeys): boolean {
  for (const k of keys) if (sent.has(k)) return false;
  return true;
}

/** True when neither the line's text nor its translation was sent before. */
export function isFresh(line: SpokenLine, sent: SentKeys): boolean {
  return unsent(freshKeys(line), sent);
}

/** The sent memory as a turn checks it. */
export interface SentKeys {
  has(key: string): boolean;
}

/** How the character feels about the turn; it picks reaction lines and emojis of composed lines. */
export type Mood = 'positive' | 'playful' | 'neutral' | 'negative';

const MOOD_EMOJIS: Record<Mood, readonly string[]> = {
  positive: ['😊', '🥰', '😄', '✨', '💕', '😌', '🙂', '😍'],
  playful: ['😏', '😉', '🔥', '😘', '💋', '😈', '🥰', '✨'],
  neutral: ['🙂', '🤔', '😌', '👀', '😅', '🤷', '☕', '🎶'],
  negative: ['😒', '🙄', '😤', '😑', '🤨', '😕', '🚫', '💢'],
};
/** Emojis a safe-for-work game may add. */
const SAFE_EMOJIS: readonly string[] = ['😊', '🙂', '😄', '✨', '👍', '🌟', '🤔', '😅'];

export function moodEmojis(mood: Mood, sfw = false): readonly string[] {
  return sfw ? SAFE_EMOJIS : MOOD_EMOJIS[mood];
}

export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface LineRequest {
  /** Pools by preference: an unsent line of the first pool that has one answers. */
  pools: readonly (readonly Line[])[];
  /** Lines a composed answer is built on when every pool is spent (default: the pools' lines). */
  tails?: readonly Line[];
  /** Reaction lines that may lead a composed answer, e.g. the character's answers for the mood. */
  leads?: readonly Line[];
  mood: Mood;
  sfw?: boolean;
  /** Finishes a line before the check, e.g. appends an image. */
  decorate?: (line: SpokenLine) => SpokenLine;
}

export interface SpeakContext {
  sent: SentKeys;
  random: Random;
  name: string;
  language: string;
}

function joined(lead: SpokenLine, tail: SpokenLine): SpokenLine {
  const trans =
    lead.responseTrans || tail.responseTrans
      ? `${lead.responseTrans ?? lead.response} ${tail.responseTrans ?? tail.response}`
      : null;
  return { response: `${lead.response} ${tail.response}`, responseTrans: trans, also: [tail.response] };
}

function withEmoji(line: SpokenLine, emoji: string, before: boolean): SpokenLine {
  const put = (t: string): string => (before ? `${emoji} ${t}` : `${t} ${emoji}`);
  return {
    response: put(line.response),
    responseTrans: line.responseTrans === null ? null : put(line.responseTrans),
    also: [line.response],
  };
}

function unique(lines: SpokenLine[]): SpokenLine[] {
  const seen = new Set<string>();
  return lines.filter((l) => !seen.has(l.response) && Boolean(seen.add(l.response)));
}

/**
 * An unsent line for the request: from the pools in order, else a reaction lead joined to a line,
 * else a line with a mood emoji before or after it. Null when even those were all sent.
 */
export function freshLine(req: LineRequest, c: SpeakContext): SpokenLine | null {
  const decorate = req.decorate ?? ((l: SpokenLine) => l);
  const voice = (pool: readonly Line[]): SpokenLine[] => pool.map((l) => speak(l, c.name, c.language));
  for (const pool of req.pools) {
    const spoken = spokenPool(pool, c.name, c.language);
    const fresh = req.decorate
      ? spoken.lines.map(req.decorate).filter((l) => isFresh(l, c.sent))
      : unsentOf(spoken, c.sent);
    if (fresh.length > 0) return pickOne(c.random, fresh);
  }
  const tails = unique(voice(req.tails ?? req.pools.flat()));
  const leads = unique(voice(req.leads ?? []));
  const pairs = shuffled(
    c.random,
    leads.flatMap((lead) => tails.filter((t) => t.response !== lead.response).map((tail) => joined(lead, tail))),
  );
  for (const pair of pairs) {
    const line = decorate(pair);
    if (isFresh(line, c.sent)) return line;
  }
  const emojis = moodEmojis(req.mood, req.sfw);
  for (const tail of shuffled(c.random, tails)) {
    for (const emoji of shuffled(c.random, emojis)) {
      for (const before of c.random() < 0.5 ? [true, false] : [false, true]) {
        const line = decorate(withEmoji(tail, emoji, before));
        if (isFresh(line, c.sent)) return line;
      }
    }
  }
  // Last: an emoji on each side, many more combinations of the same lines.
  for (const tail of shuffled(c.random, tails)) {
    for (const first of shuffled(c.random, emojis)) {
      for (const second of shuffled(c.random, emojis)) {
        const line = decorate(withEmoji(withEmoji(tail, first, true), second, false));
        if (isFresh(line, c.sent)) return { ...line, also: [tail.response] };
      }
    }
  }
  return null;
}

/** A fresh line's own text with a mood emoji, for a reaction on an unsent line (the plain line counts as said). */
export function withMoodEmoji(line: SpokenLine, mood: Mood, random: Random, sfw = false): SpokenLine {
  return withEmoji(line, pickOne(random, moodEmojis(mood, sfw)), random() < 0.5);
}
