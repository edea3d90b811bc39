import { z } from 'zod';
import { MESSAGES, tierSchema } from '@app/schema';
import type { AppServices } from '../app-services.ts';
import { loggedInProcedure, playerProcedure, publicProcedure, router } from '../trpc/init.ts';
import { AppError, badRequest, conflict, forbidden } from '../trpc/errors.ts';
import { issueToken } from '../services/accounts/issue-token.ts';
import { patreonAuthorizeUrl, patreonConfigured } from './patreon.ts';
import { ReconnectNeeded, subscribeStarConfigured, syncSubscribeStar } from './subscribestar.ts';
import { ProviderError } from './oauth.ts';
import { TokenBox } from './secrets.ts';
import { cardConfigured } from './card.ts';
import { liveTier, loadPlayer } from '../services/players.ts';

const boxes = new WeakMap<AppServices['config'], TokenBox>();
/** One token box per configuration (the key derivation runs once). */
export function tokenBox(app: AppServices): TokenBox {
  let box = boxes.get(app.config);
  if (!box) boxes.set(app.config, (box = TokenBox.fromConfig(app.config)));
  return box;
}

export const unavailable = (what: string) => new AppError('SERVICE_UNAVAILABLE', `${what} is not available right now. Please try again later.`);

export const connectPatreonAnswerSchema = z.union([z.object({ token: z.string() }), z.object({ redirect: z.string() })]);
export const subscribeStarSyncAnswerSchema = z.object({
  token: z.string(),
  tier: tierSchema,
  subscribeStarTier: z.number().int().nullable(),
  subscribeStarExp: z.string().nullable(),
  active: z.boolean(),
});
export const paymentLinksSchema = z.object({
  cardAvailable: z.boolean(),
  patreonAvailable: z.boolean(),
  subscribeStarAvailable: z.boolean(),
  /** Where a player cancels a card subscription (the card provider's support page). */
  cardUnsubscribeUrl: z.string(),
  /** Where a player manages or cancels the second platform's subscription. */
  subscribeStarUnsubscribeUrl: z.string(),
});

export const paymentsRouter = router({
  /**
   * POST /api/auth/connect-patreon: a fresh token when the player's Patreon link still grants a tier;
   * the discontinued answer (cause patreon) when the link grants nothing; else the authorisation page.
   */
  connectPatreon: playerProcedure.output(connectPatreonAnswerSchema).mutation(async ({ ctx }) => {
    const { app, player } = ctx;
    const row = await app.db.prisma.user.findUniqueOrThrow({
      where: { id: player.id },
      select: { patreonId: true, subscriptions: { where: { provider: 'patreon' }, select: { tier: true, expiresAt: true, status: true } } },
    });
    if (row.patreonId) {
      if (liveTier(row.subscriptions, app.now()) < 1) throw forbidden(MESSAGES.patreonDiscontinued, 'patreon');
      return { token: await issueToken(app, player.id) };
    }
    if (!patreonConfigured(app.config)) throw unavailable('Patreon sign-in');
    return { redirect: patreonAuthorizeUrl(app.config, ctx.req.token ?? 'null') };
  }),

  /** POST /api/subscribestar/sync: re-reads the SubscribeStar subscription and answers a token with the new tier. */
  syncSubscribeStar: loggedInProcedure.output(subscribeStarSyncAnswerSchema).mutation(async ({ ctx }) => {
    const { app, player } = ctx;
    const row = await app.db.prisma.user.findUniqueOrThrow({ where: { id: player.id }, select: { subscribeStarId: true } });
    if (!row.subscribeStarId) throw badRequest('Please connect SubscribeStar first');
    if (!subscribeStarConfigured(app.config)) throw unavailable('SubscribeStar');
    try {
      const state = await syncSubscribeStar(app, tokenBox(app), player.id);
      app.log.info({ userId: player.id, active: state.active }, 'subscribestar synchronised');
    } catch (error) {
      if (error instanceof ReconnectNeeded) throw conflict('Please connect SubscribeStar again to synchronise your subscription.', 'login');
      if (error instanceof ProviderError) {
        app.log.warn({ err: error, userId: player.id }, 'subscribestar sync failed');
        throw new AppError('BAD_GATEWAY', 'SubscribeStar did not answer. Please try again in a minute.');
      }
      throw error;
    }
    const sub = await app.db.prisma.subscription.findFirst({ where: { userId: player.id, provider: 'subscribestar' }, orderBy: { expiresAt: 'desc' } });
    const now = app.now();
    const live = Boolean(sub && sub.status !== 'revoked' && sub.expiresAt.getTime() > now);
    const fresh = await loadPlayer(app.db.prisma, player.id, now);
    return {
      token: await issueToken(app, player.id),
      tier: fresh?.tier ?? 0,
      subscribeStarTier: sub?.tier ?? null,
      subscribeStarExp: sub?.expiresAt.toISOString() ?? null,
      active: live,
    };
  }),

  /** What the profile's subscription card offers, with the unsubscribe pages. */
  links: publicProcedure.output(paymentLinksSchema).query(({ ctx }) => {
    const c = ctx.app.config;
    return {
      cardAvailable: cardConfigured(c),
      patreonAvailable: patreonConfigured(c),
      subscribeStarAvailable: subscribeStarConfigured(c),
      cardUnsubscribeUrl: c.CCBILL_SUPPORT_URL,
      subscribeStarUnsubscribeUrl: c.SUBSCRIBESTAR_MANAGE_URL,
    };
  }),
});
