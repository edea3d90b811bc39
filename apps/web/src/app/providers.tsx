import { useState } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { i18n } from '../i18n/i18n.ts';
import { parseError } from '../lib/errors.ts';
import { createTrpcClient, trpc } from '../lib/trpc.ts';
import { openLocationLogin } from './location-modal.tsx';

/** Any call failing with cause location opens the location-law login modal (spec §4). */
function onAnyError(error: unknown): void {
  if (parseError(error).cause === 'location') openLocationLogin();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onAnyError }),
    mutationCache: new MutationCache({ onError: onAnyError }),
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
}

export function AppProviders({ router, queryClient }: { router: ReturnType<typeof createBrowserRouter>; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={client}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
