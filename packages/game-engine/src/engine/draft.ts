import type { ChatMessage, Choice, GameReply, GameState, Line, PackCharacter, Tags } from '@app/schema';
import { dedupKey } from '../rules/dedup.ts';
import { clampMeter, levelOf } from '../rules/level.ts';
import type { Random } from '../rules/random.ts';
import { pickLine, speak, type SpokenLine } from '../text/lines.ts';
import { isSafeText, SAFE_FALLBACK_LINE } from '../text/safety.ts';
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
}

export function startDraft(state: GameState, ctx: TurnContext, isFuta: boolean): Draft {
  return {
    state: { ...state, counters: { ...state.counters } },
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
  };
}

function sentKeys(d: Draft): Set<string> {
  return new Set([...d.state.sent, ...d.messages.map((m) => dedupKey(m.response))]);
}

/** Says one line from a pool, avoiding lines already sent. */
export function say(d: Draft, pool: readonly Line[], decorate?: (line: SpokenLine) => SpokenLine): void {
  d.messages.push(pickLine(pool, sentKeys(d), d.random, d.name, d.language, decorate));
}

/** Appends an image as a bracketed reference to a line and its translation. */
export function withImage(image: string): (line: SpokenLine) => SpokenLine {
  return (l) => ({ response: `${l.response} [${image}]`, responseTrans: l.responseTrans ? `${l.responseTrans} [${image}]` : null });
}

/** Says every line of a sequence (a beat or a scenario node) that was not sent before. */
export function sayAll(d: Draft, lines: readonly Line[]): void {
  for (const line of lines) {
    const spoken = speak(line, d.name, d.language);
    if (!sentKeys(d).has(dedupKey(spoken.response))) d.messages.push(spoken);
  }
}

export function sayText(d: Draft, text: string): void {
  d.messages.push({ response: text, responseTrans: null });
}

export function addScore(d: Draft, points: number): void {
  const before = d.state.score;
  d.state.score = Math.max(0, before + points);
  d.scoreDelta += d.state.score - before;
  if (levelOf(d.state.score) > levelOf(before)) d.events.push({ type: 'levelUp', from: levelOf(before), to: levelOf(d.state.score) });
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
  if (!response || !isSafeText(response) || (trans !== null && !isSafeText(trans))) return { response: SAFE_FALLBACK_LINE, responseTrans: null };
  return { response, responseTrans: trans };
}

export function finish(d: Draft): TurnResult {
  const lines = d.sfw ? d.messages.map(safe) : d.messages;
  const options = d.sfw ? d.options.filter((o) => isSafeText(o.text)) : d.options;
  const messages: ChatMessage[] = lines.map((l, i) => ({
    role: 'assistant',
    response: l.response,
    responseTrans: l.responseTrans,
    createdAt: new Date(d.now + i).toISOString(),
  }));
  d.state.counters.turns += 1;
  const state = remember(d.state, lines.map((l) => l.response));
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
  };
  return { state, reply, scoreDelta: d.scoreDelta, events: d.events };
}
