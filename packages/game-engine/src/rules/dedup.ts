import { DEDUP_CHARS } from './constants.ts';

export interface DedupItem {
  role?: string;
  response: string;
  responseTrans?: string | null;
}

/** The comparison key of a text: its first 300 characters, trimmed. */
export function dedupKey(text: string): string {
  return text.slice(0, DEDUP_CHARS).trim();
}

function keysOf(item: DedupItem): string[] {
  return [item.response, item.responseTrans ?? ''].map(dedupKey).filter((k) => k.length > 0);
}

/**
 * Drops the character's incoming messages already shown (spec §4): same first 300 characters of
 * the text or of its translation as an existing or an earlier incoming message. The player's own
 * messages always pass: repeating yourself is allowed.
 */
export function dedupReplies<T extends DedupItem>(existing: readonly DedupItem[], incoming: readonly T[]): T[] {
  const seen = new Set(existing.filter((m) => m.role !== 'user').flatMap(keysOf));
  const kept: T[] = [];
  for (const item of incoming) {
    if (item.role === 'user') {
      kept.push(item);
      continue;
    }
    const keys = keysOf(item);
    if (keys.some((k) => seen.has(k))) continue;
    keys.forEach((k) => seen.add(k));
    kept.push(item);
  }
  return kept;
}
