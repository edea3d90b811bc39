/**
 * The model path (issue 20): how long from the model's first token until the player's first line,
 * through the API's message.stream (SSE), minus the same read directly from the model server. The fake
 * model runs in this process and streams each answer in 12-byte pieces 2 ms apart; its first token's
 * write and both readers' first whole line are timed on this process's clock. Turns alternate between
 * the two paths; the API is the built server on PostgreSQL, one tier-3 player in FreeStyle.
 *   npx pnpm@10.34.8 --filter @app/bench bench:model-path   (BENCH_TURNS=300)
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import pg from 'pg';
import { machine, publish } from './report.ts';
import { preparePlayers } from './scenarios.ts';
import { freePort, startApi } from './servers.ts';

const TURNS = Number(process.env.BENCH_TURNS ?? 300);
const PIECE = 12;
const GAP_MS = 2;

interface StreamingModel {
  url: string;
  /** When the current answer's first content chunk was written (performance.now()). */
  firstTokenAt: () => number;
  /** When the chunk that completes its first line was written. */
  lineAt: () => number;
  close: () => Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

/** Every turn a first line of its own (the API never repeats a line); summary requests get a summary. */
async function startStreamingModel(port: number): Promise<StreamingModel> {
  let turns = 0;
  let firstTokenAt = 0;
  let lineAt = 0;
  const server = createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', () => {
      const text = Buffer.concat(body).toString('utf8');
      if (text.includes('Summarise a chat')) {
        void stream(res, JSON.stringify({ summary: 'They talked for a long while.' }), -1);
        return;
      }
      const first = `Line ${++turns}: you came back to me tonight.`;
      const content = JSON.stringify({
        lines: [first, 'Tell me everything.'],
        meter: 0,
        options: ['Tell me more', 'You are lovely', 'Shall we go out?'],
      });
      void stream(res, content, content.indexOf(JSON.stringify(first)) + JSON.stringify(first).length);
    });
  });
  /** `lineEnd`: where the first line's closing quote ends (-1: an answer not timed, the summary). */
  async function stream(res: ServerResponse, content: string, lineEnd: number) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (let at = 0; at < content.length; at += PIECE) {
      res.write(chunk(content.slice(at, at + PIECE)));
      if (lineEnd >= 0 && at === 0) firstTokenAt = performance.now();
      if (lineEnd >= 0 && at < lineEnd && at + PIECE >= lineEnd) lineAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    res.end('data: [DONE]\n\n');
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    firstTokenAt: () => firstTokenAt,
    lineAt: () => lineAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads an SSE body until `done(data)` says so for one of its data lines; answers when that was (performance.now()). */
async function readEvents(res: Response, done: (data: string) => boolean): Promise<number> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) throw new Error('the stream ended before its first line');
      buffered += value;
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (data !== undefined && done(data)) return performance.now();
      }
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
}

/** One FreeStyle turn through message.stream: model's first token to the first line event. */
async function throughApi(api: string, token: string, charId: string, model: StreamingModel, n: number) {
  const input = encodeURIComponent(
    JSON.stringify({ id: charId, message: `Tell me about your day, ${n}`, mode: 'freestyle' }),
  );
  const res = await fetch(`${api}/trpc/message.stream?input=${input}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  let reply = false;
  const at = await readEvents(res, (data) => {
    if (data.includes('"type":"reply"')) reply = true;
    return data.includes('"type":"line"') || reply;
  });
  if (reply) throw new Error('the turn answered without a streamed line (the model did not voice it)');
  return { fromFirstToken: at - model.firstTokenAt(), fromLine: at - model.lineAt() };
}

/** The same answer read straight from the model server: its first token to its first whole line. */
async function direct(model: StreamingModel) {
  const res = await fetch(`${model.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hello' }] }),
  });
  let content = '';
  const at = await readEvents(res, (data) => {
    const delta = (JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content;
    content += delta ?? '';
    return /"lines":\["(?:[^"\\]|\\.)*"/.test(content);
  });
  return { fromFirstToken: at - model.firstTokenAt(), fromLine: at - model.lineAt() };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const model = await startStreamingModel(await freePort());
const api = await startApi('postgres', await freePort(), {
  env: {
    MODEL_BASE_URL: model.url,
    MODEL_DAILY_TOKENS: '0,0,0,0',
    MODEL_TIMEOUT_MS: '20000',
  },
});
const sql = new pg.Client({ connectionString: api.databaseUrl });
try {
  await sql.connect();
  const ctx = await preparePlayers(api.url, 1);
  // tier 3: FreeStyle without a daily count of custom messages
  const userId = (await sql.query<{ id: string }>('SELECT id FROM "User" WHERE email = $1', [ctx.emails[0]])).rows[0]!
    .id;
  await sql.query(
    `INSERT INTO "Subscription" (id, "userId", provider, "externalId", tier, "expiresAt", "updatedAt") VALUES ($1, $2, 'manual', $1, 3, now() + interval '1 day', now())`,
    [`bench-${userId}`, userId],
  );
  const token = ctx.tokens[0]!;
  // the chat opened (the greeting), as a player does before writing
  await fetch(`${api.url}/api/message/game/${ctx.characterId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const viaApi = { fromFirstToken: [] as number[], fromLine: [] as number[] };
  const viaModel = { fromFirstToken: [] as number[], fromLine: [] as number[] };
  for (let n = 0; n < TURNS + 10; n++) {
    const a = await throughApi(api.url, token, ctx.characterId, model, n);
    const d = await direct(model);
    // the first ten of each warm the connections and the JIT
    if (n >= 10) {
      viaApi.fromFirstToken.push(a.fromFirstToken);
      viaApi.fromLine.push(a.fromLine);
      viaModel.fromFirstToken.push(d.fromFirstToken);
      viaModel.fromLine.push(d.fromLine);
    }
  }
  const p = (values: number[], at: number) => percentile(values, at).toFixed(2);
  const within = (values: number[], ms: number) =>
    `${((100 * values.filter((v) => v <= ms).length) / values.length).toFixed(1)} %`;
  const row = (name: string, key: keyof typeof viaApi) => {
    const [api, direct] = [viaApi[key], viaModel[key]];
    const minus = (at: number) => (percentile(api, at) - percentile(direct, at)).toFixed(2);
    return `| ${name} | ${p(api, 50)} / ${p(api, 90)} / ${p(api, 99)} | ${p(direct, 50)} / ${p(direct, 90)} / ${p(direct, 99)} | **${minus(50)}** | ${minus(90)} | **${minus(99)}** |`;
  };
  const out = `Measured by \`bench:model-path\` on ${machine}, load average ${loadavg()[0]!.toFixed(1)}: ${TURNS} FreeStyle turns of one tier-3 player on PostgreSQL through message.stream (SSE), alternating with as many reads straight from the fake model (12-byte pieces 2 ms apart, the first line whole after four or five of them). Milliseconds until the player's first whole line, on the bench's clock; p50 / p90 / p99. From the line's last chunk, the API gave ${within(viaApi.fromLine, 5)} of first lines within 5 ms (direct: ${within(viaModel.fromLine, 5)}).

| from | API | direct | API − direct p50 | p90 | p99 |
|---|---:|---:|---:|---:|---:|
${row("the model's first token", 'fromFirstToken')}
${row('the chunk that completes the line', 'fromLine')}
`;
  console.log(out);
  publish('model-path', out);
} finally {
  await sql.end();
  await api.stop();
  await model.close();
}
