import type { ContentPack } from '@app/content';
import type { Prisma } from '../../generated/prisma/client.ts';
import { stableJson, translationKey } from './pack-hash.ts';

type Tx = Prisma.TransactionClient;
type Json = Prisma.InputJsonValue;

export interface SyncCount {
  created: number;
  updated: number;
  removed: number;
}

const DAY_MS = 86_400_000;
const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);
/** Prisma keeps timestamp(3) columns as UTC wall time. */
const wallTime = (ms: number) => new Date(ms).toISOString().replace('Z', '');

/** Counts the rows an upsert's RETURNING (xmax = 0) gave: inserted ones, and updated ones (unchanged rows return nothing). */
function counted(rows: { inserted: boolean }[]): Pick<SyncCount, 'created' | 'updated'> {
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created };
}

const CHARACTER_COLUMNS: [name: string, type: string][] = [
  ['id', 'text'],
  ['name', 'text'],
  ['age', 'int'],
  ['gender', 'text'],
  ['tier', 'int'],
  ['tags', 'jsonb'],
  ['description', 'text'],
  ['descriptionTrans', 'jsonb'],
  ['images', 'text'],
  ['backgroundImage', 'text'],
  ['data', 'jsonb'],
  ['sortOrder', 'int'],
  ['inPack', 'boolean'],
  ['locationCount', 'int'],
  ['poseCount', 'int'],
  ['futaPoses', 'boolean'],
];
const q = (column: string) => `"${column}"`;
const CHARACTER_FIELDS = CHARACTER_COLUMNS.slice(1).map(([c]) => c);

// One statement for the whole pack (the records are large: a round trip and a JSON parse each made
// the first load slow): inserts new characters, updates those whose columns differ (jsonb compares
// by value, so key order does not matter), and leaves equal rows untouched.
const UPSERT_CHARACTERS = `
  INSERT INTO "Character" (${CHARACTER_COLUMNS.map(([c]) => q(c)).join(', ')}, "updatedAt")
  SELECT ${CHARACTER_COLUMNS.map(([c]) => `x.${q(c)}`).join(', ')}, $2::timestamp(3)
    FROM jsonb_to_recordset($1::jsonb) AS x(${CHARACTER_COLUMNS.map(([c, type]) => `${q(c)} ${type}`).join(', ')})
  ON CONFLICT ("id") DO UPDATE SET ${CHARACTER_FIELDS.map((c) => `${q(c)} = EXCLUDED.${q(c)}`).join(', ')}, "updatedAt" = EXCLUDED."updatedAt"
    WHERE (${CHARACTER_FIELDS.map((c) => `"Character".${q(c)}`).join(', ')}) IS DISTINCT FROM (${CHARACTER_FIELDS.map((c) => `EXCLUDED.${q(c)}`).join(', ')})
  RETURNING (xmax = 0) AS inserted`;

/** Characters: upsert what the pack has; characters gone from it stay (players' history) with inPack=false. */
export async function syncCharacters(tx: Tx, pack: ContentPack, now: number): Promise<SyncCount> {
  const rows = pack.characters.map((c, sortOrder) => ({
    id: c.id,
    name: c.name,
    age: c.age,
    gender: c.gender,
    tier: c.tier,
    tags: c.tags,
    description: c.description,
    descriptionTrans: c.descriptionTrans,
    images: c.images.join('|'),
    backgroundImage: c.backgroundImage,
    data: c,
    sortOrder,
    inPack: true,
    locationCount: c.locations.length,
    poseCount: c.poses.length,
    futaPoses: c.poses.some((p) => typeof p.futa === 'boolean'),
  }));
  const upserted =
    rows.length > 0
      ? await tx.$queryRawUnsafe<{ inserted: boolean }[]>(UPSERT_CHARACTERS, JSON.stringify(rows), wallTime(now))
      : [];
  const keep = pack.characters.map((c) => c.id);
  const removed = (
    await tx.character.updateMany({ where: { id: { notIn: keep }, inPack: true }, data: { inPack: false } })
  ).count;
  return { ...counted(upserted), removed };
}

// New posts get their date; existing ones keep it (stable paging) and their likes, and change only
// when their text or images differ.
const UPSERT_POSTS = `
  INSERT INTO "Post" ("id", "charId", "description", "descriptionTrans", "images", "createdAt")
  SELECT x."id", x."charId", x."description", x."descriptionTrans", x."images", x."createdAt"::timestamp(3)
    FROM jsonb_to_recordset($1::jsonb) AS x("id" text, "charId" text, "description" text, "descriptionTrans" jsonb, "images" text, "createdAt" text)
  ON CONFLICT ("id") DO UPDATE SET "charId" = EXCLUDED."charId", "description" = EXCLUDED."description",
      "descriptionTrans" = EXCLUDED."descriptionTrans", "images" = EXCLUDED."images"
    WHERE ("Post"."charId", "Post"."description", "Post"."descriptionTrans", "Post"."images")
      IS DISTINCT FROM (EXCLUDED."charId", EXCLUDED."description", EXCLUDED."descriptionTrans", EXCLUDED."images")
  RETURNING (xmax = 0) AS inserted`;

/**
 * Feed posts. A new post is dated `daysAgo` before the load; an existing post keeps its date (stable
 * paging) and its likes. Posts gone from the pack are deleted with their likes.
 */
export async function syncPosts(tx: Tx, pack: ContentPack, now: number): Promise<SyncCount> {
  const rows = pack.posts.map((p) => ({
    id: p.id,
    charId: p.charId,
    description: p.description,
    descriptionTrans: p.descriptionTrans,
    images: p.images.join('|'),
    createdAt: wallTime(now - Math.round(p.daysAgo * DAY_MS)),
  }));
  const upserted =
    rows.length > 0 ? await tx.$queryRawUnsafe<{ inserted: boolean }[]>(UPSERT_POSTS, JSON.stringify(rows)) : [];
  const removed = (await tx.post.deleteMany({ where: { id: { notIn: pack.posts.map((p) => p.id) } } })).count;
  return { ...counted(upserted), removed };
}

/**
 * Hub posts. A new one opens at the load and ends `endsInDays` later; re-loads update the text and
 * options but keep the dates and the votes. Hub posts not in the pack (made with `pnpm admin hub-create`) stay.
 * The first post of hub.json is the newest.
 */
export async function syncHubPosts(tx: Tx, pack: ContentPack, now: number): Promise<SyncCount> {
  const ids = pack.hubPosts.map((h) => h.id);
  const existing = new Map((await tx.hubPost.findMany({ where: { id: { in: ids } } })).map((h) => [h.id, h]));
  const count: SyncCount = { created: 0, updated: 0, removed: 0 };
  const fresh = [];
  for (const [index, h] of pack.hubPosts.entries()) {
    const seedTally = h.options.map((_, i) => h.seedVotes[i] ?? 0);
    const row = {
      description: h.description,
      descriptionTrans: h.descriptionTrans as Json,
      tags: h.tags as Json,
      options: h.options as Json,
      critical: h.critical,
      seedTally: seedTally as Json,
    };
    const old = existing.get(h.id);
    if (!old) {
      fresh.push({
        id: h.id,
        ...row,
        createdAt: new Date(now - index * 1000),
        endTimestamp: new Date(now + Math.round(h.endsInDays * DAY_MS)),
      });
      continue;
    }
    const changed = (Object.keys(row) as (keyof typeof row)[]).some((k) => !same(old[k], row[k]));
    if (changed) {
      await tx.hubPost.update({ where: { id: h.id }, data: row });
      count.updated++;
    }
  }
  if (fresh.length > 0) count.created = (await tx.hubPost.createMany({ data: fresh })).count;
  return count;
}

/**
 * Interface strings: the pack's translations win over stored ones; strings the pack does not have stay.
 * One statement for all languages (the demo has about 5,000 rows): new rows are inserted, changed
 * translations updated, equal ones left alone; `xmax = 0` tells an inserted row from an updated one.
 */
export async function syncTranslations(tx: Tx, pack: ContentPack, now: number): Promise<SyncCount> {
  const languages: string[] = [];
  const keys: string[] = [];
  const originals: string[] = [];
  const translated: string[] = [];
  for (const [language, strings] of Object.entries(pack.translations)) {
    for (const [original, text] of Object.entries(strings)) {
      if (text.trim() === '') continue;
      languages.push(language);
      keys.push(translationKey(original));
      originals.push(original);
      translated.push(text);
    }
  }
  if (languages.length === 0) return { created: 0, updated: 0, removed: 0 };
  const rows = await tx.$queryRawUnsafe<{ inserted: boolean }[]>(
    `INSERT INTO "Translation" ("language", "key", "original", "translated", "createdAt", "updatedAt")
     SELECT t.language, t.key, t.original, t.translated, $5::timestamp(3), $5::timestamp(3)
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS t(language, key, original, translated)
     ON CONFLICT ("language", "key") DO UPDATE SET "translated" = EXCLUDED."translated", "updatedAt" = EXCLUDED."updatedAt"
       WHERE "Translation"."translated" IS DISTINCT FROM EXCLUDED."translated"
     RETURNING (xmax = 0) AS inserted`,
    languages,
    keys,
    originals,
    translated,
    wallTime(now),
  );
  return { ...counted(rows), removed: 0 };
}
