import type { PackCharacter, Reply } from '@app/schema';
import { moodBand } from '../rules/level.ts';
import { pickOne, type Random } from '../rules/random.ts';
import { expectedChange, tastesOf } from '../rules/tastes.ts';
import { beatPool } from '../engine/offers.ts';
import { fillName } from '../text/lines.ts';
import { END_SCENE, type TurnInput, type TurnResult } from '../engine/types.ts';

/** The players the balance simulation plays (issue 14). */
export const POLICIES = ['random', 'first', 'kind', 'reader', 'rude', 'typed'] as const;
export type PolicyName = (typeof POLICIES)[number];

/** Ordinary things a player types, polite and rude: the "typed" player draws from these. */
export const TYPED_SENTENCES = [
  'Hi! How is your day going?',
  'You have a lovely smile',
  'Tell me something about you',
  'I love this place, it is so cozy',
  'Haha, you are funny',
  'What do you like to do for fun?',
  'That sounds wonderful',
  'You look amazing tonight',
  'I had pasta for lunch',
  'ok',
  'Sure, why not',
  'I work in an office downtown',
  'This is boring',
  'Whatever, I do not care',
  'Shut up, you talk too much',
  'You are annoying',
] as const;

interface Offered {
  text: string;
  reply: Reply | null;
}

/** The offered replies with what the pack says of them (the page shows only their text). */
function offered(last: TurnResult, c: PackCharacter): Offered[] {
  const b = last.state.beat;
  const replies = b ? (beatPool(c, b.pool)[b.index]?.replies ?? []) : [];
  return last.reply.options.map((text) => ({
    text,
    reply: replies.find((r) => fillName(r.text, c.name) === text) ?? null,
  }));
}

/** What a player who reads her well expects of a reply now: her tastes, the mood band, the place. */
function readerValue(last: TurnResult, c: PackCharacter, o: Offered): number {
  if (!o.reply) return 0;
  const location = last.state.stage === 'date' ? last.state.location : null;
  // Among equals, the kinder reply.
  const tieBreak = o.reply.kind === 'friendly' ? 0.1 : o.reply.kind === 'bold' ? 0.05 : 0;
  return expectedChange(c, o.reply, moodBand(last.state.meter), location) + tieBreak;
}

function best<T>(items: readonly T[], value: (t: T) => number): T {
  return items.reduce((a, b) => (value(b) > value(a) ? b : a));
}

/** The date place a reader picks: the one she has the best taste for (else the first). */
function readerPlace(c: PackCharacter, ids: readonly string[]): string {
  const places = tastesOf(c).places;
  return best(ids, (id) => Math.max(0, ...Object.values(places[id] ?? {}).map((v) => v ?? 0)));
}

/** The player's next input after `last`: a reply, a location, a pose, or typed words. */
export function nextInput(policy: PolicyName, last: TurnResult, c: PackCharacter, player: Random): TurnInput {
  const { locationSelect, actionSelect } = last.reply;
  if (locationSelect && locationSelect.length > 0) {
    const ids = locationSelect.map((l) => l.id);
    const id =
      policy === 'random' ? pickOne(player, ids) : policy === 'reader' ? readerPlace(c, ids) : (ids[0] as string);
    return { choices: [id] };
  }
  if (actionSelect && actionSelect.length > 0) {
    const poses = actionSelect.filter((p) => p.id !== END_SCENE);
    const pose = policy === 'random' ? pickOne(player, poses) : poses[0];
    return { choices: pose ? [pose.id] : [END_SCENE] };
  }
  if (policy === 'typed' || last.reply.options.length === 0) return { message: pickOne(player, TYPED_SENTENCES) };
  const options = offered(last, c);
  switch (policy) {
    case 'random':
      return { message: pickOne(player, options).text };
    case 'first':
      return { message: (options[0] as Offered).text };
    case 'kind':
      return { message: (options.find((o) => o.reply?.kind === 'friendly') ?? (options[0] as Offered)).text };
    case 'rude':
      return { message: best(options, (o) => -readerValue(last, c, o)).text };
    case 'reader':
      return { message: best(options, (o) => readerValue(last, c, o)).text };
  }
}
