import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the demo content pack. */
export const DEMO_PACK_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'demo');

/** Where the art generator writes (git-ignored, rebuilt by `pnpm build`). */
export const generatedMediaDir = (packDir: string) => join(packDir, 'media', 'generated');

/**
 * The folders holding a pack's media, in priority order: the operator's own files in media/ first,
 * then the generated art. The server serves them all under /public/ by bare file name.
 */
export function mediaDirs(packDir: string): string[] {
  return [join(packDir, 'media'), generatedMediaDir(packDir)];
}

const MEDIA_FILE = /\.(jpg|jpeg|png|gif|webp|mp4|mov|webm)$/i;

/** The media file names present on disk in the pack's media folders. */
export function listMediaFiles(packDir: string): Set<string> {
  const names = new Set<string>();
  for (const dir of mediaDirs(packDir)) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isFile() && MEDIA_FILE.test(entry.name)) names.add(entry.name);
  }
  return names;
}
