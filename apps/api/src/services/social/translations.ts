import type { Db } from '../../db/client.ts';
import { translationKey } from '../content/pack-hash.ts';

/** Originals mapped to their translation in one language; English (the originals' language) has none. */
export async function translationMap(db: Db, language: string): Promise<Record<string, string>> {
  if (language === 'en') return {};
  const rows = await db.translation.findMany({
    where: { language, translated: { not: null } },
    select: { original: true, translated: true },
  });
  const map: Record<string, string> = {};
  for (const r of rows) if (r.translated) map[r.original] = r.translated;
  return map;
}

/** Records originals still to translate for a language (translator tooling); answers how many were new. */
export async function addOriginals(db: Db, language: string, originals: string[]): Promise<number> {
  if (language === 'en') return 0;
  const unique = [...new Set(originals)];
  const result = await db.translation.createMany({
    data: unique.map((original) => ({ language, key: translationKey(original), original })),
    skipDuplicates: true,
  });
  return result.count;
}
