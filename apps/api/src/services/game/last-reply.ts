import { z } from 'zod';
import { MAX_REPLY_VERSIONS, type ReplyVersions } from '@app/schema';

const lineSchema = z.object({ response: z.string(), responseTrans: z.string().nullable() });

/** One wording of the character's answer: its lines and the replies offered after it. */
const versionSchema = z.object({
  lines: z.array(lineSchema).min(1).max(8),
  options: z.array(z.string()),
  optionsTrans: z.array(z.string()).nullable(),
});
export type AnswerVersion = z.infer<typeof versionSchema>;

/**
 * The character's last answer when the model wrote it to the player's FreeStyle words: what the player
 * wrote, every version asked for, and the one shown (its lines are the ones in the Message table).
 * Kept in the game's state row; the next turn that adds messages drops it, so the version shown then
 * is the one the history keeps.
 */
export const lastReplySchema = z.object({
  message: z.string(),
  versions: z.array(versionSchema).min(1).max(MAX_REPLY_VERSIONS),
  shown: z.number().int().min(0),
});
export type LastReply = z.infer<typeof lastReplySchema>;

export function parseLastReply(value: unknown): LastReply | null {
  const parsed = lastReplySchema.safeParse(value);
  return parsed.success && parsed.data.shown < parsed.data.versions.length ? parsed.data : null;
}

export function versionsOf(last: LastReply | null): ReplyVersions | null {
  return last ? { count: last.versions.length, shown: last.shown } : null;
}
