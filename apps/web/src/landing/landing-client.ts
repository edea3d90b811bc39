import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@app/api/router';

/** The API as the first landing page calls it: the plain tRPC client (no query cache), in the page's language. */
export const landingClient = (language: string) =>
  createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${window.location.origin}/trpc`, headers: () => ({ 'x-language': language }) })],
  });
