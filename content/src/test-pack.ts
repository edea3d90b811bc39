import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { z } from 'zod';
import type {
  characterTranslationSchema,
  lineSchema,
  packCharacterSchema,
  packHubPostSchema,
  packPostSchema,
} from '@app/schema';
import { DEMO_PACK_DIR } from './media-dirs.ts';

/** The pack's files as a writer types them (before the reader fills in defaults): what a test edits. */
export type CharacterFile = z.input<typeof packCharacterSchema>;
export type PostsFile = z.input<typeof packPostSchema>[];
export type HubFile = z.input<typeof packHubPostSchema>[];
export type CharacterTranslationFile = z.input<typeof characterTranslationSchema>;
type LineInput = z.input<typeof lineSchema>;

/** A line the file writes as an object (with its id and translations), for a test to edit in place. */
export function lineObject(line: LineInput | undefined): Exclude<LineInput, string> {
  if (typeof line !== 'object') throw new Error(`expected a line written as an object, found ${JSON.stringify(line)}`);
  return line;
}

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
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/** A PNG chunk: length, type, data, CRC over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real PNG character card: a small image drawn by sharp, with each card JSON as base64 in a tEXt
 * chunk of its keyword (`chara` for V2, `ccv3` for V3), inserted before IEND as card tools do.
 */
export async function cardPng(chunks: Record<string, unknown>): Promise<Buffer> {
  const png = await sharp({ create: { width: 4, height: 6, channels: 3, background: '#c86a8a' } })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const text = Object.entries(chunks).map(([keyword, card]) =>
    pngChunk(
      'tEXt',
      Buffer.concat([
        Buffer.from(keyword, 'latin1'),
        Buffer.from([0]),
        Buffer.from(Buffer.from(JSON.stringify(card), 'utf8').toString('base64'), 'latin1'),
      ]),
    ),
  );
  return Buffer.concat([png.subarray(0, iend), ...text, png.subarray(iend)]);
}
