import { z } from 'zod';
import { gameTypeSchema } from './message.ts';
import { lorebookNameSchema, lorebookSchema } from './lorebook.ts';
import { characterModelSchema } from './model-settings.ts';

/**
 * The content pack format. A pack is a folder:
 *   pack.json                      packSchema
 *   characters/<id>.json           packCharacterSchema
 *   scenarios/<gameType>[.futa].json scenarioSchema (shared by all characters; {name} is replaced)
 *   lorebooks/<name>.json          lorebookSchema, or a SillyTavern world-info file (shared by the characters naming it)
 *   posts.json                     packPostSchema[]
 *   hub.json                       packHubPostSchema[]
 *   i18n/<lang>/<same path>.json  the pack's own text in another language, by stable id (translationFileSchema)
 *   translations/<lang>.json       interface strings: map of English originals to translations
 *   media/                         images and videos referenced by name (served under /public/)
 */

const translationsSchema = z.record(z.string(), z.string()).default({});
const mediaNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+\.(jpg|jpeg|png|gif|webp|mp4|mov|webm)$/, 'Invalid media file name');
const contentIdSchema = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'Ids are lowercase letters, digits and dashes')
  .max(40);
/** The stable id of a line, reply or option: translations find the text by it, never by position. */
export const textIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'Text ids are lowercase letters, digits, dots, dashes and underscores')
  .max(80);

/** A line a character says: text with optional translations by language and an optional image. */
export const lineSchema = z.union([
  z.string().min(1),
  z.object({
    id: textIdSchema.optional(),
    text: z.string().min(1),
    trans: translationsSchema,
    image: mediaNameSchema.optional(),
  }),
]);
export type Line = z.infer<typeof lineSchema>;

/** A suggested reply and its meter effect (design §4: friendly +1..+3, bold +2..+4 when warm, rude -3..-6). */
export const replySchema = z.object({
  id: textIdSchema.optional(),
  text: z.string().min(1).max(200),
  trans: translationsSchema,
  kind: z.enum(['friendly', 'bold', 'rude']),
  /** Overrides the kind's default meter change range [min, max]. */
  meter: z.tuple([z.number().int(), z.number().int()]).optional(),
});
export type Reply = z.infer<typeof replySchema>;

/** One exchange: what the character says, then the replies offered. */
export const beatSchema = z.object({ lines: z.array(lineSchema).min(1), replies: z.array(replySchema).min(1) });
export type Beat = z.infer<typeof beatSchema>;

export const moodBandsSchema = z.object({
  cold: z.array(beatSchema).min(1),
  warm: z.array(beatSchema).min(1),
  hot: z.array(beatSchema).min(1),
});

export const dialogueSchema = z.object({
  /** The first meeting's hello: a player who never talked to the character. */
  greeting: z.array(lineSchema).min(1),
  /** Hello to a player with a history with the character (after a restart, or with score); falls back to `greeting`. */
  greetingReturning: z.array(lineSchema).min(1).optional(),
  talk: moodBandsSchema,
  locationOffer: z.array(lineSchema).min(1),
  /** Date beats per location id. */
  dates: z.record(z.string(), z.array(beatSchema).min(1)),
  actionOffer: z.array(lineSchema).min(1),
  /** What the character says after each chosen action, keyed by pose id; falls back to `actionGeneric`. */
  actionGeneric: z.array(lineSchema).min(1),
  /** Optional lines per pose id, said instead of `actionGeneric` for that pose. */
  actions: z.record(z.string(), z.array(lineSchema).min(1)).optional(),
  sceneEnd: z.array(lineSchema).min(1),
  blocked: z.array(lineSchema).min(1),
  /** A first warning: a rude turn left the meter in the danger band (4..7). Falls back to `freeText.negative`. */
  warning: z.array(lineSchema).min(1).optional(),
  /** The sharper second warning in a row: one more and she blocks. Falls back to `warning`. */
  lastWarning: z.array(lineSchema).min(1).optional(),
  away: z.array(lineSchema).min(1),
  resume: z.array(lineSchema).min(1),
  /** Answers to free text that matched no offered reply, by sentiment. */
  freeText: z.object({
    positive: z.array(lineSchema).min(1),
    neutral: z.array(lineSchema).min(1),
    negative: z.array(lineSchema).min(1),
  }),
});
export type Dialogue = z.infer<typeof dialogueSchema>;

export const locationSchema = z.object({
  id: contentIdSchema,
  name: z.string().min(1),
  nameTrans: translationsSchema,
  unlockLevel: z.number().int().min(1),
  image: mediaNameSchema,
});
export type Location = z.infer<typeof locationSchema>;

export const poseSchema = z.object({
  id: contentIdSchema,
  name: z.string().min(1),
  nameTrans: translationsSchema,
  unlockLevel: z.number().int().min(1),
  /** Content tags; a pose tagged e.g. "feet" is hidden when the player switches that tag off. */
  tags: z.array(z.string()).default([]),
  /** Only with the futa option on; false means only with it off; absent means both. */
  futa: z.boolean().optional(),
  image: mediaNameSchema,
});
export type Pose = z.infer<typeof poseSchema>;

/** Persona fields compatible with character-card V2/V3 (`data.*`), so an operator can import a card. */
export const personaSchema = z.object({
  description: z.string().default(''),
  personality: z.string().default(''),
  scenario: z.string().default(''),
  first_mes: z.string().default(''),
  mes_example: z.string().default(''),
  system_prompt: z.string().default(''),
  post_history_instructions: z.string().default(''),
  creator_notes: z.string().default(''),
  /** Other first messages: the skeleton makes them greeting variants, one picked per new game. */
  alternate_greetings: z.array(z.string()).default([]),
  group_only_greetings: z.array(z.string()).default([]),
  /** V3: the name `{{char}}` stands for, when not the character's name. */
  nickname: z.string().optional(),
});
export type Persona = z.infer<typeof personaSchema>;

const kindShiftSchema = z.number().int().min(-3).max(3);

/**
 * What a character likes and when (design §4, "Balance"): the engine reads it to move the meter, so
 * two characters reward different play. All optional; the defaults are the design's ranges.
 */
export const tastesSchema = z.object({
  /**
   * When bold replies please her: `early` from the first hello, `warm` once the meter is warm (the
   * default), `late` only once it is hot (she wants patience; bold before that cools her).
   */
  bold: z.enum(['early', 'warm', 'late']).default('warm'),
  /** Per date location id, points added to a reply kind's meter change there: `{ "rooftop": { "bold": 1 } }`. */
  places: z
    .record(z.string(), z.object({ friendly: kindShiftSchema, bold: kindShiftSchema, rude: kindShiftSchema }).partial())
    .default({}),
});
export type Tastes = z.infer<typeof tastesSchema>;
export const DEFAULT_TASTES: Tastes = { bold: 'warm', places: {} };

export const packCharacterSchema = z.object({
  id: contentIdSchema,
  name: z.string().min(1).max(60),
  /** Required: every character is an adult. */
  age: z.number({ error: 'age is required' }).int().min(18, 'Every character must be 18 or over'),
  gender: z.enum(['girl', 'futa']),
  tier: z.number().int().min(0).max(3).default(0),
  tags: z.array(z.string()).default([]),
  description: z.string().min(1),
  descriptionTrans: translationsSchema,
  /** images[0] the card and inbox image, images[1] the story avatar. */
  images: z.array(mediaNameSchema).min(2),
  backgroundImage: mediaNameSchema,
  persona: personaSchema,
  /** The character's own lorebook (a card's `character_book`). */
  lorebook: lorebookSchema.optional(),
  /** Shared lorebooks by name (`lorebooks/<name>.json`); the pack reader puts each file's book in place of its name. */
  lorebooks: z.array(z.union([lorebookNameSchema, lorebookSchema])).default([]),
  /** What else the card carried (creator, version, extensions, assets, dates), kept as it came. */
  card: z.record(z.string(), z.unknown()).optional(),
  locations: z.array(locationSchema).length(2),
  poses: z.array(poseSchema).min(1),
  dialogue: dialogueSchema,
  /** Thresholds overriding the defaults (date 15, scene 25). */
  thresholds: z
    .object({ date: z.number().int().min(1).max(30), scene: z.number().int().min(1).max(30) })
    .partial()
    .default({}),
  /** What she likes and when; absent means the defaults (`DEFAULT_TASTES`). */
  tastes: tastesSchema.optional(),
  /** Her own sampling settings and context budget; each set one wins over the global and the tier's. */
  model: characterModelSchema.optional(),
  /**
   * Dialogue pools that still hold generic placeholders (`talk.cold`, `dates.cafe`, `freeText.negative`, ...;
   * see `dialoguePool`): with a model configured it words them, else the placeholders show. Remove a
   * name once that pool is written.
   */
  generic: z
    .array(z.string().regex(/^[A-Za-z]+(\.[a-z0-9-]+)?$/, 'A pool name: greeting, talk.cold, dates.<locationId>, ...'))
    .default([]),
});
export type PackCharacter = z.infer<typeof packCharacterSchema>;

/** A node of a scenario graph: what is said and the options that lead on. */
export const scenarioNodeSchema = z.object({
  lines: z.array(lineSchema).min(1),
  options: z
    .array(
      z.object({
        id: textIdSchema.optional(),
        text: z.string().min(1).max(100),
        trans: translationsSchema,
        next: z.string(),
        meter: z.number().int().min(-10).max(10).default(0),
        score: z.number().int().min(-10).max(30).default(0),
      }),
    )
    .default([]),
  /** An ending: the game is over and shows the result. */
  ending: z.boolean().default(false),
});
export type ScenarioNode = z.infer<typeof scenarioNodeSchema>;

/**
 * A story game of the game shell. Lines are `{ text, trans }` like dialogue lines and options carry
 * `trans`, so the game answers `responseTrans` and `optionsTrans` in the player's language.
 */
export const scenarioSchema = z.object({
  gameType: gameTypeSchema.exclude(['chat']),
  futa: z.boolean().default(false),
  title: z.string(),
  /** The title in other languages, by language code. */
  titleTrans: translationsSchema,
  /** Safe-for-work: every line and option must stay non-sexual (emojisfw). */
  sfw: z.boolean().default(false),
  start: z.string(),
  nodes: z.record(z.string(), scenarioNodeSchema),
});
export type Scenario = z.infer<typeof scenarioSchema>;

export const packPostSchema = z.object({
  id: contentIdSchema,
  charId: contentIdSchema,
  description: z.string().min(1),
  descriptionTrans: translationsSchema,
  images: z.array(mediaNameSchema).min(1),
  /** Days before the pack's load time, to spread posts in time. */
  daysAgo: z.number().min(0).default(0),
});
export type PackPost = z.infer<typeof packPostSchema>;

export const packHubPostSchema = z.object({
  id: contentIdSchema,
  description: z.string().min(1),
  descriptionTrans: translationsSchema,
  tags: z.array(z.string()).default([]),
  options: z.array(z.string().min(1)).default([]),
  /** Voting closes this many days after the load time (negative: already ended). */
  endsInDays: z.number().default(7),
  critical: z.boolean().default(false),
  /**
   * Score already on each option when the post is loaded (same order as `options`), so a closed or
   * running poll shows believable percentages. Nobody's vote: players vote on top of it.
   */
  seedVotes: z.array(z.number().int().min(0).max(1_000_000)).default([]),
});
export type PackHubPost = z.infer<typeof packHubPostSchema>;

export const packSchema = z.object({
  name: z.string(),
  version: z.string(),
  defaultLanguage: z.string().default('en'),
});

const textById = z.record(z.string(), z.string());

/**
 * Translation files `i18n/<lang>/<path of the source file>`: the pack's own text in one language, by
 * stable id (never by position). A character's file holds its description, location and pose names by
 * their ids, and its lines and replies by their text ids.
 */
export const characterTranslationSchema = z.strictObject({
  description: z.string().optional(),
  locations: textById.optional(),
  poses: textById.optional(),
  lines: textById.optional(),
});
/** A scenario's title, and its lines and options by text id. */
export const scenarioTranslationSchema = z.strictObject({ title: z.string().optional(), lines: textById.optional() });
/** posts.json and hub.json: each post's description by the post's id. */
export const postsTranslationSchema = textById;
