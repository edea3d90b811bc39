/**
 * The content package's build: draws the placeholder art of a pack (portrait cards, story avatars,
 * backgrounds, locations, poses, post images) into media/generated/. Images whose recipe did not
 * change since the last run are skipped, so a rebuild is nearly instant.
 *   tsx src/generate-art.ts [packDir]
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { artItemHash, artManifest, type ArtItem } from './art-manifest.ts';
import { artSvg } from './art-svg.ts';
import { DEMO_PACK_DIR, generatedMediaDir } from './media-dirs.ts';
import { readPack } from './read-pack.ts';

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

async function draw(item: ArtItem, dir: string): Promise<void> {
  await sharp(Buffer.from(artSvg(item))).jpeg({ quality: 80, progressive: true }).toFile(join(dir, item.name));
}

export async function generateArt(packDir: string = DEMO_PACK_DIR): Promise<ArtResult> {
  const started = performance.now();
  const pack = readPack(packDir);
  const dir = generatedMediaDir(packDir);
  mkdirSync(dir, { recursive: true });
  const manifestPath = join(dir, MANIFEST_FILE);
  const previous: Record<string, string> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

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
    if (name !== MANIFEST_FILE && !(name in next)) {
      rmSync(join(dir, name));
      removed++;
    }
  }
  writeFileSync(manifestPath, `${JSON.stringify(next, null, 1)}\n`);
  return { written: todo.length, skipped: items.length - todo.length, removed, total: items.length, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate-art.ts')) {
  const packDir = resolve(process.argv[2] ?? DEMO_PACK_DIR);
  generateArt(packDir).then(
    (r) => console.log(`Art: ${r.written} written, ${r.skipped} unchanged, ${r.removed} removed (${r.total} images) in ${r.ms} ms -> ${generatedMediaDir(packDir)}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
