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

export interface ModelClient {
  /** One chat completion asking for a JSON object; resolves to the message content. */
  complete(messages: ChatTurnMessage[], opts?: { temperature?: number; maxTokens?: number }): Promise<string>;
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
      return parsed.data.choices[0]?.message.content ?? '';
    },
  };
}
