import type { ChatMessage, Choice, GameReply, GameState, Line, PackCharacter, Tags } from '@app/schema';
import { MINUTE_MS, PAUSE_MINUTES } from '../rules/constants.ts';
import { clampMeter, levelOf, moodBand } from '../rules/level.ts';
import { pickOne, type Random } from '../rules/random.ts';
import {
  freshLine,
  isFresh,
  keysOfLine,
  normalizedSent,
  spokenPool,
  unsentOf,
  type LineRequest,
  type Mood,
} from '../text/fresh.ts';
import { speak, type SpokenLine } from '../text/lines.ts';
import { isSafeText, SAFE_FALLBACK_LINE } from '../text/safety.ts';
import { meterChange, meterGuide } from './guide.ts';
import { remember } from './state.ts';
import type { GameEvent, TurnContext, TurnResult } from './types.ts';

/** A suggested reply as offered: its text and its translation for the player's language. */
export interface OfferedOption {
  text: string;
  trans: string | null;
}

/** The turn being built: a working copy of the state plus what the character says and offers. */
export interface Draft {
  state: GameState;
  character: PackCharacter;
  name: string;
  language: string;
  random: Random;
  now: number;
  tier: number;
  level: number;
  playerTags: Tags;
  isFuta: boolean;
  /** Safe-for-work turn: unsafe lines are replaced and images dropped. */
  sfw: boolean;
  messages: SpokenLine[];
  events: GameEvent[];
  scoreDelta: number;
  options: OfferedOption[];
  locationSelect: Choice[] | null;
  actionSelect: Choice[] | null;
  /** Keys of every line sent in this conversation, this turn's included. */
  sent: Set<string>;
  /** How the character feels about this turn: picks reactions and the emojis of composed lines. */
  mood: Mood;
  /** The player did something (text or a choice): the turn must answer with a line they have not seen. */
  acting: boolean;
  /** Lines a composed answer may build on when nothing else is left to say. */
  fallbackTails: readonly Line[] | null;
  /** The pack had nothing unsent left: the oldest memory was let go and the character takes a pause. */
  exhausted: boolean;
  /** The meter before the turn: the reply says how much it moved and why. */
  startMeter: number;
  /** The player met the character before: a greeting comes from the returning pool. */
  returning: boolean;
}

export function startDraft(state: GameState, ctx: TurnContext, isFuta: boolean): Draft {
  const sent = normalizedSent(state.sent);
  return {
    state: { ...state, sent, counters: { ...state.counters } },
    character: ctx.character,
    name: ctx.character.name,
    language: ctx.language ?? 'en',
    random: ctx.random,
    now: ctx.now,
    tier: ctx.tier,
    level: ctx.level ?? levelOf(state.score),
    playerTags: ctx.playerTags ?? {},
    isFuta,
    sfw: false,
    messages: [],
    events: [],
    scoreDelta: 0,
    options: [],
    locationSelect: null,
    actionSelect: null,
    sent: new Set(sent),
    mood: 'positive',
    acting: false,
    fallbackTails: null,
    exhausted: false,
    startMeter: state.meter,
    returning: ctx.returning ?? state.score > 0,
  };
}

/** Adds a line to the turn and to the lines already sent. */
export function push(d: Draft, line: SpokenLine): void {
  d.messages.push(line);
  for (const key of keysOfLine(line)) d.sent.add(key);
}

/** Lets the oldest half of the sent memory go, when a pack has nothing unsent left. */
function forgetOldest(d: Draft): void {
  d.state.sent = d.state.sent.slice(Math.floor(d.state.sent.length / 2));
  d.sent = new Set([...d.state.sent, ...d.messages.flatMap((m) => keysOfLine(m))]);
  d.exhausted = true;
}

/** The character's own answers for a mood: the reactions a composed line may start with. */
export function reactionsFor(d: Draft, mood: Mood): readonly Line[] {
  const free = d.character.dialogue.freeText;
  if (mood === 'negative') return free.negative;
  if (mood === 'neutral') return free.neutral;
  return free.positive;
}

export interface SayOptions {
  /** Pools tried after the first one, in order. */
  neighbours?: readonly (readonly Line[])[];
  /** Lines a composed line is built on (default: the pools' lines). */
  tails?: readonly Line[];
  /** Reaction lines that may lead a composed line. */
  leads?: readonly Line[];
  mood?: Mood;
  decorate?: (line: SpokenLine) => SpokenLine;
}

/**
 * Says a line the player has not seen: an unsent line of the pool or its neighbours, else a composed
 * one. When even those were all said, the oldest memory goes and the turn is marked exhausted.
 */
export function say(d: Draft, pool: readonly Line[], opts: SayOptions = {}): SpokenLine | null {
  const req: LineRequest = {
    pools: [pool, ...(opts.neighbours ?? [])],
    tails: opts.tails,
    leads: opts.leads,
    mood: opts.mood ?? d.mood,
    sfw: d.sfw,
    decorate: opts.decorate,
  };
  const ctx = () => ({ sent: d.sent, random: d.random, name: d.name, language: d.language });
  let line = freshLine(req, ctx());
  if (!line) {
    forgetOldest(d);
    line = freshLine(req, ctx());
  }
  if (!line) {
    const any = req.pools.find((p) => p.length > 0) ?? (req.tails && req.tails.length > 0 ? req.tails : null);
    if (!any) return null;
    const spoken = speak(pickOne(d.random, any), d.name, d.language);
    line = opts.decorate ? opts.decorate(spoken) : spoken;
  }
  push(d, line);
  return line;
}

/** Says an unsent line of the pool, if it has one (nothing composed): for notices the player may already know. */
export function sayUnsaid(d: Draft, pool: readonly Line[]): void {
  const fresh = unsentOf(spokenPool(pool, d.name, d.language), d.sent);
  if (fresh.length > 0) push(d, pickOne(d.random, fresh));
}

/** Appends an image as a bracketed reference to a line and its translation. */
export function withImage(image: string): (line: SpokenLine) => SpokenLine {
  return (l) => ({
    ...l,
    response: `${l.response} [${image}]`,
    responseTrans: l.responseTrans ? `${l.responseTrans} [${image}]` : null,
  });
}

/** Says every line of a sequence (a beat or a scenario node) that was not sent before. */
export function sayAll(d: Draft, lines: readonly Line[]): void {
  for (const line of lines) {
    const spoken = speak(line, d.name, d.language);
    if (isFresh(spoken, d.sent)) push(d, spoken);
  }
}

/** The mood of a meter change: a fall is negative, no change neutral, a rise playful once hot. */
export function moodOf(delta: number, meter: number): Mood {
  if (delta < 0) return 'negative';
  if (delta === 0) return 'neutral';
  return moodBand(meter) === 'hot' ? 'playful' : 'positive';
}

export function sayText(d: Draft, text: string): void {
  d.messages.push({ response: text, responseTrans: null });
}

export function addScore(d: Draft, points: number): void {
  const before = d.state.score;
  d.state.score = Math.max(0, before + points);
  d.scoreDelta += d.state.score - before;
  if (levelOf(d.state.score) > levelOf(before))
    d.events.push({ type: 'levelUp', from: levelOf(before), to: levelOf(d.state.score) });
}

/** Moves the meter, clamped to 0..30; returns the change that stuck. */
export function moveMeter(d: Draft, delta: number): number {
  const from = d.state.meter;
  const to = clampMeter(from + delta);
  d.state.meter = to;
  if (to !== from || delta !== 0) d.events.push({ type: 'meter', from, to, delta: to - from });
  return to - from;
}

const IMAGE_REF = /\s*\[[^\]]*\]/g;

function safe(line: SpokenLine): SpokenLine {
  const response = line.response.replace(IMAGE_REF, '').trim();
  const trans = line.responseTrans?.replace(IMAGE_REF, '').trim() ?? null;
  if (!response || !isSafeText(response) || (trans !== null && !isSafeText(trans)))
    return { response: SAFE_FALLBACK_LINE, responseTrans: null };
  return { response, responseTrans: trans };
}

/** The character's own lines of the current band: what a last-resort answer is built on in the chat game. */
function bandLines(d: Draft): Line[] {
  return d.character.dialogue.talk[moodBand(d.state.meter)].flatMap((b) => b.lines);
}

/**
 * Never silent: a turn where the player did something answers with at least one unseen line. A chat
 * whose pack ran dry takes a short in-character pause (the "away" status) instead of going quiet.
 */
function ensureAnswer(d: Draft): void {
  if (d.acting && d.messages.length === 0) {
    const tails = d.fallbackTails ?? (d.state.gameType === 'chat' ? bandLines(d) : []);
    say(d, [], { tails, leads: d.state.gameType === 'chat' ? reactionsFor(d, d.mood) : [] });
  }
  const chatting = d.state.gameType === 'chat' && (d.state.stage === 'talk' || d.state.stage === 'date');
  if (d.exhausted && chatting && d.state.timeout === null) {
    d.state.timeout = d.now + PAUSE_MINUTES * MINUTE_MS;
    d.events.push({ type: 'paused', until: d.state.timeout });
    say(d, d.character.dialogue.away, { mood: 'neutral' });
  }
}

export function finish(d: Draft): TurnResult {
  ensureAnswer(d);
  const lines = d.sfw ? d.messages.map(safe) : d.messages;
  const options = d.sfw ? d.options.filter((o) => isSafeText(o.text)) : d.options;
  const messages: ChatMessage[] = lines.map((l, i) => ({
    role: 'assistant',
    response: l.response,
    responseTrans: l.responseTrans,
    createdAt: new Date(d.now + i).toISOString(),
  }));
  d.state.counters.turns += 1;
  const state = remember(d.state, [...lines, ...d.messages.filter((m, i) => lines[i] !== m)]);
  const hasTrans = options.some((o) => o.trans !== null);
  const reply: GameReply = {
    messages,
    horny: state.meter,
    options: options.map((o) => o.text),
    optionsTrans: hasTrans ? options.map((o) => o.trans ?? o.text) : null,
    locationSelect: d.locationSelect,
    actionSelect: d.actionSelect,
    timeout: state.timeout,
    score: state.score,
    level: levelOf(state.score),
    stage: state.stage,
    ended: state.stage === 'ended',
    ...(state.gameType === 'chat'
      ? { change: meterChange(d, d.startMeter, state.meter), guide: meterGuide(d, levelOf(state.score)) }
      : {}),
  };
  return { state, reply, scoreDelta: d.scoreDelta, events: d.events };
}
