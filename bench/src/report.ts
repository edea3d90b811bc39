import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './servers.ts';

export const machine = `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;

/**
 * Writes a measured table to `bench/results/<section>.md` and into `docs/benchmarks.md` between
 * `<!-- bench:<section> -->` and `<!-- /bench:<section> -->`, so the document always carries the
 * latest run of each mode and its prose stays put. `BENCH_DOCS=0` leaves the document alone.
 */
export function publish(section: string, markdown: string): void {
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(join(repoRoot, `bench/results/${section}.md`), markdown.trimEnd() + '\n');
  if (process.env.BENCH_DOCS === '0') return;
  const doc = join(repoRoot, 'docs/benchmarks.md');
  const open = `<!-- bench:${section} -->`;
  const close = `<!-- /bench:${section} -->`;
  const block = `${open}\n${markdown.trim()}\n${close}`;
  const text = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + block + text.slice(end + close.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(doc, next);
  console.log(`written to bench/results/${section}.md and docs/benchmarks.md (${section})`);
}
