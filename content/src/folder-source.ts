import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PackSource } from './pack-reader.ts';

/** A pack folder on disk. */
export function folderSource(dir: string): PackSource {
  return {
    text: (file) => {
      const path = join(dir, file);
      return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    },
    entries: (folder) => {
      const path = join(dir, folder);
      if (!existsSync(path)) return [];
      return readdirSync(path, { withFileTypes: true }).map((e) => ({ name: e.name, folder: e.isDirectory() }));
    },
  };
}
