import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PACK_DIR } from './media-dirs.ts';

/** A throw-away copy of the demo pack (without generated art) that a test may break. */
export function copyDemoPack(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pack-'));
  cpSync(DEMO_PACK_DIR, dir, { recursive: true, filter: (src) => !src.includes(`${join('media', 'generated')}`) });
  return dir;
}

/** Reads a JSON file of the pack, lets the test change it, writes it back. */
export function editJson<T = Record<string, unknown>>(dir: string, file: string, edit: (data: T) => void): void {
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as T;
  edit(data);
  writeFileSync(path, JSON.stringify(data));
}
