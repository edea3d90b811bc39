import { z } from 'zod';

/**
 * A lorebook (character-card V2/V3 `character_book`, SillyTavern "world info"): entries of background
 * text that enter the model's prompt only when one of their keys appears in the recent conversation.
 * Field names follow the card specifications, so a card's book is stored as it came.
 */

/** How secondary keys combine with a matching primary key (SillyTavern's selective logic). */
export const selectiveLogicSchema = z.enum(['and_any', 'and_all', 'not_any', 'not_all']);
export type SelectiveLogic = z.infer<typeof selectiveLogicSchema>;

const extensionsSchema = z.record(z.string(), z.unknown()).default({});

export const lorebookEntrySchema = z.object({
  keys: z.array(z.string()).default([]),
  content: z.string().default(''),
  extensions: extensionsSchema,
  enabled: z.boolean().default(true),
  /** Lower goes higher in the prompt. */
  insertion_order: z.number().default(100),
  case_sensitive: z.boolean().optional(),
  use_regex: z.boolean().default(false),
  /** Always inserted, keys or not. */
  constant: z.boolean().default(false),
  name: z.string().optional(),
  /** When the token budget is reached, lower priority goes first; insertion_order when absent. */
  priority: z.number().optional(),
  id: z.union([z.number(), z.string()]).optional(),
  comment: z.string().optional(),
  /** With secondary keys: the entry needs a primary key and the secondary keys by `selective_logic`. */
  selective: z.boolean().default(false),
  secondary_keys: z.array(z.string()).default([]),
  selective_logic: selectiveLogicSchema.default('and_any'),
  position: z.enum(['before_char', 'after_char']).default('before_char'),
  /** How many recent messages this entry's keys are looked for in; the book's when absent. */
  scan_depth: z.number().int().min(0).optional(),
  /** Keys match whole words only. */
  match_whole_words: z.boolean().default(false),
});
export type LorebookEntry = z.infer<typeof lorebookEntrySchema>;

export const lorebookSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  /** Recent messages searched for keys. */
  scan_depth: z.number().int().min(0).max(100).default(2),
  /** Estimated tokens the book's entries may take in the prompt. */
  token_budget: z.number().int().min(0).max(100_000).default(512),
  /** Text of selected entries can select more entries. */
  recursive_scanning: z.boolean().default(false),
  extensions: extensionsSchema,
  entries: z.array(lorebookEntrySchema).default([]),
});
export type Lorebook = z.infer<typeof lorebookSchema>;

/** The name of a shared lorebook of a pack: the file `lorebooks/<name>.json`. */
export const lorebookNameSchema = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'Lorebook names are lowercase letters, digits and dashes')
  .max(40);
