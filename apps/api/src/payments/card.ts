import { createHash, randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import { cardConfigured } from './availability.ts';
import { PERIOD_MS, parseProviderDate, priceText, tierForCents, upsertSubscription, type Tx } from './tiers.ts';

export { cardConfigured };

export const USD = '840';
export const CARD_PERIOD_DAYS = '30';
/** Unlimited rebills. */
export const NUM_REBILLS = '99';

/** FlexForms recurring digest: md5(initialPrice + initialPeriod + recurringPrice + recurringPeriod + numRebills + currencyCode + salt). */
export function recurringDigest(p: {
  price: string;
  period: string;
  rebills: string;
  currency: string;
  salt: string;
}): string {
  return createHash('md5')
    .update(`${p.price}${p.period}${p.price}${p.period}${p.rebills}${p.currency}${p.salt}`)
    .digest('hex');
}

/** Card payment needs a signed-in player with a verified e-mail (the card provider's receipt goes there). */
export const mayPayByCard = (p: { loggedIn: boolean; emailVerified: boolean; email: string | null }) =>
  p.loggedIn && p.emailVerified && Boolean(p.email);

/** The payment form address for one player and tier; the user id and tier come back in the webhooks. */
export function cardPaymentUrl(config: Config, tier: number, userId: string): string | null {
  const price = priceText(config, tier);
  if (!price || !cardConfigured(config)) return null;
  const url = new URL(`${config.CCBILL_FORM_URL.replace(/\/+$/, '')}/${encodeURIComponent(config.CCBILL_FLEX_ID!)}`);
  const q = url.searchParams;
  q.set('clientSubacc', config.CCBILL_CLIENT_SUBACC!);
  q.set('initialPrice', price);
  q.set('initialPeriod', CARD_PERIOD_DAYS);
  q.set('recurringPrice', price);
  q.set('recurringPeriod', CARD_PERIOD_DAYS);
  q.set('numRebills', NUM_REBILLS);
  q.set('currencyCode', USD);
  q.set(
    'formDigest',
    recurringDigest({
      price,
      period: CARD_PERIOD_DAYS,
      rebills: NUM_REBILLS,
      currency: USD,
      salt: config.CCBILL_SALT!,
    }),
  );
  q.set('userId', userId);
  q.set('tier', String(tier));
  return url.toString();
}

export type CardEventType =
  | 'NewSaleSuccess'
  | 'UpgradeSuccess'
  | 'UpSaleSuccess'
  | 'RenewalSuccess'
  | 'UserReactivation'
  | 'Cancellation'
  | 'Expiration'
  | 'Chargeback'
  | 'Refund'
  | 'Void';
const HANDLED = new Set<string>([
  'NewSaleSuccess',
  'UpgradeSuccess',
  'UpSaleSuccess',
  'RenewalSuccess',
  'UserReactivation',
  'Cancellation',
  'Expiration',
  'Chargeback',
  'Refund',
  'Void',
]);
/** Events that sell a subscription: the only ones that may (re)activate a revoked one. */
const SALES = new Set<string>(['NewSaleSuccess', 'UpgradeSuccess', 'UpSaleSuccess']);

export type Fields = Record<string, string>;

/** A field by name, case-insensitive, also in its pass-through form ("X-userId"). */
export function field(fields: Fields, name: string): string | undefined {
  const wanted = [name.toLowerCase(), `x-${name.toLowerCase()}`];
  for (const [k, v] of Object.entries(fields)) if (wanted.includes(k.toLowerCase()) && v.trim()) return v.trim();
  return undefined;
}

/** The body of a card webhook (JSON or form-encoded) as flat text fields. */
export function cardFields(raw: Buffer, contentType: string | undefined): Fields | null {
  const text = raw.toString('utf8');
  if (/json/i.test(contentType ?? '') || /^\s*\{/.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      const out: Fields = {};
      for (const [k, v] of Object.entries(parsed)) if (v !== null && typeof v !== 'object') out[k] = String(v);
      return out;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * The de-duplication key: the event type with the transaction, else with the subscription (and its
 * timestamp when given). The type is part of the key because a chargeback, refund or void carries the
 * transaction id of the sale it reverses: keyed on the transaction alone it would be taken for a resend.
 */
export function cardEventId(type: string, fields: Fields): string | null {
  const transaction = field(fields, 'transactionId');
  if (transaction) return `${type}:tx:${transaction}`;
  const sub = field(fields, 'subscriptionId');
  if (!sub) return null;
  const ts = field(fields, 'timestamp');
  return ts ? `${type}:sub:${sub}:${ts}` : `${type}:sub:${sub}`;
}

export const isHandledCardEvent = (type: string): type is CardEventType => HANDLED.has(type);

const priceCents = (fields: Fields) => {
  const billed =
    field(fields, 'billedRecurringPrice') ??
    field(fields, 'billedInitialPrice') ??
    field(fields, 'accountingInitialPrice');
  const n = billed === undefined ? NaN : Number(billed);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

/** The tier a sale buys: the billed price decides (the tier pass-through is not covered by the form digest). */
function saleTier(config: Config, fields: Fields): number {
  const cents = priceCents(fields);
  const passed = Number(field(fields, 'tier'));
  return cents !== null
    ? tierForCents(config, cents)
    : Number.isInteger(passed) && passed >= 1 && passed <= 3
      ? passed
      : 0;
}

/**
 * A sale: a new subscription, or (upgrade, upsale) a new subscription bought on top of an original one,
 * whose player it inherits when the pass-through is missing. An upgrade replaces the original.
 */
async function applySale(
  tx: Tx,
  config: Config,
  type: CardEventType,
  fields: Fields,
  subscriptionId: string,
  expiresAt: Date,
  now: number,
): Promise<string | void> {
  const originalId = type === 'NewSaleSuccess' ? undefined : field(fields, 'originalSubscriptionId');
  const original = originalId
    ? await tx.subscription.findUnique({ where: { provider_externalId: { provider: 'card', externalId: originalId } } })
    : null;
  const userId = field(fields, 'userId') ?? original?.userId;
  if (!userId) return originalId ? `unknown original subscription ${originalId}` : 'missing userId pass-through';
  const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) return `unknown user ${userId}`;
  if (original && original.userId !== userId) return `original subscription ${originalId} belongs to another player`;
  const tier = saleTier(config, fields);
  if (tier < 1) return 'no paid tier matches the sale';
  await upsertSubscription(
    tx,
    { userId, provider: 'card', externalId: subscriptionId, tier, expiresAt, status: 'active' },
    randomUUID,
  );
  if (
    type === 'UpgradeSuccess' &&
    original &&
    original.externalId !== subscriptionId &&
    original.status !== 'revoked'
  ) {
    await tx.subscription.update({
      where: { id: original.id },
      data: { status: 'expired', expiresAt: new Date(Math.min(now, original.expiresAt.getTime())) },
    });
  }
}

/** Applies one card event to the subscription rows; returns an error text when it cannot (nothing written). */
export async function applyCardEvent(
  tx: Tx,
  config: Config,
  type: CardEventType,
  fields: Fields,
  now: number,
): Promise<string | void> {
  const subscriptionId = field(fields, 'subscriptionId');
  if (!subscriptionId) return 'missing subscriptionId';
  const nextRenewal = parseProviderDate(field(fields, 'nextRenewalDate'));
  const renewalOrPeriod = (from: number) =>
    nextRenewal && nextRenewal.getTime() > now ? nextRenewal : new Date(from + PERIOD_MS);

  if (SALES.has(type)) return applySale(tx, config, type, fields, subscriptionId, renewalOrPeriod(now), now);

  const sub = await tx.subscription.findUnique({
    where: { provider_externalId: { provider: 'card', externalId: subscriptionId } },
  });
  if (!sub) return `unknown subscription ${subscriptionId}`;
  const where = { id: sub.id };
  // A charged-back, refunded or voided subscription stays revoked: only a new sale brings a tier back.
  const revoked = sub.status === 'revoked';
  switch (type) {
    case 'RenewalSuccess':
    case 'UserReactivation': {
      if (revoked) return `subscription ${subscriptionId} is revoked; ${type} does not restore it`;
      const from = Math.max(sub.expiresAt.getTime(), now);
      const expiresAt = nextRenewal && nextRenewal.getTime() > from ? nextRenewal : new Date(from + PERIOD_MS);
      await tx.subscription.update({ where, data: { expiresAt, status: 'active' } });
      return;
    }
    case 'Cancellation':
      if (revoked) return `subscription ${subscriptionId} is already revoked`;
      // Paid time is kept: the tier stays until the expiry.
      await tx.subscription.update({ where, data: { status: 'cancelled' } });
      return;
    case 'Expiration':
      await tx.subscription.update({
        where,
        data: { status: revoked ? 'revoked' : 'expired', expiresAt: new Date(Math.min(now, sub.expiresAt.getTime())) },
      });
      return;
    case 'Chargeback':
    case 'Refund':
    case 'Void':
      await tx.subscription.update({ where, data: { status: 'revoked' } });
      return;
  }
}
