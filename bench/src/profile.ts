/**
 * Where the API's time goes on some calls: runs the API under `node --cpu-prof`, drives each call, and
 * prints the functions with the most self time and the share of each package.
 *   BENCH_ONLY='feed page' BENCH_SECONDS=10 BENCH_DATABASES=postgres npx pnpm@10.34.8 --filter @app/bench bench:profile
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drive } from './load.ts';
import { preparePlayers, scenarios } from './scenarios.ts';
import { freePort, startApi } from './servers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const KIND = (process.env.BENCH_DATABASES ?? 'postgres').split(',')[0] as 'pglite' | 'postgres';
const TOP = Number(process.env.BENCH_TOP ?? 40);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The samples of the last `seconds` of a profile (the load; the start before it is not of interest). */
function lastSeconds(profile: Profile, seconds: number): Profile {
  let time = 0;
  const at = profile.timeDeltas.map((d) => (time += d));
  const from = at.findIndex((t) => t >= time - seconds * 1e6);
  return { ...profile, samples: profile.samples.slice(from), timeDeltas: profile.timeDeltas.slice(from) };
}

/** The package (or our own folder) a script belongs to, for the per-package shares. */
function owner(url: string): string {
  if (!url) return '(native / GC / idle)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const own = /\/(apps|packages)\/([^/]+)\/(?:src\/)?([^/]+)/.exec(url);
  return own ? `${own[1]}/${own[2]}/${own[3]}` : url;
}

function summarise(profile: Profile): string {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self]
    .filter(([id]) => byNode.get(id)!.callFrame.functionName === '(idle)')
    .reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, time] of self) {
    const { functionName, url, lineNumber } = byNode.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + time);
    packages.set(owner(url), (packages.get(owner(url)) ?? 0) + time);
  }
  // Inclusive time: a sample counts for each distinct function on its stack.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  for (const [id, time] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url } = byNode.get(at)!.callFrame;
      if (!functionName || functionName.startsWith('(')) continue;
      const name = `${functionName} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}`;
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + time);
      seen.add(name);
    }
  }
  const pct = (t: number) => `${((t / busy) * 100).toFixed(1).padStart(5)}%`;
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, t]) => `${pct(t)}  ${k}`)
      .join('\n');
  return `busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s\n\nby package:\n${top(packages, 25)}\n\nby function (self time):\n${top(functions, TOP)}\n\nby function (with what it calls):\n${top(inclusive, TOP)}`;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
const api = await startApi(KIND, await freePort(), {
  env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` },
});
try {
  const ctx = await preparePlayers(api.url, 50);
  for (const s of scenarios) {
    const r = await drive(api.url, s, ctx, 50, SECONDS);
    console.log(`${s.name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`);
  }
} finally {
  await api.stop();
}
for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  if (!profile.nodes.some((n) => n.callFrame.url.includes('apps/api/src/main.ts'))) continue; // tsx's loader thread
  console.log(`\n${join(dir, file)}\n${summarise(lastSeconds(profile, SECONDS * scenarios.length - 1))}`);
}
