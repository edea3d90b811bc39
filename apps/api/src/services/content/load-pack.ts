import { randomUUID } from 'node:crypto';
import type { ContentPack } from '@app/content';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { packHash } from './pack-hash.ts';
import { syncCharacters, syncHubPosts, syncPosts, syncTranslations, type SyncCount } from './sync-rows.ts';

export interface LoadResult {
  status: 'loaded' | 'unchanged';
  hash: string;
  name: string;
  version: string;
  /** Wall time of the load in milliseconds. */
  ms: number;
  characters: SyncCount;
  posts: SyncCount;
  hubPosts: SyncCount;
  translations: SyncCount;
}

export interface LoadOptions {
  /** The load time (post dates and vote ends are counted from it). */
  now?: number;
  /** Load even when the same pack is already loaded. */
  force?: boolean;
  /**
   * Allow replacing a different pack (another `pack.json` name) when that retires characters or
   * deletes posts of the pack in the database. Without it such a load is refused and changes nothing.
   */
  replace?: boolean;
  /** More writes that land with the load, in its transaction (the record of the attempt, the console's log entry). */
  alongside?: (tx: Prisma.TransactionClient, result: LoadResult) => Promise<void>;
}

/** A load refused because it would replace another pack's content (see LoadOptions.replace). */
export class PackSwitchError extends Error {
  readonly loaded: { name: string; version: string };
  readonly incoming: { name: string; version: string };
  readonly retired: number;
  readonly deleted: number;

  constructor(
    loaded: { name: string; version: string },
    incoming: { name: string; version: string },
    retired: number,
    deleted: number,
  ) {
    super(
      `The database holds content pack "${loaded.name}" ${loaded.version}, not "${incoming.name}" ${incoming.version}. ` +
        `Loading it would retire ${retired} character(s) and delete ${deleted} post(s) with their likes. Nothing was changed. ` +
        `Point CONTENT_DIR at the folder of "${loaded.name}", or switch packs on purpose with \`pnpm content:load --replace\`.`,
    );
    this.name = 'PackSwitchError';
    this.loaded = loaded;
    this.incoming = incoming;
    this.retired = retired;
    this.deleted = deleted;
  }
}

/** Any number: two servers starting at once take turns on this lock instead of loading twice. */
const LOAD_LOCK = 7_248_240;
const none = (): SyncCount => ({ created: 0, updated: 0, removed: 0 });

/**
 * Puts a validated pack into the database in one transaction. Idempotent: the pack's hash is recorded
 * in ContentLoad and the same pack again does nothing. Players' progress, follows, likes and votes are kept.
 */
export async function loadContentPack(db: Db, pack: ContentPack, opts: LoadOptions = {}): Promise<LoadResult> {
  const started = performance.now();
  const now = opts.now ?? Date.now();
  const hash = packHash(pack);
  const base = { hash, name: pack.meta.name, version: pack.meta.version };
  return db.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM pg_advisory_xact_lock(${LOAD_LOCK})`);
      const last = await tx.contentLoad.findFirst({ orderBy: { loadedAt: 'desc' } });
      if (last?.hash === hash && !opts.force) {
        const unchanged: LoadResult = {
          status: 'unchanged',
          ...base,
          ms: performance.now() - started,
          characters: none(),
          posts: none(),
          hubPosts: none(),
          translations: none(),
        };
        await opts.alongside?.(tx, unchanged);
        return unchanged;
      }
      if (last && last.name !== pack.meta.name && !opts.replace) {
        const retired = await tx.character.count({
          where: { inPack: true, id: { notIn: pack.characters.map((c) => c.id) } },
        });
        const deleted = await tx.post.count({ where: { id: { notIn: pack.posts.map((p) => p.id) } } });
        if (retired + deleted > 0) throw new PackSwitchError(last, pack.meta, retired, deleted);
      }
      const characters = await syncCharacters(tx, pack, now);
      const posts = await syncPosts(tx, pack, now);
      const hubPosts = await syncHubPosts(tx, pack, now);
      const translations = await syncTranslations(tx, pack, now);
      // Strictly after the last load, so "the last load" is never a tie (two loads in one millisecond, or a clock set back).
      const loadedAt = new Date(Math.max(now, (last?.loadedAt.getTime() ?? 0) + 1));
      await tx.contentLoad.create({ data: { id: randomUUID(), ...base, loadedAt } });
      const loaded: LoadResult = {
        status: 'loaded',
        ...base,
        ms: performance.now() - started,
        characters,
        posts,
        hubPosts,
        translations,
      };
      await opts.alongside?.(tx, loaded);
      return loaded;
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}

/** One line for logs and the command line. */
export function describeLoad(r: LoadResult): string {
  if (r.status === 'unchanged')
    return `Content pack "${r.name}" ${r.version} is already loaded (nothing to do, ${Math.round(r.ms)} ms)`;
  const part = (label: string, c: SyncCount) =>
    `${label} +${c.created} ~${c.updated}${c.removed ? ` -${c.removed}` : ''}`;
  return `Content pack "${r.name}" ${r.version} loaded in ${Math.round(r.ms)} ms: ${[
    part('characters', r.characters),
    part('posts', r.posts),
    part('hub posts', r.hubPosts),
    part('translations', r.translations),
  ].join(', ')}`;
}
