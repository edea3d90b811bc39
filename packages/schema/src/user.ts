import { z } from 'zod';
import { tagsSchema } from './common.ts';
import { fieldError, idField, inputObject, requiredText } from './fields.ts';
import { validationMessage } from './validation-messages.ts';

/** User-level tags: at most 30, values up to 40 characters. */
export const MAX_USER_TAGS = 30;
export const MAX_TAG_VALUE_LENGTH = 40;

/** One tag value as setTag and setTags both take it: text, or true/false (stored as "true"/"false"). */
const tagValue = (messages: { tooLong: string; wrong: string; missing?: string }) =>
  z.union([z.string().max(MAX_TAG_VALUE_LENGTH, messages.tooLong), z.boolean()], {
    error: fieldError('value', 'text', messages),
  });
export const tagValueInputSchema = tagValue({
  tooLong: validationMessage('field.tooLong', { field: 'value', max: MAX_TAG_VALUE_LENGTH }),
  wrong: validationMessage('field.textOrBoolean', { field: 'value' }),
});

export const setTagInputSchema = inputObject({ tag: requiredText('tag', 40), value: tagValueInputSchema });
export type SetTagInput = z.infer<typeof setTagInputSchema>;

export const setTagsInputSchema = inputObject({
  tags: z
    .record(
      z.string(),
      tagValue({
        tooLong: validationMessage('tags.valueTooLong'),
        wrong: validationMessage('tags.valueType'),
        missing: validationMessage('field.required', { field: 'A tag value' }),
      }),
      { error: fieldError('tags', 'object', { wrong: validationMessage('tags.notObject') }) },
    )
    .refine((t) => Object.keys(t).length <= MAX_USER_TAGS, validationMessage('tags.tooMany')),
});
export type SetTagsInput = z.infer<typeof setTagsInputSchema>;

/**
 * Visibility Settings never leave an empty app (issue 14): Girls is off only when set to "false", Futas
 * is on only when set to "true" (the switches read them so), and turning both off is refused
 * (ERRORS['tags.visibilityEmpty']).
 */
export function hidesEveryone(tags: Readonly<Record<string, string | undefined>>): boolean {
  return tags.girls === 'false' && tags.futas !== 'true';
}

/** The answer of setTag and setTags: the stored tags (text values) and a fresh token. */
export const tagsAnswerSchema = z.object({ token: z.string(), tags: tagsSchema });

/** GET /api/user/restartCharacter/{id}. */
export const restartCharacterInputSchema = inputObject({ id: idField('id') });
export type RestartCharacterInput = z.infer<typeof restartCharacterInputSchema>;

const rows = z.array(z.record(z.string(), z.unknown()));
const when = z.string().nullable();

/**
 * GET /api/user/export ("Download my data"): everything stored about the player, dates as ISO text.
 * Secrets are never in it: the password, mail links and platform tokens are named by kind and date only.
 */
export const playerDataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    hasPassword: z.boolean(),
    role: z.number(),
    language: z.string(),
    subscribeStarEmail: z.string().nullable(),
    subscribeStarLinked: z.boolean(),
    patreonLinked: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastSeenAt: z.string(),
    suspendedUntil: when,
    bannedAt: when,
  }),
  consent: z.object({ termsOfService: z.boolean() }),
  tags: z.unknown(),
  progress: rows,
  games: rows,
  messages: rows,
  follows: rows,
  likes: rows,
  votes: rows,
  customMessagesPerDay: rows,
  /** Language-model tokens spent on the player's chats, per UTC day and character. */
  modelTokensPerDay: rows,
  subscriptions: rows,
  reports: rows,
  /** What the moderators did about the player (the moderation log's entries, without who acted). */
  moderation: z.array(z.object({ action: z.string(), reason: z.string(), detail: z.unknown(), createdAt: z.string() })),
  mailLinks: z.array(z.object({ kind: z.string(), createdAt: z.string(), expiresAt: z.string(), usedAt: when })),
  linkedPlatforms: z.array(z.object({ provider: z.string(), expiresAt: when, updatedAt: z.string() })),
  pendingSignups: z.array(z.object({ email: z.string(), createdAt: z.string(), expiresAt: z.string() })),
});
export type PlayerDataExport = z.infer<typeof playerDataExportSchema>;
