/**
 * The content package's build: draws the placeholder art of a pack (portrait cards, story avatars,
 * backgrounds, locations, poses, post images) into media/generated/. Images whose recipe did not
 * change since the last run are skipped, so a rebuild is nearly instant.
 *   tsx src/generate-art.ts [packDir]     (default: the configured pack, CONTENT_DIR or the demo)
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { artItemHash, artManifest, type ArtItem } from './art-manifest.ts';
import { artSvg } from './art-svg.ts';
import { configuredPackDir, generatedMediaDir } from './media-dirs.ts';
import { formatIssue, PackError } from './pack-error.ts';
import { readPack, type ContentPack } from './read-pack.ts';

/** Bump to redraw everything after changing the drawing code. */
const GENERATOR_VERSION = '1';
const MANIFEST_FILE = '.art-manifest.json';
const PARALLEL = 4;

export interface ArtResult {
  written: number;
  skipped: number;
  removed: number;
  total: number;
  ms: number;
}

// Written under a hidden temporary name and renamed, so a reader (the server, or a second build
// running at the same time) never sees half a file.
const tempName = (name: string) => `.${name}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;

/**
 * sharp (a native image library) is loaded only when something is drawn: the server reads packs
 * without it, so the release (apps/api/scripts/build-release.ts) ships without it.
 */
async function loadSharp() {
  try {
    return (await import('sharp')).default;
  } catch (error) {
    throw new Error(
      'Drawing placeholder art needs the sharp package, which this installation lacks (the release ships without it): draw the art from the repository, `pnpm --filter @app/content build` with CONTENT_DIR set to the pack',
      { cause: error },
    );
  }
}

async function draw(item: ArtItem, dir: string): Promise<void> {
  const sharp = await loadSharp();
  const temp = join(dir, tempName(item.name));
  await sharp(Buffer.from(artSvg(item)))
    .jpeg({ quality: 80, progressive: true })
    .toFile(temp);
  renameSync(temp, join(dir, item.name));
}

/** Draws the art of a pack folder, or of an already read pack. */
export async function generateArt(packOrDir: string | ContentPack = configuredPackDir()): Promise<ArtResult> {
  const started = performance.now();
  const pack = typeof packOrDir === 'string' ? readPack(packOrDir) : packOrDir;
  const dir = generatedMediaDir(pack.dir);
  mkdirSync(dir, { recursive: true });
  const manifestPath = join(dir, MANIFEST_FILE);
  let previous: Record<string, string> = {};
  try {
    if (existsSync(manifestPath)) previous = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>;
  } catch {
    previous = {}; // a damaged manifest only means redrawing
  }

  const items = artManifest(pack.characters, pack.posts, pack.palettes);
  const next: Record<string, string> = {};
  const todo: ArtItem[] = [];
  for (const item of items) {
    const hash = artItemHash(item, GENERATOR_VERSION);
    next[item.name] = hash;
    if (previous[item.name] !== hash || !existsSync(join(dir, item.name))) todo.push(item);
  }

  let cursor = 0;
  const worker = async () => {
    while (cursor < todo.length) {
      const item = todo[cursor++];
      if (item) await draw(item, dir);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  let removed = 0;
  for (const name of readdirSync(dir)) {
    // Hidden names are the manifest and other runs' files being written.
    if (!name.startsWith('.') && !(name in next)) {
      rmSync(join(dir, name), { force: true });
      removed++;
    }
  }
  const tempManifest = join(dir, tempName(MANIFEST_FILE));
  writeFileSync(tempManifest, `${JSON.stringify(next, null, 1)}\n`);
  renameSync(tempManifest, manifestPath);
  return {
    written: todo.length,
    skipped: items.length - todo.length,
    removed,
    total: items.length,
    ms: Math.round(performance.now() - started),
  };
}

/** Generated names the pack uses that are not on disk yet (the server warns; `pnpm build` draws them). */
export function missingArt(pack: ContentPack): string[] {
  const present = new Set(pack.media.files);
  return pack.media.generated.filter((name) => !present.has(name));
}

export const describeArt = (r: ArtResult, packDir: string) =>
  `Art: ${r.written} written, ${r.skipped} unchanged, ${r.removed} removed (${r.total} images) in ${r.ms} ms -> ${generatedMediaDir(packDir)}`;

// Run as a command (tsx src/generate-art.ts), not when bundled into another program (the release's server.mjs).
if (/generate-art\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  const arg = process.argv[2];
  const packDir = arg ? resolve(process.env.INIT_CWD ?? process.cwd(), arg) : configuredPackDir();
  generateArt(packDir).then(
    (r) => console.log(describeArt(r, packDir)),
    (error: unknown) => {
      if (error instanceof PackError) {
        // The build goes on: the server refuses the pack at start (keeping the content it has) and says why.
        console.warn(`No art drawn: the content pack at ${packDir} is invalid:`);
        for (const issue of error.issues.slice(0, 20)) console.warn(`  ${formatIssue(issue)}`);
        return;
      }
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
