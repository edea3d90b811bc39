import { createHash } from 'node:crypto';
import type { ContentPack } from '@app/content';

/** JSON with object keys sorted, so equal values give equal text whatever the key order (jsonb reorders keys). */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash of what a pack puts in the database (not its folder), so moving a pack does not re-load it. */
export function packHash(pack: ContentPack): string {
  const { meta, characters, scenarios, posts, hubPosts, translations } = pack;
  return createHash('sha256')
    .update(stableJson({ meta, characters, scenarios, posts, hubPosts, translations }))
    .digest('hex');
}

/** The Translation table's key: sha1 of the English original. */
export function translationKey(original: string): string {
  return createHash('sha1').update(original).digest('hex');
}
