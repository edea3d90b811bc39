import { BASELINE_CALLS, baselineBeside, baselineTable, type BaselineRow } from './baseline.ts';
import { publishEngine } from './engine.ts';
import { drive, type LoadResult } from './load.ts';
import {
  floorScenario,
  preparePlayers,
  recordAnswer,
  scenarios,
  type BenchContext,
  type Scenario,
} from './scenarios.ts';
import { machine, publish } from './report.ts';
import { BENCH_METRICS_TOKEN, freePort, startApi, startBare } from './servers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const KINDS = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
/** compare: every call against the bare server; soak: one call at many connections for long; paced: chat turns at a human pace. */
const MODE = process.env.BENCH_MODE ?? 'compare';

interface Row {
  db: string;
  scenario: string;
  api: LoadResult;
  bare: LoadResult;
  /** Against the minimal database baseline (baseline.ts), for the calls it does real work for. */
  againstBaseline?: { api: LoadResult; baseline: LoadResult };
}

/** Unmeasured seconds on each server first, so the API's code is compiled as on a running site. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP ?? 1);
/** Bare server and API in turn this many times; the round with the median ratio is reported (a busy machine). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

interface Compared {
  api: LoadResult;
  bare: LoadResult;
  /** The round with the median ratio to the minimal database baseline, when the call has one. */
  againstBaseline?: { api: LoadResult; baseline: LoadResult };
}

/** The round with the median of `ratio` (the lower middle one of an even count). */
const medianRound = <T>(rounds: T[], ratio: (r: T) => number): T =>
  [...rounds].sort((x, y) => ratio(x) - ratio(y))[(rounds.length - 1) >> 1]!;

/**
 * The scenario on a bare server answering the bytes the API answers to its first request, on the minimal
 * database baseline when the call has one, and on the API, in turn in each round: on a busy machine each
 * ratio is taken between servers driven seconds apart.
 */
async function compareScenario(
  apiUrl: string,
  s: Scenario,
  ctx: BenchContext,
  baselineUrl?: string,
): Promise<Compared> {
  const bare = await startBare(await freePort(), await recordAnswer(apiUrl, s, ctx));
  try {
    if (WARM_UP_SECONDS > 0)
      for (const url of [bare.url, ...(baselineUrl ? [baselineUrl] : []), apiUrl])
        await drive(url, s, ctx, CONNECTIONS, WARM_UP_SECONDS);
    // Long games first: a game's state grows over its first few hundred turns (the lines she said), so
    // rounds on fresh games would each measure a different game length.
    const fill = Number(process.env.BENCH_FILL ?? s.fillSeconds ?? 0);
    if (fill > 0) await drive(apiUrl, s, ctx, CONNECTIONS, fill);
    const rounds: { api: LoadResult; bare: LoadResult; baseline?: LoadResult }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const bareResult = await drive(bare.url, s, ctx, CONNECTIONS, SECONDS);
      const baseline = baselineUrl ? await drive(baselineUrl, s, ctx, CONNECTIONS, SECONDS) : undefined;
      rounds.push({ bare: bareResult, baseline, api: await drive(apiUrl, s, ctx, CONNECTIONS, SECONDS) });
    }
    const ratio = (r: { api: LoadResult; bare: LoadResult }) => r.api.rps / r.bare.rps;
    const toBaseline = (r: { api: LoadResult; baseline?: LoadResult }) => r.api.rps / r.baseline!.rps;
    const percents = (f: (r: (typeof rounds)[number]) => number) =>
      rounds.map((r) => `${(f(r) * 100).toFixed(1)}%`).join(' ');
    if (ROUNDS > 1) console.log(`${s.name}: ratios ${percents(ratio)}`);
    if (ROUNDS > 1 && baselineUrl) {
      console.log(`${s.name}: ratios to the baseline ${percents(toBaseline)}`);
      console.log(
        `${s.name}: req/s baseline ${rounds.map((r) => r.baseline!.rps.toFixed(0)).join(' ')}, API ${rounds.map((r) => r.api.rps.toFixed(0)).join(' ')}`,
      );
    }
    const { api, bare: bareResult } = medianRound(rounds, ratio);
    if (!baselineUrl) return { api, bare: bareResult };
    const middle = medianRound(rounds, toBaseline);
    return { api, bare: bareResult, againstBaseline: { api: middle.api, baseline: middle.baseline! } };
  } finally {
    await bare.stop();
  }
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  console.log(`\n== ${kind}: starting the API on a fresh database`);
  let api = await startApi(kind, await freePort());
  const rows: Row[] = [];
  try {
    const ctx = await preparePlayers(api.url, PLAYERS);
    const answers = new Map<string, { status: number; body: Buffer }>();
    for (const s of scenarios) {
      // Recorded first: the minimal database baseline answers these bytes too.
      const answer = await recordAnswer(api.url, s, ctx);
      answers.set(answer.key, { status: answer.status, body: answer.body });
    }
    const beside = await baselineBeside(kind, api, answers, ctx);
    api = beside.api;
    try {
      for (const s of scenarios) {
        const compared = await compareScenario(
          api.url,
          s,
          ctx,
          BASELINE_CALLS.has(s.name) ? beside.baseline.url : undefined,
        );
        const { api: apiResult, bare: bareResult, againstBaseline } = compared;
        rows.push({ db: kind, scenario: s.name, api: apiResult, bare: bareResult, againstBaseline });
        console.log(
          `${kind} ${s.name}: api ${apiResult.rps.toFixed(0)} rps p99 ${apiResult.p99} ms (non-2xx ${apiResult.non2xx}); bare ${bareResult.rps.toFixed(0)} rps`,
        );
      }
    } finally {
      await beside.baseline.stop();
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

/**
 * Calls on one API for a long time each (default: the cached feed page and the uncached hub list,
 * 500 connections, 60 s): errors and latency only.
 */
async function soak(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 60);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 500);
  const names = (process.env.BENCH_SCENARIO ?? 'feed page,hub list').split(',');
  const api = await startApi(kind, await freePort());
  try {
    const ctx = await preparePlayers(api.url, PLAYERS);
    const lines: string[] = [];
    for (const name of names) {
      const scenario = [...scenarios, floorScenario].find((s) => s.name === name);
      if (!scenario) throw new Error(`no scenario ${name}`);
      const r = await drive(api.url, scenario, ctx, connections, seconds);
      lines.push(
        `| ${kind} | ${name} | ${connections} | ${seconds} s | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
      );
      console.log(lines.at(-1));
    }
    return lines;
  } finally {
    await api.stop();
  }
}

/** The API's own histogram of a route's answers (Prometheus buckets: upper bound → count). */
async function routeHistogram(url: string, route: string): Promise<Map<string, number>> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })
  ).text();
  const buckets = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^http_request_duration_seconds_bucket\{(.*)\} (\d+)$/.exec(line);
    if (!m || !m[1]!.includes(`route="${route}"`) || !m[1]!.includes('status="200"')) continue;
    const le = /le="([^"]+)"/.exec(m[1]!)![1]!;
    buckets.set(le, (buckets.get(le) ?? 0) + Number(m[2]));
  }
  return buckets;
}

/** The share of answers within 5, 10 and 25 ms as the server measured them, between two readings. */
function serverShares(before: Map<string, number>, after: Map<string, number>): string {
  const count = (le: string) => (after.get(le) ?? 0) - (before.get(le) ?? 0);
  const total = count('+Inf');
  const share = (le: string) => (total ? `${((count(le) / total) * 100).toFixed(1)}%` : '-');
  return `${share('0.005')} / ${share('0.01')} / ${share('0.025')}`;
}

/**
 * 50 players chatting at a human pace: each sends a turn, reads the answer, waits 0.5-1.5 s and sends
 * the next (autocannon's rate limit sends each second's requests in one burst, which measures a queue).
 */
const WARM_UP_TURNS = 3;

async function paced(kind: 'pglite' | 'postgres'): Promise<string> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const players = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const api = await startApi(kind, await freePort());
  try {
    const ctx = await preparePlayers(api.url, players);
    const scenario = scenarios.find((s) => s.name === 'chat turn')!;
    const turn = (i: number, token: string) =>
      fetch(api.url + scenario.path(ctx, i), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(scenario.body!(ctx, i)),
      });
    // Warm-up, not measured: every player's game exists and the server's code is compiled, as on a running site.
    for (let round = 0; round < WARM_UP_TURNS; round++)
      await Promise.all(ctx.tokens.map(async (token, i) => (await turn(i, token)).arrayBuffer()));
    const route = '/api/message/game/:id';
    const before = await routeHistogram(api.url, route);
    const latencies: number[] = [];
    let failed = 0;
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      ctx.tokens.map(async (token, i) => {
        await new Promise((r) => setTimeout(r, Math.random() * 1000));
        while (Date.now() < end) {
          const started = performance.now();
          const res = await turn(i, token);
          await res.arrayBuffer();
          latencies.push(performance.now() - started);
          if (res.status !== 200) failed++;
          await new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
        }
      }),
    );
    latencies.sort((x, y) => x - y);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
    const server = serverShares(before, await routeHistogram(api.url, route));
    return `| ${kind} | chat turn | ${players} players, a turn every 0.5-1.5 s each | ${(latencies.length / seconds).toFixed(0)} | ${at(0.5)} | ${at(0.99)} | ${latencies.at(-1)!.toFixed(1)} | ${server} | ${failed} |`;
  } finally {
    await api.stop();
  }
}

/** The database-bound calls against the minimal baseline measured in the same run (issue 20). */
function publishBaselines(rows: Row[]): void {
  const measured: BaselineRow[] = rows.flatMap((r) =>
    r.againstBaseline ? [{ db: r.db, scenario: r.scenario, ...r.againstBaseline }] : [],
  );
  if (measured.length === 0) return;
  const text = [
    `Measured by \`pnpm bench\` on ${machine}, in one run with the comparison against the bare server (${SECONDS} s, ${CONNECTIONS} connections each,`,
    `the baseline right before the API${ROUNDS > 1 ? ` in each of ${ROUNDS} rounds, the round with the median ratio to the baseline shown` : ''}). The baseline is a bare Node HTTP server on the plain driver doing the least`,
    'database work of the call (bench/src/baseline-server.ts) and answering the same bytes.',
    '',
    baselineTable(measured),
    '',
  ].join('\n');
  console.log(`\n${baselineTable(measured)}\n`);
  publish('baseline', text);
}

if (MODE === 'soak' || MODE === 'paced') {
  const lines =
    MODE === 'soak'
      ? [
          '| database | call | connections | duration | req/s | p50 ms | p99 ms | errors | non-2xx |',
          '|---|---|---:|---:|---:|---:|---:|---:|---:|',
        ]
      : [
          '| database | call | load | turns/s | p50 ms | p99 ms | max ms | server: ≤ 5 / ≤ 10 / ≤ 25 ms | non-200 |',
          '|---|---|---|---:|---:|---:|---:|---|---:|',
        ];
  for (const kind of KINDS) lines.push(...(MODE === 'soak' ? await soak(kind) : [await paced(kind)]));
  const out = `Measured ${machine}.\n\n${lines.join('\n')}\n`;
  console.log(out);
  publish(process.env.BENCH_OUT ?? MODE, out);
} else {
  const rows: Row[] = [];
  for (const kind of KINDS) rows.push(...(await benchDatabase(kind)));
  const report = [
    `Measured by \`pnpm bench\` on ${machine}.`,
    `Each call is driven for ${SECONDS} s by autocannon with ${CONNECTIONS} connections and ${PLAYERS} players (tokens used in turn),`,
    ...(WARM_UP_SECONDS > 0 ? [`after ${WARM_UP_SECONDS} s unmeasured on each server,`] : []),
    ...(ROUNDS > 1 ? [`${ROUNDS} rounds of bare server then API, the round with the median ratio shown,`] : []),
    'first against a bare Node HTTP server in its own process answering the recorded bytes and doing nothing else, then against the API, in the same run.',
    "The load generator shares the machine's cores with the server.",
    '',
    table(rows),
    '',
  ].join('\n');
  console.log(`\n${table(rows)}\n`);
  publish('compare', report);
  publishBaselines(rows);
  if (process.env.BENCH_ENGINE !== '0') publishEngine();
}
