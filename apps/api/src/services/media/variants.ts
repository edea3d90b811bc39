import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { mediaDirs } from '@app/content';
import { ENCODER_VERSION, encodeVariants, loadSharp } from './encode.ts';

/** The still images of a pack get variants; GIFs (maybe animated), SVGs and videos are served as they are. */
const STILL_IMAGE = /\.(jpe?g|png|webp)$/i;
/** Written last into a variant folder: its widths, and the proof that the folder is complete. */
const WIDTHS_FILE = 'widths.json';

/** The variants of one image: `<key>/<width>.avif` and `.webp` under the variants folder, for each width. */
export interface ImageVariants {
  key: string;
  widths: number[];
}

export interface VariantRun {
  /** Images encoded in this run. */
  encoded: number;
  /** Images whose variants were already written (same content, same settings). */
  unchanged: number;
  /** Images that could not be read (they are served as they are). */
  failed: number;
  /** Variant folders of images no longer in the pack, removed. */
  removed: number;
  total: number;
  ms: number;
}

/** One line for logs and the command line. */
export const describeVariants = (r: VariantRun, dir: string) =>
  `Image variants: ${r.encoded} encoded, ${r.unchanged} unchanged, ${r.failed} unreadable, ${r.removed} removed (${r.total} images) in ${r.ms} ms -> ${dir}`;

/** The folder under DATA_DIR that holds every image's variants. */
export const variantsDir = (dataDir: string) => join(dataDir, 'media-variants');

/** The key of an image: its content and the encoder's settings, so a changed file or setting gets new variants. */
export const variantKey = (bytes: Buffer) =>
  createHash('sha256').update(ENCODER_VERSION).update(bytes).digest('hex').slice(0, 20);

/** The pack's still images by file name, the first media folder winning as the server serves them. */
function stillImages(packDir: string): Map<string, string> {
  const images = new Map<string, string>();
  for (const dir of mediaDirs(packDir)) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isFile() && STILL_IMAGE.test(entry.name) && !images.has(entry.name))
        images.set(entry.name, join(dir, entry.name));
  }
  return images;
}

function readWidths(folder: string): number[] | null {
  try {
    const widths = JSON.parse(readFileSync(join(folder, WIDTHS_FILE), 'utf8')) as unknown;
    return Array.isArray(widths) && widths.every((w) => Number.isInteger(w)) ? (widths as number[]) : null;
  } catch {
    return null;
  }
}

/**
 * AVIF and WebP variants of the pack's still images at a few widths, written under DATA_DIR (never
 * into the pack) and keyed by each file's content, so an image is encoded once: a later load with the
 * same file finds its folder and skips it. The list the web app reads names only complete folders;
 * an image without one is served as it is.
 */
export class MediaVariants {
  private images = new Map<string, ImageVariants>();
  private chain: Promise<unknown> = Promise.resolve();
  private queued: Promise<VariantRun> | undefined;
  private stopped = false;
  /** The variants folder (variantsDir(DATA_DIR)). */
  readonly dir: string;
  private readonly packDir: string;
  private readonly log: Logger;

  constructor(dir: string, packDir: string, log: Logger) {
    this.dir = dir;
    this.packDir = packDir;
    this.log = log;
  }

  /** Each image (by file name) whose variants are written. */
  list(): Record<string, ImageVariants> {
    return Object.fromEntries(this.images);
  }

  /**
   * Brings the variants up to date with the pack's media. Runs one at a time; calls made while one
   * runs share the single run queued after it.
   */
  refresh(): Promise<VariantRun> {
    if (this.queued) return this.queued;
    const run = this.chain.then(() => {
      this.queued = undefined;
      return this.run();
    });
    this.queued = run;
    this.chain = run.catch(() => {});
    return run;
  }

  /** A refresh off the caller's path (the server's start, the console's reload), logged when done. */
  refreshInBackground(): void {
    this.refresh().then(
      (r) => this.log.info({ ...r, dir: this.dir }, describeVariants(r, this.dir)),
      (err: unknown) =>
        this.log.warn({ err, dir: this.dir }, 'image variants not written: images are served as they are'),
    );
  }

  /** Stops after the image being encoded (shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.chain;
  }

  private async run(): Promise<VariantRun> {
    const started = performance.now();
    const result: VariantRun = { encoded: 0, unchanged: 0, failed: 0, removed: 0, total: 0, ms: 0 };
    mkdirSync(this.dir, { recursive: true });
    const sources = stillImages(this.packDir);
    result.total = sources.size;
    const next = new Map<string, ImageVariants>();
    const todo: { name: string; key: string; bytes: Buffer }[] = [];
    for (const [name, path] of sources) {
      const bytes = readFileSync(path);
      const key = variantKey(bytes);
      const widths = readWidths(join(this.dir, key));
      if (widths) {
        next.set(name, { key, widths });
        result.unchanged++;
      } else todo.push({ name, key, bytes });
    }
    // Images whose file changed are served as they are until their new variants are written.
    this.images = next;
    if (todo.length > 0) await loadSharp();

    for (const { name, key, bytes } of todo) {
      if (this.stopped) break;
      const folder = join(this.dir, key);
      const temp = join(this.dir, `.${key}.${process.pid}.tmp`);
      try {
        rmSync(temp, { recursive: true, force: true });
        const widths = await encodeVariants(bytes, temp);
        writeFileSync(join(temp, WIDTHS_FILE), JSON.stringify(widths));
        // Renamed whole, so a reader never sees half a folder; another process may have written it meanwhile.
        if (readWidths(folder)) rmSync(temp, { recursive: true, force: true });
        else {
          rmSync(folder, { recursive: true, force: true });
          renameSync(temp, folder);
        }
        next.set(name, { key, widths });
        result.encoded++;
      } catch (err) {
        rmSync(temp, { recursive: true, force: true });
        result.failed++;
        this.log.warn({ err, name }, `image ${name} could not be encoded: it is served as it is`);
      }
    }

    if (!this.stopped) {
      const keep = new Set(todo.map((t) => t.key).concat([...next.values()].map((v) => v.key)));
      for (const entry of readdirSync(this.dir)) {
        if (keep.has(entry) || entry.startsWith('.')) continue;
        rmSync(join(this.dir, entry), { recursive: true, force: true });
        result.removed++;
      }
    }
    result.ms = Math.round(performance.now() - started);
    return result;
  }
}
