import { useState } from 'react';

/**
 * The pages of a list read newest first: the first, then one per "Load more", each asking for the entries
 * created before the last one shown (`before`, the previous page's `next`).
 */
export function useMorePages(): { pages: (string | undefined)[]; more: (next: string) => void } {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    pages: [undefined, ...cursors],
    more: (next) => setCursors((shown) => (shown.includes(next) ? shown : [...shown, next])),
  };
}

/** The entries of every page once, in order (a page read again after a change may repeat one). */
export function uniqueById<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  return pages.flat().filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
}
