import { z } from 'zod';
import { idSchema, tagsSchema, tierSchema } from './common.ts';

/** A character as the player sees it (spec §3). `images` is '|'-separated: 0 the card/inbox image, 1 the story avatar. */
export const characterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  age: z.number().int().min(18),
  gender: z.enum(['girl', 'futa']),
  /** The pack has a futa variant of her: the per-character futa switch is offered (with the player's Futas option on). */
  futaVariant: z.boolean(),
  images: z.string(),
  backgroundImage: z.string(),
  description: z.string(),
  descriptionTrans: z.string().nullable(),
  /** Content tags of the character (e.g. maledom, feet) offered as per-character switches. */
  tags: z.array(z.string()),
  /** The player's own per-character tag values (e.g. { feet: "false", futa: "true" }). */
  playerTags: tagsSchema,
  /** The player follows this character. */
  active: z.boolean(),
  /** The player's score with this character; level = floor(score/30)+1. */
  score: z.number().int(),
  level: z.number().int().min(1),
  tier: tierSchema,
  /** Tier above the player's: shown dimmed, play refused with cause tier. */
  locked: z.boolean(),
  /** The player's meter with this character (0..30). */
  horny: z.number().int(),
  postCount: z.number().int(),
});
export type Character = z.infer<typeof characterSchema>;

export const characterPostSchema = z.object({
  _id: z.string(),
  charId: z.string(),
  name: z.string(),
  description: z.string(),
  descriptionTrans: z.string().nullable(),
  /** '|'-separated media names; .jpg is an image, anything else a video. */
  images: z.string(),
  likes: z.number().int(),
  likedBy: z.array(z.string()),
  locked: z.boolean(),
  createdAt: z.string(),
});
export type CharacterPost = z.infer<typeof characterPostSchema>;
/** Feed posts have the same shape as character posts. */
export const feedPostSchema = characterPostSchema;
export type FeedPost = CharacterPost;

export const characterIdInputSchema = z.object({ id: idSchema });
export const characterPostsInputSchema = z.object({
  id: idSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const followAnswerSchema = z.object({ active: z.boolean() });
export const characterSetTagInputSchema = z.object({
  tag: z.string().min(1).max(40),
  value: z.union([z.string().max(40), z.boolean()]),
  characterId: idSchema,
});
export const characterSetTagAnswerSchema = z.object({ tags: tagsSchema, token: z.string().optional() });

export const feedInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  mode: z.enum(['all', 'following']).default('all'),
});
export const likeAnswerSchema = z.object({ likes: z.number().int(), likedBy: z.array(z.string()) });
export const postIdInputSchema = z.object({ postId: idSchema });

/** Numbers the landing page advertises, counted from the loaded pack. */
export const packStatsSchema = z.object({
  characters: z.number().int(),
  locations: z.number().int(),
  posesPerCharacter: z.number().int(),
});
