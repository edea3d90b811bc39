/**
 * CPU time per request, read from /proc for the API process and for a bare Node server in a child process
 * answering the same bytes: unlike req/s, it barely moves when other work shares the machine.
 *   BENCH_DATABASES=postgres BENCH_REQUESTS=2000 npx pnpm@10.34.8 exec tsx src/cpu.ts
 */
import { readFileSync } from 'node:fs';
import {
  floorScenario,
  preparePlayers,
  recordAnswer,
  scenarios as measured,
  type BenchContext,
  type Scenario,
} from './scenarios.ts';

// The framework's floor (Fastify with the API's hooks, no work) is measured too.
const scenarios = [floorScenario, ...measured];
import { machine, publish } from './report.ts';
import { freePort, startApi, startBare, type Running } from './servers.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const KINDS = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const TICK_MS = 1000 / 100; // USER_HZ
/**
 * The requests' Accept-Encoding: by default what fetch sends ("gzip, deflate"; a browser adds br), so
 * the API compresses answers over 1 KB (the bare server never does); `identity` measures them uncompressed.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
}

function send(url: string, s: Scenario, ctx: BenchContext, i: number) {
  return fetch(url + s.path(ctx, i), {
    method: s.method,
    headers: {
      'content-type': 'application/json',
      ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
      ...(s.auth ? { authorization: `Bearer ${ctx.tokens[i % ctx.tokens.length]}` } : {}),
    },
    body: s.body ? JSON.stringify(s.body(ctx, i)) : undefined,
  }).then((r) => r.arrayBuffer());
}

async function measure(server: Running, s: Scenario, ctx: BenchContext): Promise<number> {
  for (let i = 0; i < 50; i++) await send(server.url, s, ctx, i); // warm up
  const before = cpuMs(server.pid!);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) await send(server.url, s, ctx, next++);
    }),
  );
  return ((cpuMs(server.pid!) - before) / REQUESTS) * 1000;
}

const lines = [
  '| database | call | API CPU µs/request | bare CPU µs/request | bare ÷ API |',
  '|---|---|---:|---:|---:|',
];
for (const kind of KINDS) {
  const api = await startApi(kind, await freePort());
  try {
    const ctx = await preparePlayers(api.url, 50);
    for (const s of scenarios) {
      const bare = await startBare(await freePort(), await recordAnswer(api.url, s, ctx));
      try {
        const b = await measure(bare, s, ctx);
        const a = await measure(api, s, ctx);
        lines.push(`| ${kind} | ${s.name} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${((b / a) * 100).toFixed(1)}% |`);
        console.log(lines.at(-1));
      } finally {
        await bare.stop();
      }
    }
  } finally {
    await api.stop();
  }
}
console.log(`\n${lines.join('\n')}`);
publish(
  'cpu',
  [
    `Measured by \`bench:cpu\` on ${machine}: ${REQUESTS} requests per call, ${CONCURRENCY} at a time, Accept-Encoding ${ACCEPT_ENCODING ? `\`${ACCEPT_ENCODING}\`` : 'as fetch sends it (gzip, deflate)'}; CPU time of the server process from /proc.`,
    '',
    ...lines,
  ].join('\n'),
);
