import type { Beat, GameState, PackCharacter, Reply } from '@app/schema';
import { BLOCK_DURATION_MS, BLOCK_METER } from '../rules/constants.ts';
import { moodBand, type MoodBand } from '../rules/level.ts';
import { randomInt } from '../rules/random.ts';
import { fillName } from '../text/lines.ts';
import { sentimentOf, type Sentiment } from '../text/sentiment.ts';
import { nearest, normalizeText } from '../text/tokens.ts';
import { addScore, moodOf, moveMeter, say, type Draft } from './draft.ts';
import { beatPool, currentBeat, locationChoices, offerNextBeat, poseChoices } from './offers.ts';
import { dateThreshold, sceneThreshold, unlockedLocations } from './unlocks.ts';

/** Free text at least this similar to an offered reply counts as that reply. */
export const REPLY_MATCH_THRESHOLD = 0.5;

/** Default meter change ranges by reply kind (design §4); bold is unwelcome while cold. */
export function meterRange(kind: Reply['kind'], band: MoodBand): [number, number] {
  if (kind === 'friendly') return [1, 3];
  if (kind === 'bold') return band === 'cold' ? [-3, -1] : [2, 4];
  return [-6, -3];
}

const SENTIMENT_RANGE: Record<Sentiment, [number, number]> = { positive: [1, 3], neutral: [0, 1], negative: [-6, -3] };

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
  return beat.replies.find((r) => replyTexts(r, language, name).some((t) => normalizeText(t) === said)) ?? null;
}

/** The reply the state offers that `message` is exactly (a suggested reply clicked), or null: for the server's quota and model rules. */
export function offeredReply(state: GameState, character: PackCharacter, message: string, language = 'en'): Reply | null {
  const b = state.beat;
  if (!b || (state.stage !== 'talk' && state.stage !== 'date')) return null;
  return exactReply(message, beatPool(character, b.pool)[b.index] ?? null, language, character.name);
}

/**
 * How the character takes a reply it offered: a rude one stings and gets an answer of its own, a
 * bold one is welcome only once warm, a friendly one is simply answered by the next beat.
 */
function reactToReply(d: Draft, reply: Reply, delta: number): void {
  if (reply.kind === 'rude') {
    say(d, d.character.dialogue.freeText.negative, { mood: 'negative' });
    return;
  }
  // Too bold too soon: she cools down and says so.
  if (delta < 0) {
    say(d, d.character.dialogue.freeText.neutral, { mood: 'negative' });
    return;
  }
  if (reply.kind === 'bold') d.mood = 'playful';
}

/** A talk or date turn: score the player's words, move the meter, then answer and offer more. */
export function replyTurn(d: Draft, message: string): void {
  const band = moodBand(d.state.meter);
  const beat = currentBeat(d);
  const reply = matchReply(message, beat, d.language, d.name);
  let range: [number, number];
  let sentiment: Sentiment | null = null;
  if (reply) {
    range = reply.meter ?? meterRange(reply.kind, band);
    const exact = exactReply(message, beat, d.language, d.name) !== null;
    d.events.push({ type: 'freeText', matched: true, exact, reply: fillName(reply.text, d.name), kind: reply.kind });
  } else {
    sentiment = sentimentOf(message);
    range = SENTIMENT_RANGE[sentiment];
    d.state.counters.freeText += 1;
    d.events.push({ type: 'freeText', matched: false, sentiment });
  }
  const delta = randomInt(d.random, range[0], range[1]);
  moveMeter(d, delta);
  d.mood = moodOf(delta, d.state.meter);
  if (delta > 0) addScore(d, delta);
  if (d.state.stage === 'date') d.state.counters.dateTurns += 1;
  // Free text is never ignored: it gets an answer for its mood before anything else.
  if (sentiment) say(d, d.character.dialogue.freeText[sentiment], { mood: sentiment === 'positive' ? d.mood : sentiment });
  else if (reply) reactToReply(d, reply, delta);

  if (delta < 0 && d.state.meter <= BLOCK_METER) {
    d.state.timeout = d.now + BLOCK_DURATION_MS;
    d.events.push({ type: 'blocked', until: d.state.timeout });
    say(d, d.character.dialogue.blocked, { mood: 'negative' });
    return;
  }
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
export function locationTurn(d: Draft, message: string, choice: string | undefined): { error: string; cause: 'location' | 'score' } | null {
  const open = unlockedLocations(d.character, d.level);
  let id = choice;
  if (id === undefined) id = nearest(message, open, (l) => [l.name, ...Object.values(l.nameTrans)], REPLY_MATCH_THRESHOLD)?.item.id;
  if (id === undefined) {
    const sentiment = sentimentOf(message);
    say(d, d.character.dialogue.freeText[sentiment], { mood: sentiment });
    d.locationSelect = locationChoices(d);
    return null;
  }
  const location = d.character.locations.find((l) => l.id === id);
  if (!location) return { error: 'Choose one of the offered locations', cause: 'location' };
  if (!open.includes(location)) return { error: `This location unlocks at level ${location.unlockLevel}`, cause: 'score' };
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
