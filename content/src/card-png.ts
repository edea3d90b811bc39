/**
 * Character cards as files: JSON, CHARX zips (V3, `card.json` inside) and PNG files, where the card
 * JSON is base64 in a tEXt chunk, `ccv3` for V3 and `chara` for V2 (V3 files usually carry both; `ccv3` wins). Only the chunk headers are parsed; pixels never.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { PackError } from './pack-error.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Card keywords in order of preference. */
const CARD_KEYWORDS = ['ccv3', 'chara'] as const;
/** A card is text; anything bigger than this is not one (and not read into memory twice). */
const MAX_CHUNK = 16 * 1024 * 1024;

export const isPng = (bytes: Buffer) => bytes.length >= 8 && bytes.subarray(0, 8).equals(SIGNATURE);

const refuse = (file: string, field: string, message: string) => new PackError([{ file, field, message }]);

/** The tEXt chunks of a PNG, keyword to text (latin1 as the PNG specification says). */
export function pngTextChunks(bytes: Buffer, file = 'card.png'): Map<string, string> {
  if (!isPng(bytes)) throw refuse(file, '(png)', 'Not a PNG file');
  const texts = new Map<string, string>();
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > MAX_CHUNK || end > bytes.length)
      throw refuse(file, `(png ${type} chunk)`, 'The PNG file is truncated or damaged');
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length))
      throw refuse(file, `(png ${type} chunk)`, 'The PNG file is damaged (checksum mismatch)');
    if (type === 'tEXt') {
      const nul = data.indexOf(0);
      if (nul > 0) texts.set(data.toString('latin1', 0, nul), data.toString('latin1', nul + 1));
    }
    if (type === 'IEND') break;
    at = end;
  }
  return texts;
}

/** The card JSON embedded in a PNG card (V3 `ccv3` first, then V2 `chara`). */
export function cardFromPng(bytes: Buffer, file = 'card.png'): unknown {
  const texts = pngTextChunks(bytes, file);
  for (const keyword of CARD_KEYWORDS) {
    const text = texts.get(keyword);
    if (text === undefined) continue;
    const json = Buffer.from(text, 'base64').toString('utf8');
    try {
      return JSON.parse(json);
    } catch (error) {
      throw refuse(file, `(png ${keyword})`, `The embedded card is not valid JSON: ${(error as Error).message}`);
    }
  }
  throw refuse(file, '(png)', 'This PNG holds no character card (no "chara" or "ccv3" text chunk)');
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.subarray(0, 4).equals(ZIP_SIGNATURE);

/** The card of a CHARX file (V3: a zip with `card.json` at its root; only that file is inflated). */
export function cardFromCharx(bytes: Buffer, file = 'card.charx'): unknown {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => f.name === 'card.json' && f.originalSize <= MAX_CHUNK });
  } catch (error) {
    throw refuse(file, '(charx)', `The CHARX file is not a readable zip: ${(error as Error).message}`);
  }
  const json = files['card.json'];
  if (!json) throw refuse(file, '(charx)', 'This CHARX file holds no card.json (or one over 16 MB)');
  try {
    return JSON.parse(Buffer.from(json).toString('utf8'));
  } catch (error) {
    throw refuse(file, '(charx card.json)', `Not valid JSON: ${(error as Error).message}`);
  }
}

/** Reads a card file: a PNG card, a CHARX zip, or the card's JSON. */
export function readCardFile(path: string): unknown {
  const file = basename(path);
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw refuse(
      file,
      '(file)',
      `Cannot read the card: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  if (isPng(bytes)) return cardFromPng(bytes, file);
  if (isZip(bytes)) return cardFromCharx(bytes, file);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw refuse(file, '(json)', `Not a PNG or CHARX card and not valid JSON: ${(error as Error).message}`);
  }
}
