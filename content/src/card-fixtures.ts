/**
 * Writes the character-card fixtures of `fixtures/cards` in the peer apps' formats from one source
 * (`marisol.source.json`, every V2/V3 field): a V2 PNG, a V3 PNG (with its V2 fallback), V3 JSON and
 * CHARX. Run `pnpm --filter @app/content fixtures:cards` after changing the source.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { cardPng } from './test-pack.ts';

export const CARD_FIXTURES_DIR = fileURLToPath(new URL('../fixtures/cards/', import.meta.url));

type Json = Record<string, unknown>;
/** Fields V3 added, which a V2 card does not have. */
const V3_ONLY = [
  'nickname',
  'group_only_greetings',
  'source',
  'creator_notes_multilingual',
  'creation_date',
  'modification_date',
  'assets',
];

export const fixtureSource = (): Json =>
  JSON.parse(readFileSync(join(CARD_FIXTURES_DIR, 'marisol.source.json'), 'utf8')) as Json;

export function v2Card(source: Json): Json {
  const data = Object.fromEntries(Object.entries(source).filter(([k]) => !V3_ONLY.includes(k)));
  const book = data.character_book as { entries: Json[] };
  data.character_book = { ...book, entries: book.entries.map(({ use_regex: _, ...e }) => e) };
  return { spec: 'chara_card_v2', spec_version: '2.0', data };
}

export const v3Card = (source: Json): Json => ({ spec: 'chara_card_v3', spec_version: '3.0', data: source });

export async function writeCardFixtures(dir = CARD_FIXTURES_DIR): Promise<void> {
  const source = fixtureSource();
  const v2 = v2Card(source);
  const v3 = v3Card(source);
  writeFileSync(join(dir, 'marisol.v2.png'), await cardPng({ chara: v2 }));
  writeFileSync(join(dir, 'marisol.v3.png'), await cardPng({ chara: v2, ccv3: v3 }));
  writeFileSync(join(dir, 'marisol.v3.json'), `${JSON.stringify(v3, null, 2)}\n`);
  const icon = await sharp({ create: { width: 4, height: 6, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const charx = zipSync({
    'card.json': Buffer.from(JSON.stringify(v3), 'utf8'),
    'assets/icon/images/main.png': icon,
  });
  writeFileSync(join(dir, 'marisol.charx'), charx);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await writeCardFixtures();
