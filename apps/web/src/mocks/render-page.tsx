import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorDialog } from '../app/error-dialog.tsx';
import { i18n } from '../i18n/i18n.ts';
import { refreshSession } from '../lib/session.ts';
import { createTrpcClient, trpc } from '../lib/trpc.ts';
import { mockToken } from './data/token.ts';

export interface RenderRouteOptions {
  /** The route pattern, e.g. "/app/chat/:charId". */
  route: string;
  /** The address to open. */
  path: string;
  /** The player's tier (a mock token is stored). */
  tier?: number;
  /** The player's tags in the token (e.g. { futas: 'true' }). */
  tags?: Record<string, string>;
}

/** The player id of the token renderRoute stores. */
export const PAGE_PLAYER = 'player-test';

/** Renders one page inside the app's providers (tRPC over MSW, i18n, a memory router, the error dialog). */
export function renderRoute(element: ReactElement, { route, path, tier = 0, tags = {} }: RenderRouteOptions) {
  localStorage.setItem('token', mockToken({ tier, user: PAGE_PLAYER, tags }));
  refreshSession();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <>
            {element}
            <ErrorDialog />
          </>
        ),
      },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

/** jsdom lacks the browser APIs the carousel measures with; minimal stand-ins. */
export function stubLayoutApis(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}
