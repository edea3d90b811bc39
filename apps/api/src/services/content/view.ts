import type { ContentView } from '@app/schema';
import type { Db } from '../../db/client.ts';
import { rawQuery } from '../../db/raw.ts';
import { lastContentProblems } from './check.ts';

interface CharacterRow {
  id: string;
  name: string;
  age: number;
  tier: number;
  inPack: boolean;
  languages: string[] | string | null;
  generic: string[] | string | null;
}

/*
 * A character's languages are read from what was loaded, not from the pack folder (which may hold a
 * pack that was refused): its description's translations and every `trans` of its record (lines,
 * replies), where the pack's i18n/<lang>/ files were merged in. One query over the records: the
 * console asks rarely, a turn never does.
 */
const CHARACTERS_SQL = `
  SELECT c."id", c."name", c."age", c."tier", c."inPack", c."data"->'generic' AS "generic",
         (SELECT coalesce(json_agg(k.lang ORDER BY k.lang), '[]'::json) FROM (
            SELECT jsonb_object_keys(c."descriptionTrans") AS lang WHERE jsonb_typeof(c."descriptionTrans") = 'object'
            UNION
            SELECT jsonb_object_keys(t.value) FROM jsonb_path_query(c."data", 'lax $.**.trans') AS t(value)
             WHERE jsonb_typeof(t.value) = 'object'
          ) k) AS "languages"
    FROM "Character" c
   ORDER BY c."inPack" DESC, c."sortOrder", c."id"`;

const list = (value: CharacterRow['languages']): string[] =>
  typeof value === 'string' ? (JSON.parse(value) as string[]) : (value ?? []);

/**
 * The loaded pack, its characters (retired ones last) with their languages and generic pools, and
 * what failed at the last load.
 */
export async function contentView(db: Db, opts: { modelConfigured: boolean }): Promise<ContentView> {
  const [last, rows, problems] = await Promise.all([
    db.contentLoad.findFirst({ orderBy: { loadedAt: 'desc' } }),
    rawQuery<CharacterRow>(db, CHARACTERS_SQL, []),
    lastContentProblems(db),
  ]);
  return {
    pack: last
      ? { name: last.name, version: last.version, hash: last.hash, loadedAt: last.loadedAt.toISOString() }
      : null,
    characters: rows.map((r) => ({
      id: r.id,
      name: r.name,
      age: Number(r.age),
      tier: Number(r.tier),
      inPack: r.inPack,
      languages: list(r.languages),
      generic: list(r.generic),
    })),
    modelConfigured: opts.modelConfigured,
    problems,
  };
}
