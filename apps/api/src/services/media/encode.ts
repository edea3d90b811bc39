import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type sharpModule from 'sharp';

/** Widths a phone, a tablet and a desktop column ask for; each image also gets its own width, capped. */
export const VARIANT_WIDTHS = [320, 640, 1080] as const;
export const MAX_VARIANT_WIDTH = 1600;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
/** Part of every variant key: bump it after changing the settings below, and every image is encoded again. */
export const ENCODER_VERSION = '1';

/** AVIF effort 2 of 9: a quarter of the default's time on these images for a few percent more bytes. */
const AVIF = { quality: 50, effort: 2 };
const WEBP = { quality: 75 };

type Sharp = typeof sharpModule;
let loaded: Promise<Sharp> | undefined;

/** sharp (a native image library), loaded on first use: a server that never encodes never loads it. */
export function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // one libvips thread: the encoding runs in the background and leaves the other cores to the players' requests
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/** The widths an image of `width` pixels is encoded at: the standard ones below it, and its own (capped). */
export function widthsFor(width: number): number[] {
  const own = Math.min(width, MAX_VARIANT_WIDTH);
  return [...VARIANT_WIDTHS.filter((w) => w < own), own];
}

/**
 * Encodes one image into `dir` as `<width>.avif` and `<width>.webp` for each width; answers the widths.
 * Throws when the file is not an image sharp can read.
 */
export async function encodeVariants(source: Buffer, dir: string): Promise<number[]> {
  const sharp = await loadSharp();
  const meta = await sharp(source).metadata();
  // EXIF orientation 5-8 turns the picture a quarter: its displayed width is the stored height
  const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  if (!width) throw new Error('the image has no width');
  const widths = widthsFor(width);
  mkdirSync(dir, { recursive: true });
  for (const w of widths) {
    const resized = sharp(source).rotate().resize({ width: w, withoutEnlargement: true });
    writeFileSync(join(dir, `${w}.avif`), await resized.clone().avif(AVIF).toBuffer());
    writeFileSync(join(dir, `${w}.webp`), await resized.clone().webp(WEBP).toBuffer());
  }
  return widths;
}
