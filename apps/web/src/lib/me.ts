import { trpc } from './trpc.ts';

/** The current profile (auth.me), shared by every screen through the query cache; `enabled` false holds the call back. */
export function useMe(enabled = true) {
  return trpc.auth.me.useQuery(undefined, { staleTime: 60_000, retry: false, enabled });
}
