import { createServer, type ServerResponse } from 'node:http';

/** An OpenAI-compatible model server whose streamed answer stops at a chunk until the test lets it go. */
export interface HeldModel {
  url: string;
  /** How many answers it started streaming. */
  started: () => number;
  /** Whether the current answer's last chunk went out. */
  finished: () => boolean;
  /** Sends the held chunk (and every later answer's at once, until hold() again). */
  release: () => void;
  /** Holds the next answers again, at the same text. */
  hold: () => void;
  close: () => Promise<void>;
}

const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
const delta = (content: string) => ({
  id: 'cmpl-e2e',
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
});

/**
 * Streams `answer` (the JSON the prompt asks for; a function gives the n-th answer, from 1) in small
 * pieces; the piece that would complete the text `holdBefore` (default: the last piece) waits for release().
 */
export async function startHeldModel(port: number, answer: unknown, holdBefore?: string): Promise<HeldModel> {
  let released = false;
  let waiting: (() => void)[] = [];
  let started = 0;
  let finished = false;
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return void res.writeHead(404).end();
      void stream(res);
    });
  });
  async function stream(res: ServerResponse): Promise<void> {
    started += 1;
    const content = JSON.stringify(typeof answer === 'function' ? (answer as (n: number) => unknown)(started) : answer);
    const pieces = content.match(/[\s\S]{1,12}/g) ?? [];
    const at = holdBefore ? content.indexOf(holdBefore) : -1;
    const heldEnd = at >= 0 ? at + holdBefore!.length : content.length;
    let sent = 0;
    const held = (piece: string) => sent < heldEnd && sent + piece.length >= heldEnd;
    finished = false;
    open.add(res);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const piece of pieces) {
      if (held(piece) && !released) await new Promise<void>((resolve) => waiting.push(resolve));
      if (res.destroyed) return;
      res.write(sse(delta(piece)));
      sent += piece.length;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    finished = true;
    res.end('data: [DONE]\n\n');
    open.delete(res);
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/v1`,
    started: () => started,
    finished: () => finished,
    release: () => {
      released = true;
      for (const go of waiting) go();
      waiting = [];
    },
    hold: () => {
      released = false;
    },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
