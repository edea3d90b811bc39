import { z } from 'zod';

export interface ChatTurnMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type ModelErrorKind = 'timeout' | 'http' | 'network' | 'invalid';

export class ModelError extends Error {
  readonly kind: ModelErrorKind;

  constructor(kind: ModelErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

/** A completion's message content and the tokens it used (prompt and answer; 0 when the server does not say). */
export interface Completion {
  content: string;
  tokens: number;
}

export interface ModelClient {
  /** One chat completion asking for a JSON object. */
  complete(messages: ChatTurnMessage[], opts?: { temperature?: number; maxTokens?: number }): Promise<Completion>;
}

export interface ModelClientOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  temperature: number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const count = z.number().int().nonnegative();
/** OpenAI's `usage` (vLLM, llama.cpp and Ollama answer it too); a server may leave it out or give only parts. */
const usageSchema = z.object({
  total_tokens: count.optional(),
  prompt_tokens: count.optional(),
  completion_tokens: count.optional(),
});

function tokensOf(json: unknown): number {
  const usage = usageSchema.safeParse((json as { usage?: unknown }).usage);
  if (!usage.success) return 0;
  const u = usage.data;
  return u.total_tokens ?? (u.prompt_tokens ?? 0) + (u.completion_tokens ?? 0);
}

/** An OpenAI-compatible client: POST {base}/chat/completions (vLLM, llama.cpp server, Ollama, hosted APIs). */
export function createModelClient(opts: ModelClientOptions): ModelClient {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(messages, call = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
      const body = {
        model: opts.model,
        messages,
        response_format: { type: 'json_object' },
        temperature: call.temperature ?? opts.temperature,
        ...(call.maxTokens ? { max_tokens: call.maxTokens } : {}),
      };
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new ModelError('timeout', `No answer within ${opts.timeoutMs} ms`);
        throw new ModelError('network', (error as Error).message);
      }
      let text: string;
      try {
        text = await res.text();
      } catch (error) {
        const name = (error as Error).name;
        throw new ModelError(
          name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
          (error as Error).message,
        );
      }
      if (!res.ok) throw new ModelError('http', `HTTP ${res.status}: ${text.slice(0, 200)}`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new ModelError('invalid', 'The completion is not JSON');
      }
      const parsed = completionSchema.safeParse(json);
      if (!parsed.success) throw new ModelError('invalid', 'Unexpected completion shape');
      return { content: parsed.data.choices[0]?.message.content ?? '', tokens: tokensOf(json) };
    },
  };
}
