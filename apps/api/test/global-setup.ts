import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated PGlite data folder (`<dir>/pglite`): copied for each real server process a test starts. */
    migratedDataDir: string;
    /** The same database as PGlite's dump (a tar file): in-memory test databases start from it. */
    migratedDump: string;
  }
}

/**
 * PGlite's initdb costs about 4 s of CPU: done once for the whole run instead of once per test file
 * (each file has its own modules) and once per server process.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'api-test-template-'));
  const dataDir = join(root, 'data');
  const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await db.session((sql) => migrate(sql));
    const dump = await db.pglite!.dumpDataDir('none');
    writeFileSync(join(root, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('migratedDataDir', dataDir);
  project.provide('migratedDump', join(root, 'pglite.tar'));
  return () => rmSync(root, { recursive: true, force: true });
}
