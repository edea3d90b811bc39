import OpenAI, { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { countTokens, promptTokens as countPrompt } from './tokens.ts';

export interface ChatTurnMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** timeout: no first token or no whole answer in time; busy: 429/503; open: the endpoint's breaker skips it. */
export type ModelErrorKind = 'timeout' | 'http' | 'network' | 'invalid' | 'busy' | 'open';

export class ModelError extends Error {
  readonly kind: ModelErrorKind;
  /** From a 429/503's Retry-After: how long the endpoint asks to be left alone. */
  readonly retryAfterMs: number | undefined;
  /** The HTTP status the server answered, if it answered one. */
  readonly status: number | undefined;

  constructor(kind: ModelErrorKind, message: string, extra: { retryAfterMs?: number; status?: number } = {}) {
    super(message);
    this.kind = kind;
    this.retryAfterMs = extra.retryAfterMs;
    this.status = extra.status;
  }
}

/** A completion's content and the tokens it used: the server's `usage`, else the tokenizer's count (tokens.ts). */
export interface Completion {
  content: string;
  tokens: number;
  promptTokens: number;
  completionTokens: number;
  estimated: boolean;
  /** The endpoint that answered (its name in the configuration). */
  endpoint: string;
}

/** Sampling settings sent with each request; unset ones are left to the server. */
export interface SamplingSettings {
  temperature?: number;
  top_p?: number;
  /** Not OpenAI's: llama.cpp, vLLM and Ollama read it. */
  min_p?: number;
  frequency_penalty?: number;
  /** Not OpenAI's: llama.cpp, vLLM and Ollama read it. */
  repetition_penalty?: number;
  max_tokens?: number;
  stop?: string[];
}

/** The JSON the answer must fit: sent as `response_format: json_schema` where the server takes it. */
export interface AnswerSchema {
  name: string;
  schema: Record<string, unknown>;
}

export interface CallOptions {
  settings?: SamplingSettings;
  schema?: AnswerSchema;
  /** The player's tier: picks the route (see router.ts). */
  tier?: number;
  /** Milliseconds left for the whole turn; the call gives up then. */
  deadlineMs?: number;
}

/** Content deltas as they come; the generator's return value is the whole completion. */
export type CompletionStream = AsyncGenerator<string, Completion, void>;

/** A stream read to its end: the completion it returns (its deltas are left unread). */
export async function completionOf(stream: CompletionStream): Promise<Completion> {
  for (;;) {
    const next = await stream.next();
    if (next.done) return next.value;
  }
}

export interface ModelClient {
  /** One chat completion asking for a JSON object. */
  complete(messages: ChatTurnMessage[], opts?: CallOptions): Promise<Completion>;
  /** The same call, streamed: each content delta, then the completion (for a later streaming step). */
  stream(messages: ChatTurnMessage[], opts?: CallOptions): CompletionStream;
}

export interface ModelEndpoint {
  /** A name for logs, metrics and the breaker ("primary", "fallback", "tier3"). */
  name: string;
  baseUrl: string;
  apiKey?: string;
  model: string;
  settings: SamplingSettings;
  /** No first token within this: the call gives up (the server is hung or overloaded). */
  firstTokenMs: number;
  /** No whole answer within this. */
  timeoutMs: number;
}

type FormatLevel = 'json_schema' | 'json_object' | 'none';
const LOWER: Record<FormatLevel, FormatLevel | null> = { json_schema: 'json_object', json_object: 'none', none: null };

function responseFormat(level: FormatLevel, schema: AnswerSchema | undefined) {
  if (level === 'json_schema' && schema)
    return { type: 'json_schema' as const, json_schema: { name: schema.name, schema: schema.schema } };
  if (level === 'none') return undefined;
  return { type: 'json_object' as const };
}

/** Retry-After in milliseconds: seconds or an HTTP date (RFC 9110), else undefined. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function toModelError(error: unknown, timedOut: string | null): ModelError {
  if (error instanceof ModelError) return error;
  if (timedOut) return new ModelError('timeout', timedOut);
  if (error instanceof APIUserAbortError) return new ModelError('timeout', 'aborted');
  if (error instanceof APIConnectionError) return new ModelError('network', error.message);
  if (error instanceof APIError) {
    const answered = error as APIError<number, Headers | undefined>;
    const status = answered.status;
    if (status === 429 || status === 503)
      return new ModelError('busy', `HTTP ${status}`, {
        status,
        retryAfterMs: retryAfterMs(answered.headers?.get('retry-after')),
      });
    return new ModelError('http', `HTTP ${status}: ${answered.message.slice(0, 200)}`, { status });
  }
  if (error instanceof SyntaxError) return new ModelError('invalid', 'The stream is not JSON');
  return new ModelError('network', (error as Error).message);
}

/** An OpenAI-compatible endpoint (vLLM, llama.cpp server, Ollama, hosted APIs) through the official library, always streamed. */
export function createModelClient(endpoint: ModelEndpoint): ModelClient {
  const openai = new OpenAI({
    baseURL: endpoint.baseUrl.replace(/\/+$/, ''),
    // the library insists on a key; local servers ignore the header
    apiKey: endpoint.apiKey ?? 'none',
    maxRetries: 0,
    timeout: endpoint.timeoutMs,
  });
  const unauthenticated = !endpoint.apiKey;
  // what this server was found to take; lowered once when it refuses a format
  let format: FormatLevel = 'json_schema';

  async function* stream(messages: ChatTurnMessage[], opts: CallOptions = {}): CompletionStream {
    let level: FormatLevel = opts.schema || format !== 'json_schema' ? format : 'json_object';
    for (;;) {
      try {
        return yield* attempt(messages, opts, level);
      } catch (error) {
        const refusedFormat = error instanceof ModelError && (error.status === 400 || error.status === 422);
        const lower = LOWER[level];
        if (!refusedFormat || !lower) throw error;
        level = lower;
        if (opts.schema || level !== 'none') format = level;
      }
    }
  }

  async function* attempt(messages: ChatTurnMessage[], opts: CallOptions, level: FormatLevel): CompletionStream {
    const settings = { ...endpoint.settings, ...opts.settings };
    const wholeMs = Math.min(endpoint.timeoutMs, opts.deadlineMs ?? Number.POSITIVE_INFINITY);
    const abort = new AbortController();
    let timedOut: string | null = null;
    const stop = (why: string) => {
      timedOut = why;
      abort.abort();
    };
    const whole = setTimeout(() => stop(`No whole answer within ${Math.round(wholeMs)} ms`), wholeMs);
    const first = setTimeout(
      () => stop(`No first token within ${endpoint.firstTokenMs} ms`),
      Math.min(endpoint.firstTokenMs, wholeMs),
    );
    const format = responseFormat(level, opts.schema);
    const body = {
      model: endpoint.model,
      messages,
      ...settings,
      ...(settings.stop?.length ? {} : { stop: undefined }),
      ...(format ? { response_format: format } : {}),
      stream: true,
      stream_options: { include_usage: true },
    } as ChatCompletionCreateParamsStreaming;
    let content = '';
    let usage: { prompt_tokens?: number; completion_tokens?: number } | undefined;
    try {
      const chunks = await openai.chat.completions.create(body, {
        signal: abort.signal,
        ...(unauthenticated ? { headers: { authorization: null } } : {}),
      });
      for await (const chunk of chunks) {
        if (chunk.usage) usage = chunk.usage;
        const delta = chunk.choices[0]?.delta?.content;
        if (!delta) continue;
        clearTimeout(first);
        content += delta;
        yield delta;
      }
    } catch (error) {
      throw toModelError(error, timedOut);
    } finally {
      clearTimeout(first);
      clearTimeout(whole);
    }
    if (timedOut) throw new ModelError('timeout', timedOut);
    const estimated = usage?.prompt_tokens === undefined || usage.completion_tokens === undefined;
    const promptTokens = usage?.prompt_tokens ?? countPrompt(messages);
    const completionTokens = usage?.completion_tokens ?? countTokens(content);
    return {
      content,
      promptTokens,
      completionTokens,
      tokens: promptTokens + completionTokens,
      estimated,
      endpoint: endpoint.name,
    };
  }

  return { stream, complete: (messages, opts) => completionOf(stream(messages, opts)) };
}
