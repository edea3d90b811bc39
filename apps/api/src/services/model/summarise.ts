import { z } from 'zod';
import type { PackCharacter } from '@app/schema';
import type { ChatTurnMessage } from './client.ts';
import { ModelError } from './client.ts';
import type { GenerateDeps } from './generate.ts';
import { stripImages, type PromptHistoryItem } from './prompt.ts';

const summarySchema = z.object({ summary: z.string().trim().min(1).max(1200) });
const summaryFormat = { name: 'summary', schema: z.toJSONSchema(summarySchema) as Record<string, unknown> };

/** The request for a running summary: the summary so far and the messages that left the prompt window. */
export function summaryPrompt(
  character: PackCharacter,
  previous: string,
  older: readonly PromptHistoryItem[],
): ChatTurnMessage[] {
  const transcript = older
    .map((h) => `${h.role === 'user' ? 'Player' : character.name}: ${stripImages(h.response)}`)
    .filter((line) => !line.endsWith(': '))
    .join('\n');
  return [
    {
      role: 'system',
      content: [
        `Summarise a chat between ${character.name} (a fictional adult character in a dating game) and the player, for ${character.name}'s memory.`,
        'Keep what matters for the relationship: what the player said about themselves, plans and promises, inside jokes, where they went, how the mood changed.',
        'At most 5 sentences, third person, no quotes, never explicit.',
        'Answer ONLY with a JSON object: {"summary": "..."}.',
      ].join(' '),
    },
    { role: 'user', content: `${previous ? `Summary so far: ${previous}\n\n` : ''}New messages:\n${transcript}` },
  ];
}

/** The model's summary was not usable: not the JSON asked for, or words the content filter refuses. */
export class SummaryRefused extends Error {}

/**
 * Asks the model to fold older messages into the running summary. Throws when the model fails or
 * says something unusable (the chat-summary job retries), each counted in the model's metrics.
 */
export async function summariseWithModel(
  deps: GenerateDeps,
  character: PackCharacter,
  previous: string,
  older: readonly PromptHistoryItem[],
): Promise<string> {
  const started = performance.now();
  let content: string;
  try {
    ({ content } = await deps.model.complete(summaryPrompt(character, previous, older), {
      settings: { temperature: 0.2 },
      schema: summaryFormat,
    }));
  } catch (error) {
    deps.metrics.modelDuration.observe({ outcome: 'error' }, (performance.now() - started) / 1000);
    deps.metrics.modelErrors.inc({ kind: error instanceof ModelError ? error.kind : 'network' });
    throw error;
  }
  deps.metrics.modelDuration.observe({ outcome: 'ok' }, (performance.now() - started) / 1000);
  let json: unknown;
  try {
    json = JSON.parse(
      content
        .trim()
        .replace(/^```(?:json)?\s*/i, '')
        .replace(/\s*```$/, ''),
    );
  } catch {
    json = null;
  }
  const parsed = summarySchema.safeParse(json);
  if (!parsed.success) {
    deps.metrics.modelErrors.inc({ kind: 'invalid' });
    throw new SummaryRefused('the summary is not the JSON asked for');
  }
  if (deps.filter.check(parsed.data.summary)) {
    deps.metrics.modelErrors.inc({ kind: 'filter' });
    throw new SummaryRefused('the content filter refused the summary');
  }
  return parsed.data.summary;
}
