import type { Beat, Reply } from '@app/schema';
import { BLOCK_DURATION_MS, BLOCK_METER } from '../rules/constants.ts';
import { moodBand, type MoodBand } from '../rules/level.ts';
import { randomInt } from '../rules/random.ts';
import { fillName } from '../text/lines.ts';
import { sentimentOf, type Sentiment } from '../text/sentiment.ts';
import { nearest } from '../text/tokens.ts';
import { addScore, moveMeter, say, sayAll, type Draft } from './draft.ts';
import {
  currentBeat,
  dateThreshold,
  locationChoices,
  offerNextBeat,
  poseChoices,
  sceneThreshold,
  unlockedLocations,
} from './offers.ts';

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
  const texts = (r: Reply): string[] => [fillName(r.text, name), ...(r.trans[language] ? [fillName(r.trans[language], name)] : [])];
  return nearest(message, beat.replies, texts, REPLY_MATCH_THRESHOLD)?.item ?? null;
}

/** A talk or date turn: score the player's words, move the meter, then answer and offer more. */
export function replyTurn(d: Draft, message: string): void {
  const band = moodBand(d.state.meter);
  const reply = matchReply(message, currentBeat(d), d.language, d.name);
  let range: [number, number];
  if (reply) {
    range = reply.meter ?? meterRange(reply.kind, band);
    d.events.push({ type: 'freeText', matched: true });
  } else {
    const sentiment = sentimentOf(message);
    range = SENTIMENT_RANGE[sentiment];
    d.state.counters.freeText += 1;
    d.events.push({ type: 'freeText', matched: false, sentiment });
    say(d, d.character.dialogue.freeText[sentiment]);
  }
  const delta = randomInt(d.random, range[0], range[1]);
  moveMeter(d, delta);
  if (delta > 0) addScore(d, delta);
  if (d.state.stage === 'date') d.state.counters.dateTurns += 1;

  if (delta < 0 && d.state.meter <= BLOCK_METER) {
    d.state.timeout = d.now + BLOCK_DURATION_MS;
    d.events.push({ type: 'blocked', until: d.state.timeout });
    say(d, d.character.dialogue.blocked);
    return;
  }
  if (d.state.stage === 'talk' && d.state.meter >= dateThreshold(d.character)) return offerLocations(d);
  if (d.state.stage === 'date' && d.state.meter >= sceneThreshold(d.character)) return offerActions(d);
  offerNextBeat(d);
}

export function offerLocations(d: Draft): void {
  d.state.stage = 'locationSelect';
  d.state.beat = null;
  say(d, d.character.dialogue.locationOffer);
  d.locationSelect = locationChoices(d);
  d.events.push({ type: 'locationOffered', locations: d.locationSelect.map((c) => c.id) });
}

export function offerActions(d: Draft, byChoice = false): void {
  d.state.stage = 'actionSelect';
  d.state.beat = null;
  d.state.counters.sceneTurns = 0;
  d.state.selectedActions = [];
  say(d, d.character.dialogue.actionOffer);
  d.actionSelect = poseChoices(d);
  d.events.push({ type: 'sceneStarted', byChoice });
}

/** Picks a date location; free text is matched to a location name, else answered and the offer stands. */
export function locationTurn(d: Draft, message: string, choice: string | undefined): { error: string; cause: 'location' | 'score' } | null {
  const open = unlockedLocations(d.character, d.level);
  let id = choice;
  if (id === undefined) id = nearest(message, open, (l) => [l.name, ...Object.values(l.nameTrans)], REPLY_MATCH_THRESHOLD)?.item.id;
  if (id === undefined) {
    say(d, d.character.dialogue.freeText[sentimentOf(message)]);
    d.locationSelect = locationChoices(d);
    return null;
  }
  const location = d.character.locations.find((l) => l.id === id);
  if (!location) return { error: 'Choose one of the offered locations', cause: 'location' };
  if (!open.includes(location)) return { error: `${location.name} unlocks at level ${location.unlockLevel}`, cause: 'score' };
  d.state.stage = 'date';
  d.state.location = location.id;
  d.state.counters.dateTurns = 0;
  d.events.push({ type: 'dateStarted', location: location.id });
  sayAll(d, [`[${location.image}]`]);
  offerNextBeat(d);
  return null;
}
