import { existsSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Defined (true) by the release build (apps/api/scripts/build-release.ts), where every module is bundled into one file. */
declare const __RELEASE__: boolean | undefined;
const here = dirname(fileURLToPath(import.meta.url));
/** In the release, this code runs from release/server.mjs (or admin.mjs), beside content/demo. */
const inRelease = typeof __RELEASE__ !== 'undefined' && __RELEASE__;

/** The repository root, or the release folder: a relative CONTENT_DIR is read from here, wherever a command runs. */
export const REPO_ROOT = inRelease ? here : resolve(here, '..', '..');

/** Absolute path of the demo content pack. */
export const DEMO_PACK_DIR = join(REPO_ROOT, 'content', 'demo');

/**
 * The configured pack folder, the one the server loads, serves media from and plays scenarios from:
 * CONTENT_DIR (absolute, or relative to the repository root), or the demo pack when it is unset.
 */
export function configuredPackDir(
  contentDir: string | undefined = process.env.CONTENT_DIR,
  baseDir: string = REPO_ROOT,
): string {
  if (!contentDir) return DEMO_PACK_DIR;
  return isAbsolute(contentDir) ? resolve(contentDir) : resolve(baseDir, contentDir);
}

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
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isFile() && MEDIA_FILE.test(entry.name)) names.add(entry.name);
  }
  return names;
}
