import { z } from 'zod';
import { contentProcedure, publicProcedure, router } from '../init.ts';
import { VARIANT_FORMATS } from '../../services/media/encode.ts';
import { paymentMethods } from '../../payments/availability.ts';
import { MAIL_TOKEN_TTL_MS } from '../../services/accounts/mail-tokens.ts';
import { SIGNUP_LINK_HOURS } from '../../services/accounts/signup.ts';

const HOUR_MS = 3_600_000;

export const siteConfigSchema = z.object({
  siteName: z.string(),
  operator: z.object({
    name: z.string(),
    address: z.string(),
    registryCode: z.string(),
    /** Where the operator is registered; null: the default (Estonia), which the page translates. */
    jurisdiction: z.string().nullable(),
    /** Complaints, appeals, privacy requests and questions about the record-keeping statement. */
    contact: z.string(),
  }),
  /** Support and the Report button's address. */
  supportEmail: z.string(),
  communityUrl: z.string(),
  /** The age a visitor must have reached (18 or more). */
  minimumAge: z.number().int().min(18),
  /** The operator's record-keeping statement on computer-generated characters; null: the default, which the page translates. */
  recordsStatement: z.string().nullable(),
  /** The designated agent who receives copyright (DMCA) notices and counter-notices. */
  copyrightAgent: z.object({ name: z.string(), address: z.string(), email: z.string() }),
  /** How long the pruning jobs and the link lifetimes keep what the privacy policy lists. */
  retention: z.object({
    /** An anonymous player without a visit or a chat message for this long is deleted. */
    anonymousPlayerDays: z.number().int().positive(),
    /** Daily counts of custom messages. */
    customMessageCountDays: z.number().int().positive(),
    /** The payment providers' notices of sales, renewals, cancellations and chargebacks. */
    paymentNoticeDays: z.number().int().positive(),
    signupLinkHours: z.number().int().positive(),
    verifyLinkHours: z.number().int().positive(),
    resetLinkHours: z.number().int().positive(),
  }),
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

export const mediaVariantsSchema = z.object({
  /** Each format is at `<media base>/_v/<key>/<width>.<format>`, best first. */
  formats: z.array(z.enum(VARIANT_FORMATS)),
  /** By media file name: the images whose variants are written; any other image is loaded as it is. */
  images: z.record(z.string(), z.object({ key: z.string(), widths: z.array(z.number().int().positive()) })),
});

/** GET /api/site: the operator and payment configuration every page shows (no build-time copies). */
export const siteRouter = router({
  config: publicProcedure.output(siteConfigSchema).query(({ ctx }) => {
    const c = ctx.app.config;
    return {
      siteName: c.SITE_NAME,
      operator: {
        name: c.OPERATOR_NAME,
        address: c.OPERATOR_ADDRESS,
        registryCode: c.OPERATOR_REGISTRY_CODE,
        jurisdiction: c.OPERATOR_JURISDICTION ?? null,
        contact: c.OPERATOR_CONTACT,
      },
      supportEmail: c.SUPPORT_EMAIL,
      communityUrl: c.COMMUNITY_URL,
      minimumAge: c.MINIMUM_AGE,
      recordsStatement: c.RECORDS_STATEMENT ?? null,
      copyrightAgent: {
        name: c.COPYRIGHT_AGENT_NAME,
        address: c.COPYRIGHT_AGENT_ADDRESS,
        email: c.COPYRIGHT_AGENT_EMAIL,
      },
      retention: {
        anonymousPlayerDays: c.ANONYMOUS_PLAYER_RETENTION_DAYS,
        customMessageCountDays: c.QUOTA_RETENTION_DAYS,
        paymentNoticeDays: c.WEBHOOK_EVENT_RETENTION_DAYS,
        signupLinkHours: SIGNUP_LINK_HOURS,
        verifyLinkHours: MAIL_TOKEN_TTL_MS.verify / HOUR_MS,
        resetLinkHours: MAIL_TOKEN_TTL_MS.reset / HOUR_MS,
      },
      prices: c.PRICES_USD.map((usd, i) => ({ tier: i + 1, usd: Number(usd) })),
      payments: paymentMethods(c),
      links: {
        cardUnsubscribe: c.CCBILL_SUPPORT_URL,
        subscribeStarPage: c.SUBSCRIBESTAR_PAGE_URL,
        subscribeStarManage: c.SUBSCRIBESTAR_MANAGE_URL,
      },
    };
  }),
  /** The pack's images that have smaller AVIF and WebP files, for the web app's srcset (content: location law applies). */
  mediaVariants: contentProcedure.output(mediaVariantsSchema).query(({ ctx }) => ({
    formats: [...VARIANT_FORMATS],
    images: ctx.app.config.MEDIA_VARIANTS ? ctx.app.media.list() : {},
  })),
});
