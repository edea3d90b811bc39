import { trpc } from './trpc.ts';
import { ADULT_AGE, type SiteConfig } from './site-config.ts';

export { ADULT_AGE, reportMailto, type SiteConfig } from './site-config.ts';

/**
 * Who runs the site and how players pay, as the server is configured (no build-time copies):
 * undefined while loading, so pages show a neutral placeholder rather than another operator's details.
 */
export function useSite(): SiteConfig | undefined {
  return trpc.site.config.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 2,
  }).data;
}

/** The age a visitor must have reached, as the server is configured. */
export function useMinimumAge(): number {
  return useSite()?.minimumAge ?? ADULT_AGE;
}
