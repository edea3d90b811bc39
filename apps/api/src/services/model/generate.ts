import type { Logger } from 'pino';
import type { Metrics } from '../../metrics.ts';
import type { ContentFilter, FilterHit } from '../safety/filter.ts';
import {
  ModelError,
  type ChatTurnMessage,
  type ModelClient,
  type ModelErrorKind,
  type SamplingSettings,
} from './client.ts';
import { modelReplyFormat, parseModelReply, type ModelReply } from './reply.ts';

export interface GenerateDeps {
  model: ModelClient;
  metrics: Metrics;
  filter: ContentFilter;
  log: Logger;
}

export type GenerateOutcome =
  | { ok: true; reply: ModelReply }
  | { ok: false; kind: ModelErrorKind }
  | { ok: false; kind: 'filter'; hit: FilterHit; text: string };

/** Every text of a reply, for the content filter. */
function textsOf(reply: ModelReply): string[] {
  return [...reply.lines, ...reply.options, ...(reply.linesTrans ?? []), ...(reply.optionsTrans ?? [])];
}

/**
 * Asks the model for a reply (the reply's JSON Schema as response format where the server takes it):
 * invalid output is retried once; a timeout, an HTTP error or a second invalid answer gives up (the scripted engine answers then); output that hits the filter is refused.
 * `settings` (the character's own) win over the endpoint's.
 */
export async function generateReply(
  deps: GenerateDeps,
  messages: ChatTurnMessage[],
  settings?: SamplingSettings,
): Promise<GenerateOutcome> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const started = performance.now();
    let content: string;
    try {
      ({ content } = await deps.model.complete(messages, { schema: modelReplyFormat, settings }));
    } catch (error) {
      const kind: ModelErrorKind = error instanceof ModelError ? error.kind : 'network';
      deps.metrics.modelDuration.observe({ outcome: 'error' }, (performance.now() - started) / 1000);
      deps.metrics.modelErrors.inc({ kind });
      deps.log.warn({ kind, err: error }, 'language model failed; the scripted engine answers');
      if (kind !== 'invalid') return { ok: false, kind };
      continue;
    }
    deps.metrics.modelDuration.observe({ outcome: 'ok' }, (performance.now() - started) / 1000);
    const reply = parseModelReply(content);
    if (!reply) {
      deps.metrics.modelErrors.inc({ kind: 'invalid' });
      deps.log.warn({ attempt }, 'language model answered invalid JSON');
      continue;
    }
    for (const text of textsOf(reply)) {
      const hit = deps.filter.check(text);
      if (hit) {
        deps.metrics.modelErrors.inc({ kind: 'filter' });
        return { ok: false, kind: 'filter', hit, text };
      }
    }
    return { ok: true, reply };
  }
  return { ok: false, kind: 'invalid' };
}
