import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

let dump: Blob | undefined;

/**
 * The migrated PGlite database the global setup made once for the run (test/global-setup.ts): a PGlite
 * database started from it skips initdb and the migrations (about 1 s instead of 4.5 s a server).
 */
export function migratedPgliteDump(): Blob {
  dump ??= new Blob([readFileSync(inject('migratedDump'))]);
  return dump;
}

/** A new data folder (DATA_DIR) already holding the migrated PGlite database, for a real server process. */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('migratedDataDir'), dir, { recursive: true });
  return dir;
}
