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

/**
 * What the API's heap still holds after a full collection, asked through its inspector (the API runs
 * with --inspect on a local port): resident memory is the size V8 grew its heap to, not what it keeps.
 */
async function retainedHeapMiB(inspectPort: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const id = ++next;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, number> };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        resolve(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    return (usage.usedSize ?? 0) / 1024 / 1024;
  } finally {
    socket.close();
  }
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
  const inspectPort = await freePort();
  const api = await startApi(kind, await freePort(), { nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`] });
  try {
    const ctx = await preparePlayers(api.url, 50);
    const pid = api.pid!;
    const reading = async () => {
      const rss = await settledRss(pid);
      return { rss, heap: await retainedHeapMiB(inspectPort) };
    };
    const idle = await reading();
    console.log(`${kind}: idle ${idle.rss.toFixed(0)} MiB resident, heap after collection ${idle.heap.toFixed(1)} MiB`);
    type Reading = Awaited<ReturnType<typeof reading>>;
    const rows: { soak: Reading; turns: Reading; soakFailed: number; turnsRefused: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let soakFailed = 0;
      for (const name of ['feed page', 'hub list']) {
        const r = await drive(api.url, byName(name), ctx, SOAK_CONNECTIONS, SOAK_SECONDS);
        soakFailed += r.errors + r.non2xx;
      }
      const soak = await reading();
      const turnsRefused = await send(api.url, byName('chat turn'), ctx, TURNS, 50);
      const turns = await reading();
      rows.push({ soak, turns, soakFailed, turnsRefused });
      console.log(
        `${kind} round ${round + 1}: after soak ${soak.rss.toFixed(0)} MiB (heap ${soak.heap.toFixed(1)}), after ${TURNS} turns ${turns.rss.toFixed(0)} MiB (heap ${turns.heap.toFixed(1)})`,
      );
    }
    const first = rows[0]!;
    const last = rows.at(-1)!;
    // A leak grows what the heap still holds after a full collection, round after round.
    const growth = (last.turns.heap - first.turns.heap) / first.turns.heap;
    const mib = (r: Reading) => `${r.rss.toFixed(0)} (${r.heap.toFixed(1)})`;
    return rows.map(
      (r, i) =>
        `| ${kind} | ${i + 1} | ${mib(idle)} | ${mib(r.soak)} | ${r.soakFailed} | ${mib(r.turns)} | ${r.turnsRefused} | ${
          i === 0 ? '' : `${(growth * 100).toFixed(1)} % ${growth <= GROWTH_LIMIT ? 'ok' : 'over 5 %'}`
        } |`,
    );
  } finally {
    await api.stop();
  }
}

const lines = [
  `| database | round | idle MiB (heap kept) | after ${SOAK_CONNECTIONS}-connection soak MiB (heap kept) | soak errors + non-2xx | after ${TURNS} chat turns MiB (heap kept) | turns not 2xx | growth of the heap kept over round 1 |`,
  '|---|---:|---:|---:|---:|---:|---:|---|',
];
for (const kind of KINDS) lines.push(...(await measure(kind)));
const out = `Measured by \`bench:memory\` on ${machine}: resident memory (VmRSS) of the API process, read 3 s after each step, and in brackets what its heap still holds after a full collection (through the inspector); a round is the feed page and the hub list at ${SOAK_CONNECTIONS} connections for ${SOAK_SECONDS} s each, then ${TURNS} chat turns at 50 connections (the players in turn, so a player can have two turns in flight: the second waits or is refused with 409, as the API answers a double send).\n\n${lines.join('\n')}\n`;
console.log(out);
publish('memory', out);
