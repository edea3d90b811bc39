import type { Beat, Choice, PackCharacter } from '@app/schema';
import { moodBand } from '../rules/level.ts';
import { isGodMode } from '../rules/tiers.ts';
import { pickOne, randomInt } from '../rules/random.ts';
import { isFresh, shuffled } from '../text/fresh.ts';
import { fillName, speak, translated } from '../text/lines.ts';
import { reactionsFor, say, sayAll, type Draft, type OfferedOption } from './draft.ts';
import { END_SCENE } from './types.ts';
import { availablePoses, unlockedLocations } from './unlocks.ts';

export function locationChoices(d: Draft): Choice[] {
  return unlockedLocations(d.character, d.level).map((l) => ({
    id: l.id,
    label: l.name,
    labelTrans: translated(l.nameTrans, d.language),
    image: l.image,
  }));
}

export function poseChoices(d: Draft): Choice[] {
  const poses: Choice[] = availablePoses(d.character, d.level, d.playerTags, d.isFuta).map((p) => ({
    id: p.id,
    label: p.name,
    labelTrans: translated(p.nameTrans, d.language),
    image: p.image,
  }));
  return isGodMode(d.tier)
    ? [...poses, { id: END_SCENE, label: 'End the scene', labelTrans: null, image: null }]
    : poses;
}

/** The beat pool of the stage: talk by mood band, or the date's location (talk when the pack has none). */
export function beatPoolKey(d: Draft): string {
  const loc = d.state.location;
  if (d.state.stage === 'date' && loc && d.character.dialogue.dates[loc]) return `date:${loc}`;
  return `talk:${moodBand(d.state.meter)}`;
}

/**
 * Where the next beat comes from, by preference: groups of pools whose unsaid beats are mixed. On a
 * date that turned hot, the hot talk beats join the location's beats; when a group is all said,
 * the neighbouring pools follow (the next band, the other location).
 */
export function beatChain(d: Draft): string[][] {
  const band = moodBand(d.state.meter);
  const here = beatPoolKey(d);
  if (here.startsWith('date:')) {
    const others = Object.keys(d.character.dialogue.dates)
      .filter((id) => `date:${id}` !== here)
      .map((id) => `date:${id}`);
    const first = band === 'hot' ? [here, 'talk:hot'] : [here];
    return [first, band === 'hot' ? ['talk:warm'] : ['talk:warm', 'talk:hot'], others];
  }
  if (band === 'cold') return [[here], ['talk:warm']];
  if (band === 'warm') return [[here], ['talk:cold', 'talk:hot']];
  return [[here], ['talk:warm'], Object.keys(d.character.dialogue.dates).map((id) => `date:${id}`)];
}

export function beatPool(c: PackCharacter, key: string): readonly Beat[] {
  const [kind, id = ''] = key.split(':');
  if (kind === 'date') return c.dialogue.dates[id] ?? c.dialogue.talk.cold;
  const band = id === 'hot' || id === 'warm' ? id : 'cold';
  return c.dialogue.talk[band];
}

/** The beat whose replies are on offer, if the state still points at one. */
export function currentBeat(d: Draft): Beat | null {
  const b = d.state.beat;
  if (!b) return null;
  return beatPool(d.character, b.pool)[b.index] ?? null;
}

/** The beat's replies in a random order, so the kind of a reply is never given away by its place. */
export function replyOptions(d: Draft, beat: Beat): OfferedOption[] {
  return shuffled(
    d.random,
    beat.replies.map((r) => ({ text: fillName(r.text, d.name), trans: translated(r.trans, d.language, d.name) })),
  );
}

/** A beat nobody heard yet: its first line is unsent. */
function isUnsaid(d: Draft, beat: Beat): boolean {
  const first = beat.lines[0];
  return first !== undefined && isFresh(speak(first, d.name, d.language), d.sent);
}

/**
 * Says the next beat of the stage and offers its replies: an unsaid beat from the first group of
 * pools that has one; when the pack has none left, a beat of the stage's own pool voiced as a
 * composed line (a reaction of the turn's mood plus the beat's line).
 */
export function offerNextBeat(d: Draft): void {
  for (const group of beatChain(d)) {
    const unsaid = group
      .flatMap((pool) => beatPool(d.character, pool).map((beat, index) => ({ pool, index, beat })))
      .filter((b) => isUnsaid(d, b.beat));
    if (unsaid.length === 0) continue;
    const pick = pickOne(d.random, unsaid);
    d.state.beat = { pool: pick.pool, index: pick.index };
    sayAll(d, pick.beat.lines);
    d.options = replyOptions(d, pick.beat);
    return;
  }
  const pool = beatPoolKey(d);
  const beats = beatPool(d.character, pool);
  if (beats.length === 0) return;
  const index = randomInt(d.random, 0, beats.length - 1);
  const beat = beats[index] as Beat;
  d.state.beat = { pool, index };
  say(d, [], { tails: beat.lines, leads: reactionsFor(d, d.mood) });
  d.options = replyOptions(d, beat);
}
