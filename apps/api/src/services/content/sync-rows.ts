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

/** Characters: upsert what the pack has; characters gone from it stay (players' history) with inPack=false. */
export async function syncCharacters(tx: Tx, pack: ContentPack): Promise<SyncCount> {
  const existing = new Map((await tx.character.findMany()).map((c) => [c.id, c]));
  const count: SyncCount = { created: 0, updated: 0, removed: 0 };
  const fresh = [];
  for (const [sortOrder, c] of pack.characters.entries()) {
    const row = {
      name: c.name,
      age: c.age,
      gender: c.gender,
      tier: c.tier,
      tags: c.tags as Json,
      description: c.description,
      descriptionTrans: c.descriptionTrans as Json,
      images: c.images.join('|'),
      backgroundImage: c.backgroundImage,
      data: c as unknown as Json,
      sortOrder,
      inPack: true,
    };
    const old = existing.get(c.id);
    if (!old) {
      fresh.push({ id: c.id, ...row });
      continue;
    }
    const changed = (Object.keys(row) as (keyof typeof row)[]).some((k) => !same(old[k], row[k]));
    if (changed) {
      await tx.character.update({ where: { id: c.id }, data: row });
      count.updated++;
    }
  }
  if (fresh.length > 0) count.created = (await tx.character.createMany({ data: fresh })).count;
  const keep = pack.characters.map((c) => c.id);
  count.removed = (await tx.character.updateMany({ where: { id: { notIn: keep }, inPack: true }, data: { inPack: false } })).count;
  return count;
}

/**
 * Feed posts. A new post is dated `daysAgo` before the load; an existing post keeps its date (stable
 * paging) and its likes. Posts gone from the pack are deleted with their likes.
 */
export async function syncPosts(tx: Tx, pack: ContentPack, now: number): Promise<SyncCount> {
  const existing = new Map((await tx.post.findMany({ select: { id: true, charId: true, description: true, descriptionTrans: true, images: true } })).map((p) => [p.id, p]));
  const count: SyncCount = { created: 0, updated: 0, removed: 0 };
  const fresh = [];
  for (const p of pack.posts) {
    const row = { charId: p.charId, description: p.description, descriptionTrans: p.descriptionTrans as Json, images: p.images.join('|') };
    const old = existing.get(p.id);
    if (!old) {
      fresh.push({ id: p.id, ...row, createdAt: new Date(now - Math.round(p.daysAgo * DAY_MS)) });
    } else if (!same({ ...old, id: undefined }, row)) {
      await tx.post.update({ where: { id: p.id }, data: row });
      count.updated++;
    }
  }
  if (fresh.length > 0) count.created = (await tx.post.createMany({ data: fresh })).count;
  count.removed = (await tx.post.deleteMany({ where: { id: { notIn: pack.posts.map((p) => p.id) } } })).count;
  return count;
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
    const row = { description: h.description, descriptionTrans: h.descriptionTrans as Json, tags: h.tags as Json, options: h.options as Json, critical: h.critical };
    const old = existing.get(h.id);
    if (!old) {
      fresh.push({ id: h.id, ...row, createdAt: new Date(now - index * 1000), endTimestamp: new Date(now + Math.round(h.endsInDays * DAY_MS)) });
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

/** Interface strings: the pack's translations win over stored ones; strings the pack does not have stay. */
export async function syncTranslations(tx: Tx, pack: ContentPack): Promise<SyncCount> {
  const count: SyncCount = { created: 0, updated: 0, removed: 0 };
  for (const [language, strings] of Object.entries(pack.translations)) {
    const wanted = new Map<string, { original: string; translated: string }>();
    for (const [original, translated] of Object.entries(strings)) {
      if (translated.trim() !== '') wanted.set(translationKey(original), { original, translated });
    }
    if (wanted.size === 0) continue;
    const existing = new Map(
      (await tx.translation.findMany({ where: { language, key: { in: [...wanted.keys()] } }, select: { key: true, translated: true } })).map((t) => [t.key, t.translated]),
    );
    const fresh = [];
    for (const [key, t] of wanted) {
      if (!existing.has(key)) fresh.push({ language, key, ...t });
      else if (existing.get(key) !== t.translated) {
        await tx.translation.update({ where: { language_key: { language, key } }, data: { translated: t.translated } });
        count.updated++;
      }
    }
    if (fresh.length > 0) count.created += (await tx.translation.createMany({ data: fresh, skipDuplicates: true })).count;
  }
  return count;
}
