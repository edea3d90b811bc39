import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one request. */
export type FakeBehaviour =
  | { kind: 'reply'; content: unknown; usage?: FakeUsage | null }
  | { kind: 'invalid'; content?: string; usage?: FakeUsage | null }
  | { kind: 'hang' }
  | { kind: 'status'; status: number }
  /** Answers as `then` after `ms` milliseconds (a model that takes its time). */
  | { kind: 'slow'; ms: number; then: FakeBehaviour };

export interface FakeRequest {
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: unknown;
    temperature?: number;
  };
}

export interface FakeModelServer {
  /** Base URL to put in MODEL_BASE_URL (ends in /v1). */
  url: string;
  requests: FakeRequest[];
  /** Queues behaviours for the next requests, in order; when empty, `fallback` answers. */
  queue(...behaviours: FakeBehaviour[]): void;
  /** Forgets queued behaviours and recorded requests. */
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

/** A small OpenAI-compatible server on 127.0.0.1 whose answers the test sets per request. */
export async function startFakeModelServer(): Promise<FakeModelServer> {
  const pending: FakeBehaviour[] = [];
  const hanging = new Set<ServerResponse>();
  const fake: FakeModelServer = {
    url: '',
    requests: [],
    fallback: { kind: 'reply', content: modelAnswer(['Hello from the model.']) },
    queue: (...b) => void pending.push(...b),
    reset: () => {
      pending.length = 0;
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
      const chosen = pending.shift() ?? (typeof fake.fallback === 'function' ? fake.fallback(body) : fake.fallback);
      if (chosen.kind === 'slow') {
        hanging.add(res);
        setTimeout(() => {
          hanging.delete(res);
          answer(res, chosen.then);
        }, chosen.ms);
        return;
      }
      answer(res, chosen);
    });
  });
  function answer(res: ServerResponse, b: FakeBehaviour): void {
    if (res.destroyed) return;
    if (b.kind === 'slow') return answer(res, b.then);
    if (b.kind === 'hang') {
      hanging.add(res);
      return;
    }
    if (b.kind === 'status') {
      res
        .writeHead(b.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    const content =
      b.kind === 'reply' ? JSON.stringify(b.content) : (b.content ?? 'Sure! Here is my answer: {lines: oops');
    const usage = b.usage === undefined ? FAKE_USAGE : b.usage;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(content, usage)));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
