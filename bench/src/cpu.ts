/**
 * CPU time per request, read from /proc for the API process and for a bare Node server in a child process
 * answering the same bytes: unlike req/s, it barely moves when other work shares the machine.
 *   BENCH_DATABASES=postgres BENCH_REQUESTS=2000 npx pnpm@10.34.8 exec tsx src/cpu.ts
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { freePort, startApi, type Running } from './servers.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const KINDS = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const TICK_MS = 1000 / 100; // USER_HZ

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
}

function send(url: string, s: Scenario, ctx: BenchContext, i: number) {
  return fetch(url + s.path(ctx, i), {
    method: s.method,
    headers: {
      'content-type': 'application/json',
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

async function startBareChild(answers: Record<string, { status: number; body: string }>): Promise<Running> {
  const file = join(mkdtempSync(join(tmpdir(), 'bare-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const code = `const a=JSON.parse(require('fs').readFileSync(${JSON.stringify(file)},'utf8'));for(const k in a)a[k].buf=Buffer.from(a[k].body,'base64');
require('http').createServer((q,r)=>{const x=a[q.method+' '+q.url.split('?')[0]];q.resume();q.on('end',()=>{if(!x){r.writeHead(404).end();return}r.writeHead(x.status,{'content-type':'application/json; charset=utf-8','content-length':x.buf.length});r.end(x.buf)})}).listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, pid: child.pid, stop: async () => void child.kill() };
}

const lines = [
  '| database | call | API CPU µs/request | bare CPU µs/request | bare ÷ API |',
  '|---|---|---:|---:|---:|',
];
for (const kind of KINDS) {
  const api = await startApi(kind, await freePort());
  try {
    const ctx = await preparePlayers(api.url, 50);
    const answers: Record<string, { status: number; body: string }> = {};
    for (const s of scenarios) {
      const answer = await recordAnswer(api.url, s, ctx);
      answers[answer.key] = { status: answer.status, body: answer.body.toString('base64') };
    }
    const bare = await startBareChild(answers);
    try {
      for (const s of scenarios) {
        const b = await measure(bare, s, ctx);
        const a = await measure(api, s, ctx);
        lines.push(`| ${kind} | ${s.name} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${((b / a) * 100).toFixed(1)}% |`);
        console.log(lines.at(-1));
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await api.stop();
  }
}
console.log(`\n${lines.join('\n')}`);
publish(
  'cpu',
  [
    `Measured by \`bench:cpu\` on ${machine}: ${REQUESTS} requests per call, ${CONCURRENCY} at a time; CPU time of the server process from /proc.`,
    '',
    ...lines,
  ].join('\n'),
);
