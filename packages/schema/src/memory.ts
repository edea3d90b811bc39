import { z } from 'zod';
import { idSchema } from './common.ts';

/** How many of the facts the player told (not pinned) she keeps: the oldest falls off when another arrives. */
export const MAX_REMEMBERED_FACTS = 8;

/** How many facts the player may pin with one character; pinned facts never fall out of her memory. */
export const MAX_PINNED_FACTS = 8;

/** The chat game's memory of one character (message.memory): read it, with the character's id. */
export const memoryInputSchema = z.object({ id: idSchema });

/**
 * What the character remembers of the player's chat game, as the player reads it: the entries of the
 * digest the language model is given ("What you know so far") and the running summary ("Earlier in
 * this conversation"), each exactly as the prompt has them.
 */
export const characterMemorySchema = z.object({
  /** A language model voices the chat; without one the scripted character keeps this for the story. */
  model: z.boolean(),
  /** Where you met: the first sentence of her scenario (the card's words); null when the card has none. */
  met: z.string().nullable(),
  /** The places of your dates, each once, oldest first: `name` is what a delete names, `label` in the player's language. */
  places: z.array(z.object({ name: z.string(), label: z.string() })),
  /** How many dates you had (a place visited twice counts twice). */
  dates: z.number().int().min(0),
  /** Intimate moments together. */
  scenes: z.number().int().min(0),
  /** The mood's course, 0 to 30; null before the first turn. */
  mood: z.object({ first: z.number().int(), now: z.number().int(), peak: z.number().int() }).nullable(),
  /** What the player told about themselves, in their own words: pinned ones first, then the newest last. */
  facts: z.array(z.object({ text: z.string(), pinned: z.boolean() })),
  maxPinned: z.number().int(),
  /** The running summary of the older conversation (empty when there is none). */
  summary: z.string(),
  /** The digest exactly as the prompt gives it to the model. */
  digest: z.string(),
});
export type CharacterMemory = z.infer<typeof characterMemorySchema>;

/** One entry to forget: a fact, a place (every visit to it), or the running summary. */
export const forgetMemoryInputSchema = z.object({
  id: idSchema,
  entry: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('fact'), text: z.string().min(1).max(140) }),
    z.object({ kind: z.literal('place'), name: z.string().min(1).max(80) }),
    z.object({ kind: z.literal('summary') }),
  ]),
});
export type ForgetMemoryInput = z.infer<typeof forgetMemoryInputSchema>;

/** Pins (or unpins) one fact the player told. */
export const pinFactInputSchema = z.object({
  id: idSchema,
  text: z.string().min(1).max(140),
  pinned: z.boolean(),
});
export type PinFactInput = z.infer<typeof pinFactInputSchema>;
