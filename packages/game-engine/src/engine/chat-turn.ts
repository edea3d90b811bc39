import type { Beat, GameState, Line, PackCharacter, Reply } from '@app/schema';
import { nextBlock } from '../rules/block.ts';
import { BLOCK_METER, DANGER_METER, WARNINGS_BEFORE_BLOCK } from '../rules/constants.ts';
import { moodBand, type MoodBand } from '../rules/level.ts';
import { randomInt } from '../rules/random.ts';
import { replyRange, type MeterRange } from '../rules/tastes.ts';
import { fillName } from '../text/lines.ts';
import { sentimentOf, type Sentiment } from '../text/sentiment.ts';
import { nearest, normalizedKnown, normalizeText } from '../text/tokens.ts';
import { addScore, moodOf, moveMeter, say, type Draft } from './draft.ts';
import { beatPool, currentBeat, locationChoices, offerNextBeat, poseChoices } from './offers.ts';
import { refusal, type GameError } from './types.ts';
import { dateThreshold, sceneThreshold, unlockedLocations } from './unlocks.ts';

/** Free text at least this similar to an offered reply counts as that reply. */
export const REPLY_MATCH_THRESHOLD = 0.5;

/** Typed words that match no offered reply count as the kind of reply their mood is: kind words as friendly, unkind ones as rude. */
const SENTIMENT_KIND: Readonly<Record<Exclude<Sentiment, 'neutral'>, Reply['kind']>> = {
  positive: 'friendly',
  negative: 'rude',
};
/** Neutral typed words (small talk) barely move the meter. */
export const NEUTRAL_TEXT_RANGE: MeterRange = [0, 1];

function sentimentRange(d: Draft, sentiment: Sentiment, band: MoodBand): MeterRange {
  if (sentiment === 'neutral') return NEUTRAL_TEXT_RANGE;
  return replyRange(
    d.character,
    { kind: SENTIMENT_KIND[sentiment] },
    band,
    d.state.stage === 'date' ? d.state.location : null,
  );
}

/** The offered reply the player's words stand for: the same text or translation, or the nearest one. */
export function matchReply(message: string, beat: Beat | null, language: string, name: string): Reply | null {
  if (!beat) return null;
  return nearest(message, beat.replies, (r) => replyTexts(r, language, name), REPLY_MATCH_THRESHOLD)?.item ?? null;
}

function replyTexts(r: Reply, language: string, name: string): string[] {
  return [fillName(r.text, name), ...(r.trans[language] ? [fillName(r.trans[language], name)] : [])];
}

/** The offered reply whose very text (or translation) the player sent, e.g. by clicking its chip; else null. */
export function exactReply(message: string, beat: Beat | null, language: string, name: string): Reply | null {
  if (!beat) return null;
  const said = normalizeText(message);
  if (said === '') return null;
  return beat.replies.find((r) => replyTexts(r, language, name).some((t) => normalizedKnown(t) === said)) ?? null;
}

/** The reply the state offers that `message` is exactly (a suggested reply clicked), or null: for the server's quota and model rules. */
export function offeredReply(
  state: GameState,
  character: PackCharacter,
  message: string,
  language = 'en',
): Reply | null {
  const b = state.beat;
  if (!b || (state.stage !== 'talk' && state.stage !== 'date')) return null;
  return exactReply(message, beatPool(character, b.pool)[b.index] ?? null, language, character.name);
}

/**
 * How the character takes a reply it offered: a rude one stings and gets an answer of its own, a
 * bold one too soon cools her, a welcome bold one makes her playful, a friendly one is simply
 * answered by the next beat.
 */
function reactToReply(d: Draft, reply: Reply, delta: number): void {
  if (reply.kind === 'rude') {
    say(d, d.character.dialogue.freeText.negative, { mood: 'negative' });
    return;
  }
  if (delta < 0) {
    say(d, d.character.dialogue.freeText.neutral, { mood: 'negative' });
    return;
  }
  if (reply.kind === 'bold') d.mood = 'playful';
}

/** The warning lines: the first in a row, then the sharper one (one more and she blocks). */
function warningPool(d: Draft, level: number): readonly Line[] {
  const { warning, lastWarning, freeText } = d.character.dialogue;
  const first = warning ?? freeText.negative;
  return level >= 2 ? (lastWarning ?? first) : first;
}

/**
 * The meter's fall on a rude turn, with the design's guard rails (§4 "Balance"): a fall into the
 * danger band (4..7) is a warning the player sees; a block needs two warnings in a row before it
 * and is never a turn's only notice. Anything that is not rude never blocks. Returns 'block',
 * 'warn' or null, having set the meter.
 */
function applyFall(d: Draft, delta: number, hostile: boolean): 'block' | 'warn' | null {
  const to = d.state.meter + delta;
  if (hostile && to <= BLOCK_METER && d.state.warnings >= WARNINGS_BEFORE_BLOCK) {
    moveMeter(d, delta);
    return 'block';
  }
  // Short of a block, a fall stops above the block line (or where it is, when already below it).
  const floor = Math.min(d.state.meter, BLOCK_METER + 1);
  moveMeter(d, Math.max(to, floor) - d.state.meter);
  return hostile && d.state.meter <= DANGER_METER ? 'warn' : null;
}

/** A talk or date turn: score the player's words, move the meter, then answer and offer more. */
export function replyTurn(d: Draft, message: string): void {
  const band = moodBand(d.state.meter);
  const beat = currentBeat(d);
  const reply = matchReply(message, beat, d.language, d.name);
  let range: MeterRange;
  let sentiment: Sentiment | null = null;
  if (reply) {
    range = replyRange(d.character, reply, band, d.state.stage === 'date' ? d.state.location : null);
    const exact = exactReply(message, beat, d.language, d.name) !== null;
    d.events.push({ type: 'freeText', matched: true, exact, reply: fillName(reply.text, d.name), kind: reply.kind });
  } else {
    sentiment = sentimentOf(message);
    range = sentimentRange(d, sentiment, band);
    d.state.counters.freeText += 1;
    d.events.push({ type: 'freeText', matched: false, sentiment });
  }
  const hostile = reply ? reply.kind === 'rude' : sentiment === 'negative';
  const rolled = randomInt(d.random, range[0], range[1]);
  const fall = rolled < 0 ? applyFall(d, rolled, hostile) : null;
  if (rolled >= 0) moveMeter(d, rolled);
  const delta = d.state.meter - d.startMeter;
  d.mood = moodOf(delta, d.state.meter);
  if (delta > 0) addScore(d, delta);
  if (d.state.stage === 'date') d.state.counters.dateTurns += 1;
  d.state.warnings = fall === 'warn' ? d.state.warnings + 1 : 0;

  if (fall === 'block') {
    // The block's own line only: its warnings came on the turns before.
    const block = nextBlock(d.state.blocks, d.now);
    d.state.timeout = block.until;
    d.state.blocks = block.record;
    d.events.push({ type: 'blocked', until: block.until, count: block.record.count });
    say(d, d.character.dialogue.blocked, { mood: 'negative' });
    return;
  }
  if (fall === 'warn') {
    d.events.push({ type: 'warned', level: d.state.warnings });
    say(d, warningPool(d, d.state.warnings), { mood: 'negative' });
  } else if (sentiment)
    say(d, d.character.dialogue.freeText[sentiment], { mood: sentiment === 'positive' ? d.mood : sentiment });
  else if (reply) reactToReply(d, reply, delta);

  if (d.state.stage === 'talk' && d.state.meter >= dateThreshold(d.character)) return offerLocations(d);
  if (d.state.stage === 'date' && d.state.meter >= sceneThreshold(d.character)) return offerActions(d);
  offerNextBeat(d);
}
export function offerLocations(d: Draft): void {
  d.state.stage = 'locationSelect';
  d.state.beat = null;
  say(d, d.character.dialogue.locationOffer, { mood: 'positive' });
  d.locationSelect = locationChoices(d);
  d.events.push({ type: 'locationOffered', locations: d.locationSelect.map((c) => c.id) });
}

export function offerActions(d: Draft, byChoice = false): void {
  d.state.stage = 'actionSelect';
  d.state.beat = null;
  d.state.counters.sceneTurns = 0;
  d.state.selectedActions = [];
  say(d, d.character.dialogue.actionOffer, { mood: 'playful' });
  d.actionSelect = poseChoices(d);
  d.events.push({ type: 'sceneStarted', byChoice });
}

/** Picks a date location; free text is matched to a location name, else answered and the offer stands. */
export function locationTurn(d: Draft, message: string, choice: string | undefined): GameError | null {
  const open = unlockedLocations(d.character, d.level);
  let id = choice;
  if (id === undefined)
    id = nearest(message, open, (l) => [l.name, ...Object.values(l.nameTrans)], REPLY_MATCH_THRESHOLD)?.item.id;
  if (id === undefined) {
    const sentiment = sentimentOf(message);
    say(d, d.character.dialogue.freeText[sentiment], { mood: sentiment });
    d.locationSelect = locationChoices(d);
    return null;
  }
  const location = d.character.locations.find((l) => l.id === id);
  if (!location) return refusal('location', 'game.chooseLocation');
  if (!open.includes(location)) return refusal('score', 'game.locationLocked', { unlockLevel: location.unlockLevel });
  d.state.stage = 'date';
  d.state.location = location.id;
  d.state.counters.dateTurns = 0;
  d.events.push({ type: 'dateStarted', location: location.id });
  // The location's picture always shows, with a new caption emoji when this place was seen before.
  say(d, [`[${location.image}]`], { mood: 'positive' });
  d.mood = 'positive';
  offerNextBeat(d);
  return null;
}
