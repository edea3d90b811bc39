import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadResult } from './load.ts';
import { PASSWORD, scenarios, type BenchContext } from './scenarios.ts';
import { dataDirOf, freePort, startApi, type Running } from './servers.ts';

/** The calls the minimal database baseline (baseline-server.ts) does real work for. */
export const BASELINE_CALLS = new Set(['chat turn', 'hub list', 'login']);

/** Where the baseline finds the API's data: the same PostgreSQL database, or a copy of PGlite's folder. */
export type BaselineData = { databaseUrl: string } | { pgliteDir: string };

/** The baseline server as a child process (its own core share, like the API), answering `answers`' bytes. */
export async function startBaseline(
  data: BaselineData,
  answers: Map<string, { status: number; body: Buffer }>,
): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'baseline-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries([...answers].map(([k, a]) => [k, { status: a.status, body: a.body.toString('base64') }])),
    ),
  );
  let pgliteCopy: string | undefined;
  if ('pgliteDir' in data) {
    pgliteCopy = join(dir, 'pglite');
    cpSync(data.pgliteDir, pgliteCopy, { recursive: true });
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'baseline-server.ts')], {
    env: {
      ...process.env,
      BASELINE_PORT: String(port),
      BASELINE_ANSWERS: file,
      BASELINE_PASSWORD: PASSWORD,
      ...('databaseUrl' in data ? { BASELINE_DATABASE_URL: data.databaseUrl } : { BASELINE_PGLITE_DIR: pgliteCopy }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('baseline ready') && resolve());
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface BaselineRow {
  db: string;
  scenario: string;
  api: LoadResult;
  baseline: LoadResult;
}

/** The table of the API against the minimal database baseline, with the targets of issue 20. */
export function baselineTable(rows: BaselineRow[]): string {
  const targets: Record<string, number> = { 'chat turn': 75, 'hub list': 50, login: 90 };
  const lines = [
    '| database | call | API req/s | API p99 ms | errors / non-2xx | baseline req/s | API ÷ baseline | target |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const ratio = (r.api.rps / r.baseline.rps) * 100;
    const target = targets[r.scenario];
    const verdict = target === undefined ? '' : `≥ ${target} % ${ratio >= target ? 'met' : 'not met'}`;
    lines.push(
      `| ${r.db} | ${r.scenario} | ${r.api.rps.toFixed(0)} | ${r.api.p99} | ${r.api.errors} / ${r.api.non2xx} | ${r.baseline.rps.toFixed(0)} | ${ratio.toFixed(1)}% | ${verdict} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The baseline beside a running API. PostgreSQL: on the API's own database. PGlite: its folder belongs to
 * one process, so the API stops, the folder is copied for the baseline and the API starts again on it.
 */
export async function baselineBeside(
  kind: 'pglite' | 'postgres',
  api: Running,
  answers: Map<string, { status: number; body: Buffer }>,
  ctx: BenchContext,
): Promise<{ api: Running; baseline: Running }> {
  // Every player's game exists before the baseline plays (its turn only updates a state the engine made).
  const turn = scenarios.find((s) => s.name === 'chat turn');
  if (turn)
    await Promise.all(
      ctx.tokens.map(async (token, i) =>
        (
          await fetch(api.url + turn.path(ctx, i), {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(turn.body!(ctx, i)),
          })
        ).arrayBuffer(),
      ),
    );
  if (kind === 'postgres') return { api, baseline: await startBaseline({ databaseUrl: api.databaseUrl! }, answers) };
  const dataDir = dataDirOf(api.url)!;
  await api.stop();
  const baseline = await startBaseline({ pgliteDir: join(dataDir, 'pglite') }, answers);
  return { api: await startApi(kind, Number(new URL(api.url).port), { dataDir }), baseline };
}
