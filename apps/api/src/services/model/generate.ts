import type { Logger } from 'pino';
import type { Metrics } from '../../metrics.ts';
import type { ContentFilter, FilterHit } from '../safety/filter.ts';
import {
  completionOf,
  ModelError,
  type ChatTurnMessage,
  type Completion,
  type ModelClient,
  type ModelErrorKind,
  type SamplingSettings,
} from './client.ts';
import { createLineReader, type StreamedText } from './line-reader.ts';
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

/** Each line string of the answer as soon as it is whole and has passed the content filter. */
export type OnText = (text: StreamedText) => void;

/**
 * Reads the model's answer as it streams: each whole line string that passes the filter goes to `onText`
 * at once; the first one that hits the filter stops them (the whole reply is refused later anyway).
 */
async function readAnswer(
  deps: GenerateDeps,
  messages: ChatTurnMessage[],
  settings: SamplingSettings | undefined,
  onText: OnText | undefined,
): Promise<Completion> {
  const stream = deps.model.stream(messages, { schema: modelReplyFormat, settings });
  if (!onText) return completionOf(stream);
  let refused = false;
  const reader = createLineReader((text) => {
    if (refused) return;
    if (deps.filter.check(text.text)) refused = true;
    else onText(text);
  });
  for (;;) {
    const next = await stream.next();
    if (next.done) return next.value;
    reader.push(next.value);
  }
}

/**
 * Asks the model for a reply (the reply's JSON Schema as response format where the server takes it):
 * invalid output is retried once; a timeout, an HTTP error or a second invalid answer gives up (the scripted engine answers then); output that hits the filter is refused.
 * `settings` (the character's own) win over the endpoint's. With `onText`, each line is handed out while
 * the answer streams (docs/model.md: what the final reply does with them).
 */
export async function generateReply(
  deps: GenerateDeps,
  messages: ChatTurnMessage[],
  settings?: SamplingSettings,
  onText?: OnText,
): Promise<GenerateOutcome> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const started = performance.now();
    let content: string;
    try {
      ({ content } = await readAnswer(deps, messages, settings, onText));
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
