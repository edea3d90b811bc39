import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import type { TokenClaims } from '@app/schema';
import { AppProviders } from '../app/providers.tsx';
import { routes as appRoutes } from '../app/routes.tsx';
import { refreshSession } from '../lib/session.ts';
import { mockToken } from './data/token.ts';

export interface RenderRouteOptions {
  /** Claims of a stored token; null stores none. */
  claims?: Partial<TokenClaims> | null;
  language?: string;
  routes?: RouteObject[];
  /** Extra local storage entries. */
  storage?: Record<string, string>;
}

/** Renders the whole app at a path with a memory router, a fresh query cache and (by default) a consented anonymous player. */
export function renderRoute(
  path: string,
  {
    claims = { tosConsent: true, tags: { 'girls-set': 'true' } },
    language,
    routes = appRoutes,
    storage = {},
  }: RenderRouteOptions = {},
) {
  localStorage.clear();
  if (claims) localStorage.setItem('token', mockToken(claims));
  if (language) localStorage.setItem('language', language);
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  refreshSession();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(<AppProviders router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
