import { z } from 'zod';
import { idSchema } from './common.ts';
import { GAME_TYPES } from './constants.ts';

export const gameTypeSchema = z.enum(GAME_TYPES);

/** A game of the game shell the pack offers: its type, whether it is the futa variant, its title in the player's language. */
export const gameOfferSchema = z.object({
  gameType: gameTypeSchema.exclude(['chat']),
  futa: z.boolean(),
  title: z.string(),
});
export type GameOffer = z.infer<typeof gameOfferSchema>;

export const chatModeSchema = z.enum(['chat', 'freestyle']);
export type ChatMode = z.infer<typeof chatModeSchema>;

/** A chat message (spec §3). Image references in brackets ([name.jpg]) may be embedded in `response`. */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  response: z.string(),
  responseTrans: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A choice offered at a location-select or action-select step. */
export const choiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  labelTrans: z.string().nullable(),
  image: z.string().nullable(),
});
export type Choice = z.infer<typeof choiceSchema>;

/**
 * Why the meter moved this turn, so the page can say it: a kind or welcome bold reply, one too bold
 * while she is still cold, a rude reply, unkind or neutral free text, a scene's end (the meter rests)
 * or the end of a block or pause.
 */
export const METER_REASONS = ['kind', 'bold', 'tooBold', 'rude', 'unkind', 'neutral', 'sceneEnd', 'resumed'] as const;
export const meterReasonSchema = z.enum(METER_REASONS);
export type MeterReason = z.infer<typeof meterReasonSchema>;
export const meterChangeSchema = z.object({ delta: z.number().int(), reason: meterReasonSchema });
export type MeterChange = z.infer<typeof meterChangeSchema>;

/** What a level opens with a character: location names (in the player's language) and how many poses. */
export const unlockSchema = z.object({
  level: z.number().int().min(1),
  locations: z.array(z.string()),
  poses: z.number().int().min(0),
});
export type Unlock = z.infer<typeof unlockSchema>;

/**
 * The chat game's marks for this character, so the page explains the meter where it is: the meter
 * that brings a date and a scene (the pack may move them), what the current level opened, and the
 * next level that opens something.
 */
export const meterGuideSchema = z.object({
  dateAt: z.number().int(),
  sceneAt: z.number().int(),
  unlocked: unlockSchema.nullable(),
  next: unlockSchema.nullable(),
});
export type MeterGuide = z.infer<typeof meterGuideSchema>;

/** The game reply (spec §3) plus the score, so the page updates the ring without another call. */
/** How many versions of one answer a player can ask for (each one a model call). */
export const MAX_REPLY_VERSIONS = 5;

/** The versions of the character's last answer and the one shown (0-based). */
export const replyVersionsSchema = z.object({
  count: z.number().int().min(1).max(MAX_REPLY_VERSIONS),
  shown: z
    .number()
    .int()
    .min(0)
    .max(MAX_REPLY_VERSIONS - 1),
});
export type ReplyVersions = z.infer<typeof replyVersionsSchema>;

export const gameReplySchema = z.object({
  messages: z.array(chatMessageSchema),
  horny: z.number().int().min(0).max(30),
  options: z.array(z.string()),
  optionsTrans: z.array(z.string()).nullable(),
  locationSelect: z.array(choiceSchema).nullable(),
  actionSelect: z.array(choiceSchema).nullable(),
  /** Epoch ms when the character's block or away time ends; null when none. */
  timeout: z.number().int().nullable(),
  score: z.number().int(),
  level: z.number().int(),
  stage: z.string(),
  /** The game type's ending was reached (story games, quizzes). */
  ended: z.boolean(),
  /** The meter's change this turn and why; null when it did not move. The chat game only. */
  change: meterChangeSchema.nullable().optional(),
  /** The meter's marks and the unlocks around the level. The chat game only. */
  guide: meterGuideSchema.optional(),
  /** The character's last reply can be asked for again (a FreeStyle answer of the model): its versions. */
  versions: replyVersionsSchema.nullable().optional(),
});
export type GameReply = z.infer<typeof gameReplySchema>;

/** The game's stages (design §4); story and ended are the scenario game types' own. */
export const GAME_STAGES = ['talk', 'locationSelect', 'date', 'actionSelect', 'story', 'ended'] as const;
export const gameStageSchema = z.enum(GAME_STAGES);
export type GameStage = z.infer<typeof gameStageSchema>;

/**
 * The game state of one player with one character in one game type, kept by the server between
 * turns (a JSON column) and advanced only by the game engine's playTurn.
 */
export const gameStateSchema = z.object({
  version: z.literal(1),
  charId: z.string(),
  gameType: gameTypeSchema,
  isFuta: z.boolean(),
  score: z.number().int().min(0),
  meter: z.number().int().min(0).max(30),
  stage: gameStageSchema,
  location: z.string().nullable(),
  selectedActions: z.array(z.string()),
  /** Epoch ms when a block or away time ends. */
  timeout: z.number().int().nullable(),
  /** Dedup keys (first 300 characters) of the character's lines already sent, oldest first. */
  sent: z.array(z.string()),
  /** The talk or date beat whose replies are on offer: the pool ("talk:warm", "date:<location>") and its index. */
  beat: z.object({ pool: z.string(), index: z.number().int().min(0) }).nullable(),
  /** The scenario node (non-chat game types). */
  node: z.string().nullable(),
  counters: z.object({
    turns: z.number().int().min(0),
    dateTurns: z.number().int().min(0),
    sceneTurns: z.number().int().min(0),
    scenes: z.number().int().min(0),
    freeText: z.number().int().min(0),
  }),
  /** Warnings in a row: rude turns that left the meter in the danger band (design §4). A block needs two. */
  warnings: z.number().int().min(0).default(0),
  /**
   * The blocks this character gave the player, for the escalation (15 min, 2 h, then 24 h): how many
   * and when the last one began. They lapse after 7 days without another; a restart keeps them.
   */
  blocks: z
    .object({ count: z.number().int().min(0), last: z.number().int().nullable() })
    .default({ count: 0, last: null }),
  /**
   * The model's wording of a generic beat's replies (`said`) and the reply each stands for (`reply`):
   * a clicked reworded reply is scored as the reply it stands for, while `beat` ("<pool>:<index>") is on offer.
   */
  voicedReplies: z
    .object({
      beat: z.string(),
      options: z.array(
        z.object({ said: z.string(), saidTrans: z.string().nullable().default(null), reply: z.string() }),
      ),
    })
    .optional(),
});
export type GameState = z.infer<typeof gameStateSchema>;

export const sendMessageInputSchema = z.object({
  id: idSchema,
  message: z.string().max(2000).default(''),
  gameType: gameTypeSchema.default('chat'),
  isFuta: z.boolean().default(false),
  mode: chatModeSchema.default('chat'),
  /** Ids of chosen location or actions at a select step (VIP picks up to five poses a turn). */
  choices: z.array(z.string().max(64)).max(10).default([]),
});
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

/**
 * GET /api/message/restart/{id1}/{id2}[/futa]: id1 is the character id, id2 the game type
 * (chat, cosplay, ...); /futa selects the futa variant.
 */
export const restartInputSchema = z.object({
  id: idSchema,
  gameType: gameTypeSchema.default('chat'),
  isFuta: z.boolean().default(false),
});

/** Another answer to the player's last FreeStyle message, or one of the versions already written. */
export const regenerateInputSchema = z.object({ id: idSchema });
export const showVersionInputSchema = z.object({
  id: idSchema,
  version: z
    .number()
    .int()
    .min(0)
    .max(MAX_REPLY_VERSIONS - 1),
});

/** The answer shown now: its lines (replacing the last reply's), the replies offered after it, and the versions. */
export const replyVersionSchema = z.object({
  messages: z.array(chatMessageSchema),
  options: z.array(z.string()),
  optionsTrans: z.array(z.string()).nullable(),
  versions: replyVersionsSchema,
});
export type ReplyVersion = z.infer<typeof replyVersionSchema>;

export const inboxItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  message: z.string(),
  messageTrans: z.string().nullable(),
  updatedAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const historyInputSchema = z.object({ id: idSchema, gameType: gameTypeSchema.default('chat') });
