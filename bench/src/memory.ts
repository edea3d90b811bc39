/**
 * The API's resident memory (issue 20): idle after start, after the 500-connection soak (feed page and
 * hub list) and after 10,000 chat turns, twice over on the same process; the second round may not end
 * more than 5 % above the first (a leak grows with every round, a warm heap does not).
 *   BENCH_DATABASES=postgres BENCH_SOAK_SECONDS=60 BENCH_TURNS=10000 npx pnpm@10.34.8 --filter @app/bench bench:memory
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { drive } from './load.ts';
import { machine, publish } from './report.ts';
import { preparePlayers, scenarios, type BenchContext, type Scenario } from './scenarios.ts';
import { freePort, startApi } from './servers.ts';

const KINDS = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const SOAK_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const TURNS = Number(process.env.BENCH_TURNS ?? 10_000);
const ROUNDS = 2;
const GROWTH_LIMIT = 0.05;

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(/(\d+)/.exec(line)![1]) / 1024;
}

/** The server's memory once it has been quiet for a moment (timers and the collector had their turn). */
async function settledRss(pid: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 3000));
  return rssMiB(pid);
}

/** Exactly `amount` requests of one scenario over `connections` connections; the non-2xx count. */
async function send(url: string, s: Scenario, ctx: BenchContext, amount: number, connections: number) {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    amount,
    requests: [
      {
        method: s.method,
        setupRequest: (req) => {
          const n = i++;
          return {
            ...req,
            path: s.path(ctx, n),
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${ctx.tokens[n % ctx.tokens.length]}`,
            },
            body: s.body ? JSON.stringify(s.body(ctx, n)) : undefined,
          };
        },
      },
    ],
  });
  console.log(`${s.name}: status codes ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}`);
  return result.non2xx + result.errors + result.timeouts;
}

async function measure(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const byName = (name: string) => scenarios.find((s) => s.name === name)!;
  const api = await startApi(kind, await freePort());
  try {
    const ctx = await preparePlayers(api.url, 50);
    const pid = api.pid!;
    const idle = await settledRss(pid);
    console.log(`${kind}: idle ${idle.toFixed(0)} MiB`);
    const rows: { soak: number; turns: number; soakFailed: number; turnsRefused: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let soakFailed = 0;
      for (const name of ['feed page', 'hub list']) {
        const r = await drive(api.url, byName(name), ctx, SOAK_CONNECTIONS, SOAK_SECONDS);
        soakFailed += r.errors + r.non2xx;
      }
      const soak = await settledRss(pid);
      const turnsRefused = await send(api.url, byName('chat turn'), ctx, TURNS, 50);
      const turns = await settledRss(pid);
      rows.push({ soak, turns, soakFailed, turnsRefused });
      console.log(
        `${kind} round ${round + 1}: after soak ${soak.toFixed(0)} MiB, after ${TURNS} turns ${turns.toFixed(0)} MiB`,
      );
    }
    const first = rows[0]!;
    const last = rows.at(-1)!;
    const growth = (last.turns - first.turns) / first.turns;
    return rows.map(
      (r, i) =>
        `| ${kind} | ${i + 1} | ${idle.toFixed(0)} | ${r.soak.toFixed(0)} | ${r.soakFailed} | ${r.turns.toFixed(0)} | ${r.turnsRefused} | ${
          i === 0 ? '' : `${(growth * 100).toFixed(1)} % ${growth <= GROWTH_LIMIT ? 'ok' : 'over 5 %'}`
        } |`,
    );
  } finally {
    await api.stop();
  }
}

const lines = [
  `| database | round | idle MiB | after ${SOAK_CONNECTIONS}-connection soak MiB | soak errors + non-2xx | after ${TURNS} chat turns MiB | turns not 2xx | growth over round 1 |`,
  '|---|---:|---:|---:|---:|---:|---:|---|',
];
for (const kind of KINDS) lines.push(...(await measure(kind)));
const out = `Measured by \`bench:memory\` on ${machine}: resident memory (VmRSS) of the API process, read 3 s after each step; a round is the feed page and the hub list at ${SOAK_CONNECTIONS} connections for ${SOAK_SECONDS} s each, then ${TURNS} chat turns at 50 connections (the players in turn, so a player can have two turns in flight: the second waits or is refused with 409, as the API answers a double send).\n\n${lines.join('\n')}\n`;
console.log(out);
publish('memory', out);
