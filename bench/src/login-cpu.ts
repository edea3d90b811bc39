/**
 * A login's CPU against one argon2id verification (issue 20): CPU time of every thread of the API process
 * and of the minimal baseline (bench/src/baseline-server.ts), 8 logins at a time, in alternating rounds.
 * Throughput windows of a few seconds say little here: 50 connections of ~25 ms hashes on two shared
 * cores queue for seconds. CPU per login is what the framework adds to the hash.
 *   BENCH_LOGINS=150 npx pnpm@10.34.8 --filter @app/bench bench:login
 */
import { readdirSync, readFileSync } from 'node:fs';
import { baselineBeside } from './baseline.ts';
import { machine, publish } from './report.ts';
import { preparePlayers, recordAnswer, requestOf, scenarios, type BenchContext, type Scenario } from './scenarios.ts';
import { freePort, startApi, type Running } from './servers.ts';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 150);
const TICK_MS = 1000 / 100; // USER_HZ

/** CPU ms of all threads of a process (the hash runs on libuv's pool threads). */
function cpuMs(pid: number): number {
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  }
  return total;
}

async function login(url: string, s: Scenario, ctx: BenchContext, i: number): Promise<number> {
  const { path, ...init } = requestOf(s, ctx, i);
  const res = await fetch(url + path, init);
  await res.arrayBuffer();
  return res.status;
}

async function measure(server: Running, s: Scenario, ctx: BenchContext): Promise<{ cpu: number; failed: number }> {
  for (let i = 0; i < 10; i++) await login(server.url, s, ctx, i);
  const before = cpuMs(server.pid!);
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < LOGINS) if ((await login(server.url, s, ctx, next++)) !== 200) failed++;
    }),
  );
  return { cpu: (cpuMs(server.pid!) - before) / LOGINS, failed };
}

let api = await startApi('postgres', await freePort());
try {
  const ctx = await preparePlayers(api.url, 10);
  const s = scenarios.find((x) => x.name === 'login');
  if (!s) throw new Error('BENCH_ONLY leaves out the login');
  const recorded = await recordAnswer(api.url, s, ctx);
  const beside = await baselineBeside('postgres', api, new Map([[recorded.key, recorded]]), ctx);
  api = beside.api;
  const rows: string[] = [];
  try {
    for (let round = 1; round <= 2; round++) {
      const base = await measure(beside.baseline, s, ctx);
      const own = await measure(api, s, ctx);
      rows.push(
        `| ${round} | ${own.cpu.toFixed(1)} | ${base.cpu.toFixed(1)} | ${((base.cpu / own.cpu) * 100).toFixed(1)}% | ${own.failed} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await beside.baseline.stop();
  }
  const out = `Measured by \`bench:login\` on ${machine}: ${LOGINS} logins 8 at a time per round, PostgreSQL; CPU of every thread of each process.\n\n| round | API CPU ms/login | baseline (one argon2id verification) CPU ms/login | baseline ÷ API | API non-200 |\n|---:|---:|---:|---:|---:|\n${rows.join('\n')}\n`;
  console.log(out);
  publish('login', out);
} finally {
  await api.stop();
}
