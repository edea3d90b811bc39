import type { QueryClient } from '@tanstack/react-query';
import { httpStatusOf, parseError } from '../lib/errors.ts';
import { showError, openLocationLogin } from '../lib/dialogs/index.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** False for a query whose page shows its own error state (or that only decorates the page). */
      errorDialog?: boolean;
    };
  }
}

/**
 * What a failed query shows (spec §8): cause location opens the location-law login; a missing record (404)
 * is the page's own "not found" state; anything else opens the global error dialog.
 */
export function reportQueryError(error: unknown, meta: { errorDialog?: boolean } | undefined): void {
  if (parseError(error).cause === 'location') {
    openLocationLogin();
    return;
  }
  if (meta?.errorDialog === false || httpStatusOf(error) === 404) return;
  showError(error);
}

/** Watches a query client's caches for failures (after their retries); returns the unsubscribe. */
export function watchQueryErrors(client: QueryClient): () => void {
  const queries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error')
      reportQueryError(event.action.error, event.query.meta);
  });
  // Mutations show their own errors; the location-law cause opens the login whoever called.
  const mutations = client.getMutationCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'error' &&
      parseError(event.action.error).cause === 'location'
    )
      openLocationLogin();
  });
  return () => {
    queries();
    mutations();
  };
}
