import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one request. */
export type FakeBehaviour =
  | ({ kind: 'reply'; content: unknown; usage?: FakeUsage | null } & Streaming)
  | ({ kind: 'invalid'; content?: string; usage?: FakeUsage | null } & Streaming)
  /** No answer at all (not even headers). */
  | { kind: 'hang' }
  /** A streamed answer that starts (headers sent) and then sends no token. */
  | { kind: 'silent-stream' }
  /** A streamed answer cut off after a first chunk, `sent` (the connection drops). */
  | { kind: 'cut-stream'; sent?: string }
  /** A stream whose chunk is not JSON. */
  | { kind: 'garbled-stream' }
  | { kind: 'status'; status: number; retryAfter?: string }
  /** Answers as `then` after `ms` milliseconds (a model that takes its time). */
  | { kind: 'slow'; ms: number; then: FakeBehaviour };

/** How a streamed answer is sent: in `chunks` pieces, `delayMs` apart; `holdLast` keeps the last piece until it settles. */
interface Streaming {
  chunks?: number;
  delayMs?: number;
  holdLast?: Promise<unknown>;
}

export interface FakeRequest {
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type?: string; json_schema?: unknown };
    temperature?: number;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    [setting: string]: unknown;
  };
}

export interface FakeModelServer {
  /** Base URL to put in MODEL_BASE_URL (ends in /v1). */
  url: string;
  requests: FakeRequest[];
  /** Queues behaviours for the next requests, in order; when empty, `fallback` answers. */
  queue(...behaviours: FakeBehaviour[]): void;
  /** response_format types answered with 400, as a server that does not know them (e.g. ['json_schema']). */
  refuseFormats: string[];
  /** Forgets queued behaviours, refused formats and recorded requests. */
  reset(): void;
  /** Answers when the queue is empty; a function sees the request body (e.g. to tell a summary request from a turn). */
  fallback: FakeBehaviour | ((body: FakeRequest['body']) => FakeBehaviour);
  close(): Promise<void>;
}

/** The answer's `usage` (OpenAI's token counts); null leaves it out, as some servers do. */
export type FakeUsage = { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number };

/** What every answer reports having used unless the behaviour says otherwise. */
export const FAKE_USAGE = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };

/** A valid model answer (the JSON the prompt asks for). */
export function modelAnswer(
  lines: string[],
  meter = 2,
  options = ['Tell me more', 'You are lovely', 'Shall we go out?'],
  extra: Record<string, unknown> = {},
) {
  return { lines, meter, options, ...extra };
}

function completion(content: string, usage: FakeUsage | null) {
  return {
    id: 'cmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    ...(usage ? { usage } : {}),
  };
}

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };
const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
const chunk = (content: string) => ({
  id: 'cmpl-1',
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
});

/** A small OpenAI-compatible server on 127.0.0.1 whose answers the test sets per request. */
export async function startFakeModelServer(): Promise<FakeModelServer> {
  const pending: FakeBehaviour[] = [];
  const hanging = new Set<ServerResponse>();
  const fake: FakeModelServer = {
    url: '',
    requests: [],
    fallback: { kind: 'reply', content: modelAnswer(['Hello from the model.']) },
    refuseFormats: [],
    queue: (...b) => void pending.push(...b),
    reset: () => {
      pending.length = 0;
      fake.refuseFormats = [];
      fake.requests.length = 0;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: FakeRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest['body'];
      } catch {
        // recorded as an empty body
      }
      fake.requests.push({ url: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const format = body.response_format?.type;
      if (format && fake.refuseFormats.includes(format)) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: `response_format ${format} is not supported` } }));
        return;
      }
      const chosen = pending.shift() ?? (typeof fake.fallback === 'function' ? fake.fallback(body) : fake.fallback);
      if (chosen.kind === 'slow') {
        hanging.add(res);
        setTimeout(() => {
          hanging.delete(res);
          answer(res, chosen.then, body);
        }, chosen.ms);
        return;
      }
      answer(res, chosen, body);
    });
  });
  function answer(res: ServerResponse, b: FakeBehaviour, body: FakeRequest['body']): void {
    if (res.destroyed) return;
    if (b.kind === 'slow') return answer(res, b.then, body);
    if (b.kind === 'hang') {
      hanging.add(res);
      return;
    }
    if (b.kind === 'status') {
      res
        .writeHead(b.status, {
          'content-type': 'application/json',
          ...(b.retryAfter !== undefined ? { 'retry-after': b.retryAfter } : {}),
        })
        .end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    if (b.kind === 'silent-stream' || b.kind === 'cut-stream' || b.kind === 'garbled-stream') {
      hanging.add(res);
      res.writeHead(200, SSE_HEADERS);
      if (b.kind === 'cut-stream') {
        res.write(sse(chunk(b.sent ?? '{"lines": ["Hel')));
        setTimeout(() => res.destroy(), 20);
      }
      if (b.kind === 'garbled-stream') res.end('data: {not json\n\n');
      return;
    }
    const content =
      b.kind === 'reply' ? JSON.stringify(b.content) : (b.content ?? 'Sure! Here is my answer: {lines: oops');
    const usage = b.usage === undefined ? FAKE_USAGE : b.usage;
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(content, usage)));
      return;
    }
    void streamAnswer(res, content, b, body.stream_options?.include_usage ? usage : null);
  }
  async function streamAnswer(res: ServerResponse, content: string, how: Streaming, usage: FakeUsage | null) {
    const delayMs = how.delayMs ?? 0;
    hanging.add(res);
    res.writeHead(200, SSE_HEADERS);
    const size = Math.ceil(content.length / (how.chunks ?? 3));
    for (let at = 0; at < content.length; at += size) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (how.holdLast && at + size >= content.length) await how.holdLast;
      if (res.destroyed) return;
      res.write(sse(chunk(content.slice(at, at + size))));
    }
    if (usage) res.write(sse({ id: 'cmpl-1', object: 'chat.completion.chunk', choices: [], usage }));
    res.end('data: [DONE]\n\n');
    hanging.delete(res);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
