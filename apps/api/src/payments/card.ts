import { createHash, randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import { PERIOD_MS, parseProviderDate, priceText, tierForCents, upsertSubscription, type Tx } from './tiers.ts';

export const USD = '840';
export const CARD_PERIOD_DAYS = '30';
/** Unlimited rebills. */
export const NUM_REBILLS = '99';

export const cardConfigured = (c: Config) => Boolean(c.CCBILL_FLEX_ID && c.CCBILL_SALT && c.CCBILL_CLIENT_SUBACC);

/** FlexForms recurring digest: md5(initialPrice + initialPeriod + recurringPrice + recurringPeriod + numRebills + currencyCode + salt). */
export function recurringDigest(p: { price: string; period: string; rebills: string; currency: string; salt: string }): string {
  return createHash('md5').update(`${p.price}${p.period}${p.price}${p.period}${p.rebills}${p.currency}${p.salt}`).digest('hex');
}

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
  q.set('formDigest', recurringDigest({ price, period: CARD_PERIOD_DAYS, rebills: NUM_REBILLS, currency: USD, salt: config.CCBILL_SALT! }));
  q.set('userId', userId);
  q.set('tier', String(tier));
  return url.toString();
}

export type CardEventType = 'NewSaleSuccess' | 'RenewalSuccess' | 'Cancellation' | 'Expiration' | 'Chargeback' | 'Refund' | 'Void' | 'UserReactivation';
const HANDLED = new Set<string>(['NewSaleSuccess', 'RenewalSuccess', 'Cancellation', 'Expiration', 'Chargeback', 'Refund', 'Void', 'UserReactivation']);

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

/** The de-duplication key: the transaction, else subscription + event type + timestamp. */
export function cardEventId(type: string, fields: Fields): string | null {
  const transaction = field(fields, 'transactionId');
  if (transaction) return `tx:${transaction}`;
  const sub = field(fields, 'subscriptionId');
  const ts = field(fields, 'timestamp');
  return sub && ts ? `${sub}:${type}:${ts}` : null;
}

export const isHandledCardEvent = (type: string): type is CardEventType => HANDLED.has(type);

const priceCents = (fields: Fields) => {
  const billed = field(fields, 'billedRecurringPrice') ?? field(fields, 'billedInitialPrice') ?? field(fields, 'accountingInitialPrice');
  const n = billed === undefined ? NaN : Number(billed);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

/** Applies one card event to the subscription rows; returns an error text when it cannot. */
export async function applyCardEvent(tx: Tx, config: Config, type: CardEventType, fields: Fields, now: number): Promise<string | void> {
  const subscriptionId = field(fields, 'subscriptionId');
  if (!subscriptionId) return 'missing subscriptionId';
  const nextRenewal = parseProviderDate(field(fields, 'nextRenewalDate'));
  const renewalOrPeriod = (from: number) => (nextRenewal && nextRenewal.getTime() > now ? nextRenewal : new Date(from + PERIOD_MS));

  if (type === 'NewSaleSuccess') {
    const userId = field(fields, 'userId');
    if (!userId) return 'missing userId pass-through';
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!user) return `unknown user ${userId}`;
    // The billed price decides: the tier pass-through is not covered by the form digest.
    const cents = priceCents(fields);
    const passed = Number(field(fields, 'tier'));
    const tier = cents !== null ? tierForCents(config, cents) : Number.isInteger(passed) && passed >= 1 && passed <= 3 ? passed : 0;
    if (tier < 1) return 'no paid tier matches the sale';
    await upsertSubscription(tx, { userId, provider: 'card', externalId: subscriptionId, tier, expiresAt: renewalOrPeriod(now), status: 'active' }, randomUUID);
    return;
  }

  const sub = await tx.subscription.findUnique({ where: { provider_externalId: { provider: 'card', externalId: subscriptionId } } });
  if (!sub) return `unknown subscription ${subscriptionId}`;
  const where = { id: sub.id };
  switch (type) {
    case 'RenewalSuccess':
    case 'UserReactivation': {
      const from = Math.max(sub.expiresAt.getTime(), now);
      const expiresAt = nextRenewal && nextRenewal.getTime() > from ? nextRenewal : new Date(from + PERIOD_MS);
      await tx.subscription.update({ where, data: { expiresAt, status: 'active' } });
      return;
    }
    case 'Cancellation':
      // Paid time is kept: the tier stays until the expiry.
      await tx.subscription.update({ where, data: { status: 'cancelled' } });
      return;
    case 'Expiration':
      await tx.subscription.update({ where, data: { status: 'expired', expiresAt: new Date(Math.min(now, sub.expiresAt.getTime())) } });
      return;
    case 'Chargeback':
    case 'Refund':
    case 'Void':
      await tx.subscription.update({ where, data: { status: 'revoked' } });
      return;
  }
}
