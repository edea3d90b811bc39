import { z } from 'zod';
import { publicProcedure, router } from '../init.ts';
import { paymentMethods } from '../../payments/availability.ts';

export const siteConfigSchema = z.object({
  siteName: z.string(),
  operator: z.object({ name: z.string(), address: z.string(), registryCode: z.string() }),
  /** Support, complaints, appeals and the Report button's address. */
  supportEmail: z.string(),
  communityUrl: z.string(),
  /** Monthly price in USD of tiers 1, 2 and 3. */
  prices: z.array(z.object({ tier: z.number().int().min(1).max(3), usd: z.number().positive() })),
  /** The payment methods and platform sign-ins this server is configured for. */
  payments: z.object({ card: z.boolean(), patreon: z.boolean(), subscribeStar: z.boolean() }),
  links: z.object({
    /** Where card subscribers cancel (the card provider's support page). */
    cardUnsubscribe: z.string(),
    /** The operator's page on the second platform, where players subscribe. */
    subscribeStarPage: z.string(),
    /** Where second-platform subscribers manage or cancel. */
    subscribeStarManage: z.string(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** GET /api/site: the operator and payment configuration every page shows (no build-time copies). */
export const siteRouter = router({
  config: publicProcedure.output(siteConfigSchema).query(({ ctx }) => {
    const c = ctx.app.config;
    return {
      siteName: c.SITE_NAME,
      operator: { name: c.OPERATOR_NAME, address: c.OPERATOR_ADDRESS, registryCode: c.OPERATOR_REGISTRY_CODE },
      supportEmail: c.SUPPORT_EMAIL,
      communityUrl: c.COMMUNITY_URL,
      prices: c.PRICES_USD.map((usd, i) => ({ tier: i + 1, usd: Number(usd) })),
      payments: paymentMethods(c),
      links: {
        cardUnsubscribe: c.CCBILL_SUPPORT_URL,
        subscribeStarPage: c.SUBSCRIBESTAR_PAGE_URL,
        subscribeStarManage: c.SUBSCRIBESTAR_MANAGE_URL,
      },
    };
  }),
});
