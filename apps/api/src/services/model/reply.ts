import { z } from 'zod';
import { isFresh, keysOfLine } from '@app/game-engine';

/** What the model must answer (design §4): 1-3 lines, a meter change, three suggested replies. */
export const modelReplySchema = z.object({
  lines: z.array(z.string().trim().min(1).max(600)).min(1).max(3),
  meter: z.number().int().min(-6).max(4),
  options: z.array(z.string().trim().min(1).max(120)).length(3),
  /** The same lines and options in the player's language, when it is not English. */
  linesTrans: z.array(z.string().trim().min(1).max(900)).max(3).optional(),
  optionsTrans: z.array(z.string().trim().min(1).max(200)).max(3).optional(),
});
export type ModelReply = z.infer<typeof modelReplySchema>;

/** The reply's JSON Schema, sent as `response_format` where the server constrains its output to it. */
export const modelReplyFormat = { name: 'reply', schema: z.toJSONSchema(modelReplySchema) as Record<string, unknown> };

/** Parses the model's content: JSON (optionally inside a code fence) that fits the schema, else null. */
export function parseModelReply(content: string): ModelReply | null {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = modelReplySchema.safeParse(json);
  if (!parsed.success) return null;
  const reply = parsed.data;
  // Translations only count when they line up one to one.
  if (reply.linesTrans && reply.linesTrans.length !== reply.lines.length) delete reply.linesTrans;
  if (reply.optionsTrans && reply.optionsTrans.length !== reply.options.length) delete reply.optionsTrans;
  return reply;
}

/**
 * The reply's lines she has not said before (`sent`: dedup keys) nor earlier in the reply, each with its
 * translation for a player who does not read English.
 */
export function freshLines(
  reply: ModelReply,
  language: string,
  sent: Iterable<string>,
): { response: string; responseTrans: string | null }[] {
  const said = new Set(sent);
  const fresh: { response: string; responseTrans: string | null }[] = [];
  for (const [i, line] of reply.lines.entries()) {
    const spoken = { response: line, responseTrans: language === 'en' ? null : (reply.linesTrans?.[i] ?? null) };
    if (!isFresh(spoken, said)) continue;
    fresh.push(spoken);
    for (const key of keysOfLine(spoken)) said.add(key);
  }
  return fresh;
}
