import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { patreonConfigured } from './availability.ts';
import { authorizeUrl, joinUrl, providerJson, type OAuthClient } from './oauth.ts';
import { PERIOD_MS, parseProviderDate, tierForCents, upsertSubscription, type Tx } from './tiers.ts';

export const PATREON_SCOPE = 'identity identity[email]';
export { patreonConfigured };
export const patreonRedirectUri = (c: Config) => joinUrl(c.PUBLIC_URL, '/api/patreon');

export const patreonClient = (c: Config): OAuthClient => ({
  tokenUrl: joinUrl(c.PATREON_BASE_URL, '/api/oauth2/token'),
  clientId: c.PATREON_CLIENT_ID ?? '',
  clientSecret: c.PATREON_CLIENT_SECRET ?? '',
  redirectUri: patreonRedirectUri(c),
});

export const patreonAuthorizeUrl = (c: Config, state: string) =>
  authorizeUrl(joinUrl(c.PATREON_BASE_URL, '/oauth2/authorize'), {
    clientId: c.PATREON_CLIENT_ID ?? '',
    redirectUri: patreonRedirectUri(c),
    scope: PATREON_SCOPE,
    state,
  });

const memberAttributes = z.object({
  patron_status: z.string().nullish(),
  currently_entitled_amount_cents: z.coerce.number().nullish(),
  next_charge_date: z.string().nullish(),
  pledge_relationship_start: z.string().nullish(),
});
export type MemberAttributes = z.infer<typeof memberAttributes>;

const identitySchema = z.object({
  data: z.object({
    id: z.coerce.string(),
    attributes: z.object({ email: z.string().nullish(), full_name: z.string().nullish() }).loose().optional(),
  }),
  included: z.array(z.object({ type: z.string(), id: z.coerce.string(), attributes: z.unknown() })).optional(),
});

export interface PatreonIdentity {
  patreonId: string;
  email: string | null;
  members: MemberAttributes[];
}

export async function fetchPatreonIdentity(c: Config, accessToken: string): Promise<PatreonIdentity> {
  const url = new URL(joinUrl(c.PATREON_BASE_URL, '/api/oauth2/v2/identity'));
  url.searchParams.set('include', 'memberships');
  url.searchParams.set('fields[user]', 'email,full_name');
  url.searchParams.set(
    'fields[member]',
    'patron_status,currently_entitled_amount_cents,next_charge_date,pledge_relationship_start',
  );
  const json = await providerJson(url.toString(), {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  const parsed = identitySchema.parse(json);
  const members = (parsed.included ?? [])
    .filter((i) => i.type === 'member')
    .map((i) => memberAttributes.safeParse(i.attributes ?? {}))
    .flatMap((r) => (r.success ? [r.data] : []));
  return { patreonId: parsed.data.id, email: parsed.data.attributes?.email ?? null, members };
}

export type PatreonStanding =
  | { kind: 'patron'; tier: number; expiresAt: Date }
  | { kind: 'non-patron' }
  | { kind: 'new-subscriber' }
  | { kind: 'former'; status: string | null };

/**
 * What a membership grants now. The platform is closed to new subscribers: an active patron keeps the
 * tier their entitled amount pays for, until the next charge date, only when already linked to an
 * account here (`linked`), or, when PATREON_CLOSED_AT is set, when the pledge started before that date.
 * A pledge started after PATREON_CLOSED_AT never grants a tier.
 */
export function patreonStanding(
  c: Config,
  m: MemberAttributes | undefined,
  now: number,
  linked: boolean,
): PatreonStanding {
  if (!m || m.patron_status !== 'active_patron')
    return m?.patron_status ? { kind: 'former', status: m.patron_status } : { kind: 'non-patron' };
  const closedAt = c.PATREON_CLOSED_AT ? Date.parse(c.PATREON_CLOSED_AT) : NaN;
  const started = parseProviderDate(m.pledge_relationship_start);
  const startedAfterClosing = Number.isFinite(closedAt) && started !== null && started.getTime() > closedAt;
  const startedBeforeClosing = Number.isFinite(closedAt) && started !== null && started.getTime() <= closedAt;
  if (startedAfterClosing || (!linked && !startedBeforeClosing)) return { kind: 'new-subscriber' };
  const tier = tierForCents(c, m.currently_entitled_amount_cents);
  if (tier < 1) return { kind: 'non-patron' };
  const next = parseProviderDate(m.next_charge_date);
  return { kind: 'patron', tier, expiresAt: next && next.getTime() > now ? next : new Date(now + PERIOD_MS) };
}

/** The membership that grants the most (a user may belong to more than one campaign). */
export function bestMember(members: MemberAttributes[]): MemberAttributes | undefined {
  const active = members.filter((m) => m.patron_status === 'active_patron');
  const pool = active.length ? active : members;
  return [...pool].sort(
    (a, b) => (b.currently_entitled_amount_cents ?? 0) - (a.currently_entitled_amount_cents ?? 0),
  )[0];
}

/** Writes the Patreon subscription row from a standing: active patrons keep their tier; others end. */
export async function applyPatreonStanding(
  tx: Tx,
  userId: string,
  patreonId: string,
  standing: PatreonStanding,
  now: number,
  ended = false,
) {
  const key = { provider_externalId: { provider: 'patreon', externalId: patreonId } };
  if (standing.kind === 'patron' && !ended) {
    await upsertSubscription(
      tx,
      {
        userId,
        provider: 'patreon',
        externalId: patreonId,
        tier: standing.tier,
        expiresAt: standing.expiresAt,
        status: 'active',
      },
      randomUUID,
    );
    return;
  }
  const sub = await tx.subscription.findUnique({ where: key });
  if (!sub) return;
  // A declined payment ends access now; a cancelled pledge keeps the time already paid for.
  const endsNow = standing.kind === 'former' && standing.status === 'declined_patron';
  await tx.subscription.update({
    where: { id: sub.id },
    data: endsNow
      ? { status: 'expired', expiresAt: new Date(Math.min(now, sub.expiresAt.getTime())) }
      : { status: 'cancelled' },
  });
}

const webhookSchema = z.object({
  data: z.object({
    id: z.coerce.string(),
    type: z.string().optional(),
    attributes: memberAttributes.loose().optional(),
    relationships: z.object({ user: z.object({ data: z.object({ id: z.coerce.string() }) }) }).loose(),
  }),
});

export interface PatreonWebhook {
  eventId: string;
  memberId: string;
  patreonUserId: string;
  member: MemberAttributes;
}

/** A member webhook body, or null when malformed. Patreon sends no event id: the body's hash stands in. */
export function parsePatreonWebhook(event: string, raw: Buffer): PatreonWebhook | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = webhookSchema.safeParse(json);
  if (!parsed.success) return null;
  const d = parsed.data.data;
  const hash = createHash('sha256').update(raw).digest('hex').slice(0, 40);
  return {
    eventId: `${event}:${d.id}:${hash}`,
    memberId: d.id,
    patreonUserId: d.relationships.user.data.id,
    member: d.attributes ?? {},
  };
}
