import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@app/api/router';

/** The server's site configuration (site.config): operator, support, prices, payment methods and links. */
export type SiteConfig = inferRouterOutputs<AppRouter>['site']['config'];

/** The lowest minimum age a server accepts (MINIMUM_AGE is 18 or more): what the pages say until the configuration arrives. */
export const ADULT_AGE = 18;

/** A prefilled mail draft for the Report button and "Report an Issue" link (no address until the configuration is known). */
export function reportMailto(
  site: Pick<SiteConfig, 'supportEmail' | 'siteName'> | undefined,
  userId: string | null,
  page: string,
): string {
  const subject = site ? `Report an issue - ${site.siteName}` : 'Report an issue';
  const body = `Page: ${page}\nUser ID: ${userId ?? 'unknown'}\n\nDescribe the issue:\n`;
  return `mailto:${site?.supportEmail ?? ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
