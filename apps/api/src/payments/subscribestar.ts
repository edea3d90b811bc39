import { randomUUID } from 'node:crypto';
import type { AppServices } from '../app-services.ts';
import type { Config } from '../config.ts';
import { subscribeStarConfigured } from './availability.ts';
import {
  authorizeUrl,
  exchangeCode,
  joinUrl,
  providerJson,
  ProviderError,
  refreshTokens,
  type OAuthClient,
  type OAuthTokens,
} from './oauth.ts';
import { SUBSCRIBER_QUERY, parseSubscriberState, type SubscriberState } from './subscribestar-query.ts';
import { PERIOD_MS, parseProviderDate, tierForCents, upsertSubscription, type Tx } from './tiers.ts';
import type { TokenBox } from './secrets.ts';

export { exchangeCode };
export const SUBSCRIBESTAR_SCOPE = 'subscriber.read subscriber.payments.read user.read user.email.read';
export { subscribeStarConfigured };
export const subscribeStarRedirectUri = (c: Config) => joinUrl(c.PUBLIC_URL, '/api/subscribestar');

export const subscribeStarClient = (c: Config): OAuthClient => ({
  tokenUrl: joinUrl(c.SUBSCRIBESTAR_BASE_URL, '/oauth2/token'),
  clientId: c.SUBSCRIBESTAR_CLIENT_ID ?? '',
  clientSecret: c.SUBSCRIBESTAR_CLIENT_SECRET ?? '',
  redirectUri: subscribeStarRedirectUri(c),
});

export const subscribeStarAuthorizeUrl = (c: Config, state: string) =>
  authorizeUrl(joinUrl(c.SUBSCRIBESTAR_BASE_URL, '/oauth2/authorize'), {
    clientId: c.SUBSCRIBESTAR_CLIENT_ID ?? '',
    redirectUri: subscribeStarRedirectUri(c),
    scope: SUBSCRIBESTAR_SCOPE,
    state,
  });

export async function fetchSubscriberState(c: Config, accessToken: string): Promise<SubscriberState> {
  const json = await providerJson(joinUrl(c.SUBSCRIBESTAR_BASE_URL, '/api/graphql/v1'), {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: SUBSCRIBER_QUERY }),
  });
  const state = parseSubscriberState(json);
  if (!state) throw new ProviderError('subscriber query answered without a user', 200);
  return state;
}

/** Writes the subscription row from the provider's state: active = tier by price until paid_until; inactive keeps paid time. */
export async function applySubscriberState(tx: Tx, c: Config, userId: string, s: SubscriberState, now: number) {
  const paidUntil = parseProviderDate(s.paidUntil);
  const tier = tierForCents(c, s.priceCents);
  const existing = await tx.subscription.findUnique({
    where: { provider_externalId: { provider: 'subscribestar', externalId: s.subscribeStarId } },
  });
  if (s.active && tier >= 1) {
    const expiresAt = paidUntil && paidUntil.getTime() > now ? paidUntil : new Date(now + PERIOD_MS);
    await upsertSubscription(
      tx,
      { userId, provider: 'subscribestar', externalId: s.subscribeStarId, tier, expiresAt, status: 'active' },
      randomUUID,
    );
  } else if (existing) {
    const expiresAt = paidUntil ?? new Date(Math.min(now, existing.expiresAt.getTime()));
    await tx.subscription.update({ where: { id: existing.id }, data: { userId, status: 'cancelled', expiresAt } });
  }
  await tx.user.update({ where: { id: userId }, data: { subscribeStarEmail: s.email ?? undefined } });
}

export async function storeTokens(tx: Tx, box: TokenBox, userId: string, t: OAuthTokens) {
  const data = {
    accessToken: box.seal(t.accessToken),
    refreshToken: t.refreshToken ? box.seal(t.refreshToken) : null,
    expiresAt: t.expiresAt ? new Date(t.expiresAt) : null,
  };
  await tx.providerToken.upsert({
    where: { userId_provider: { userId, provider: 'subscribestar' } },
    create: { userId, provider: 'subscribestar', ...data },
    update: data,
  });
}

export class ReconnectNeeded extends Error {}

/**
 * Re-reads the player's subscription with the stored tokens (refreshed when expired or refused).
 * ReconnectNeeded when no usable token is stored.
 */
export async function readSubscriberState(app: AppServices, box: TokenBox, userId: string): Promise<SubscriberState> {
  const { config } = app;
  const prisma = app.db.prisma;
  const row = await prisma.providerToken.findUnique({
    where: { userId_provider: { userId, provider: 'subscribestar' } },
  });
  const access = row ? box.open(row.accessToken) : null;
  const refresh = row?.refreshToken ? box.open(row.refreshToken) : null;
  if (!access && !refresh) throw new ReconnectNeeded('no stored SubscribeStar token');

  const renew = async (): Promise<string> => {
    if (!refresh) throw new ReconnectNeeded('SubscribeStar token expired');
    let tokens: OAuthTokens;
    try {
      tokens = await refreshTokens(subscribeStarClient(config), refresh, app.now());
    } catch (error) {
      if (error instanceof ProviderError && error.status !== null && error.status >= 400 && error.status < 500)
        throw new ReconnectNeeded('refresh refused');
      throw error;
    }
    // A refresh answer without a new refresh token keeps the old one.
    await prisma.$transaction((tx) =>
      storeTokens(tx, box, userId, { ...tokens, refreshToken: tokens.refreshToken ?? refresh }),
    );
    return tokens.accessToken;
  };

  const expired = row?.expiresAt ? row.expiresAt.getTime() <= app.now() : false;
  let token = access && !expired ? access : await renew();
  let state: SubscriberState;
  try {
    state = await fetchSubscriberState(config, token);
  } catch (error) {
    if (!(error instanceof ProviderError && error.status === 401)) throw error;
    token = await renew();
    state = await fetchSubscriberState(config, token);
  }
  return state;
}

/** Synchronise: re-read and write the subscription (tier and expiry). */
export async function syncSubscribeStar(app: AppServices, box: TokenBox, userId: string): Promise<SubscriberState> {
  const state = await readSubscriberState(app, box, userId);
  await app.db.prisma.$transaction((tx) => applySubscriberState(tx, app.config, userId, state, app.now()));
  return state;
}
