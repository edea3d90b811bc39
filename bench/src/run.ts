import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { drive, type LoadResult } from './load.ts';
import { preparePlayers, scenarios } from './scenarios.ts';
import { freePort, repoRoot, startApi, startBare } from './servers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const KINDS = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];

interface Row {
  db: string;
  scenario: string;
  api: LoadResult;
  bare: LoadResult;
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  console.log(`\n== ${kind}: starting the API on a fresh database`);
  const api = await startApi(kind, await freePort());
  const rows: Row[] = [];
  try {
    const ctx = await preparePlayers(api.url, PLAYERS);
    // Record what the API answers so the bare server returns the same bytes.
    const answers = new Map<string, { status: number; body: Buffer }>();
    for (const s of scenarios) {
      const res = await fetch(api.url + s.path(ctx, 0), {
        method: s.method,
        headers: { 'content-type': 'application/json', ...(s.auth ? { authorization: `Bearer ${ctx.tokens[0]}` } : {}) },
        body: s.body ? JSON.stringify(s.body(ctx, 0)) : undefined,
      });
      answers.set(`${s.method} ${s.path(ctx, 0).split('?')[0]}`, { status: res.status, body: Buffer.from(await res.arrayBuffer()) });
    }
    const bare = await startBare(await freePort(), answers);
    try {
      for (const s of scenarios) {
        const bareResult = await drive(bare.url, s, ctx, CONNECTIONS, SECONDS);
        const apiResult = await drive(api.url, s, ctx, CONNECTIONS, SECONDS);
        rows.push({ db: kind, scenario: s.name, api: apiResult, bare: bareResult });
        console.log(`${kind} ${s.name}: api ${apiResult.rps.toFixed(0)} rps p99 ${apiResult.p99} ms (non-2xx ${apiResult.non2xx}); bare ${bareResult.rps.toFixed(0)} rps`);
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await api.stop();
  }
  return rows;
}

function table(rows: Row[]): string {
  const lines = [
    '| database | call | API req/s | p50 ms | p99 ms | errors / non-2xx | bare req/s | API ÷ bare |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.db} | ${r.scenario} | ${r.api.rps.toFixed(0)} | ${r.api.p50} | ${r.api.p99} | ${r.api.errors} / ${r.api.non2xx} | ${r.bare.rps.toFixed(0)} | ${((r.api.rps / r.bare.rps) * 100).toFixed(1)}% |`,
    );
  }
  return lines.join('\n');
}

const rows: Row[] = [];
for (const kind of KINDS) rows.push(...(await benchDatabase(kind)));
const report = `# Benchmarks

Measured by \`pnpm bench\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB.
Each call is driven for ${SECONDS} s by autocannon with ${CONNECTIONS} connections and ${PLAYERS} players (tokens used in turn),
first against a bare Node HTTP server answering the same recorded bytes, then against the API, in the same run.
The load generator shares the machine's cores with the server.

${table(rows)}
`;
writeFileSync(join(repoRoot, 'docs/benchmarks.md'), report);
console.log(`\n${table(rows)}\n\nwritten to docs/benchmarks.md`);
