import { DEFAULT_TASTES, type PackCharacter, type Reply, type Tastes } from '@app/schema';
import type { MoodBand } from './level.ts';

export type ReplyKind = Reply['kind'];
/** A meter change range, both ends included. */
export type MeterRange = readonly [number, number];
type BandRanges = Readonly<Record<MoodBand, MeterRange>>;

/**
 * How the meter moves for each reply kind, by mood band and by when the character welcomes
 * boldness (design §4, "Balance"). Friendly always helps; bold pays more than friendly once she
 * welcomes it and costs a little before; rude always costs, more when she had warmed to you.
 */
export const KIND_RANGES: Readonly<Record<Tastes['bold'], Readonly<Record<ReplyKind, BandRanges>>>> = {
  // She likes a player who dares from the first hello; plain niceness is a little tame to her.
  early: {
    friendly: { cold: [1, 3], warm: [1, 2], hot: [1, 2] },
    bold: { cold: [3, 5], warm: [3, 5], hot: [4, 6] },
    rude: { cold: [-2, -1], warm: [-4, -3], hot: [-5, -3] },
  },
  // The default: kindness while she is cold, boldness once she is warm.
  warm: {
    friendly: { cold: [3, 5], warm: [1, 3], hot: [1, 2] },
    bold: { cold: [-1, 1], warm: [3, 5], hot: [4, 6] },
    rude: { cold: [-2, -1], warm: [-4, -3], hot: [-5, -3] },
  },
  // She wants patience: kindness pays well, boldness only once she is hot.
  late: {
    friendly: { cold: [3, 5], warm: [2, 4], hot: [1, 3] },
    bold: { cold: [-2, -1], warm: [0, 1], hot: [4, 6] },
    rude: { cold: [-2, -1], warm: [-4, -3], hot: [-5, -3] },
  },
};

export function tastesOf(c: PackCharacter): Tastes {
  return c.tastes ?? DEFAULT_TASTES;
}

/**
 * The meter change range of an offered reply for this character now: the reply's own range when
 * the pack sets one, else its kind's range for her tastes and the mood band, shifted at a date
 * location she has a taste for.
 */
export function replyRange(
  c: PackCharacter,
  reply: Pick<Reply, 'kind' | 'meter'>,
  band: MoodBand,
  location: string | null = null,
): MeterRange {
  if (reply.meter) return reply.meter;
  const tastes = tastesOf(c);
  const [lo, hi] = KIND_RANGES[tastes.bold][reply.kind][band];
  const shift = (location !== null ? tastes.places[location]?.[reply.kind] : undefined) ?? 0;
  return [lo + shift, hi + shift];
}

/** The middle of a reply's range: what a player who reads her well expects it to do. */
export function expectedChange(
  c: PackCharacter,
  reply: Pick<Reply, 'kind' | 'meter'>,
  band: MoodBand,
  location: string | null = null,
): number {
  const [lo, hi] = replyRange(c, reply, band, location);
  return (lo + hi) / 2;
}
