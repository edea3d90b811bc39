import type { Config } from '../config.ts';

/**
 * Which payment methods and platform sign-ins the configuration enables: the one answer the profile
 * (auth.me), the site configuration and the routes themselves use, so a button is never shown for a
 * method that would then answer 503.
 */
export interface PaymentMethods {
  /** Card billing: the form needs the FlexForms id, the sub-account and the digest salt. */
  card: boolean;
  /** First platform sign-in (closed to new subscribers). */
  patreon: boolean;
  /** Second platform connect, synchronise and sign-in. */
  subscribeStar: boolean;
}

export const cardConfigured = (c: Config) => Boolean(c.CCBILL_FLEX_ID && c.CCBILL_SALT && c.CCBILL_CLIENT_SUBACC);
export const patreonConfigured = (c: Config) => Boolean(c.PATREON_CLIENT_ID && c.PATREON_CLIENT_SECRET);
export const subscribeStarConfigured = (c: Config) =>
  Boolean(c.SUBSCRIBESTAR_CLIENT_ID && c.SUBSCRIBESTAR_CLIENT_SECRET);

export function paymentMethods(c: Config): PaymentMethods {
  return { card: cardConfigured(c), patreon: patreonConfigured(c), subscribeStar: subscribeStarConfigured(c) };
}
