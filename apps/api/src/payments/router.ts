import { z } from 'zod';
import { connectPatreonAnswerSchema, subscribeStarSyncAnswerSchema } from '@app/schema';
import type { AppServices } from '../app-services.ts';
import { loggedInProcedure, playerProcedure, router } from '../trpc/init.ts';
import { badGateway, badRequest, conflict, forbidden, unavailable } from '../errors.ts';
import { issueToken } from '../services/accounts/issue-token.ts';
import { liveTier, loadPlayer } from '../services/players.ts';
import { paymentMethods } from './availability.ts';
import { cardPaymentUrl, mayPayByCard } from './card.ts';
import { oauthStates } from './oauth-state.ts';
import { ProviderError } from './oauth.ts';
import { TokenBox } from './secrets.ts';
import { ReconnectNeeded, syncSubscribeStar } from './subscribestar.ts';

const boxes = new WeakMap<AppServices['config'], TokenBox>();
/** One token box per configuration (the key derivation runs once). */
export function tokenBox(app: AppServices): TokenBox {
  let box = boxes.get(app.config);
  if (!box) boxes.set(app.config, (box = TokenBox.fromConfig(app.config)));
  return box;
}

/** A payment method switched off or unconfigured; `message` is one fixed text a player's page can translate. */

export const cardPaymentInputSchema = z.object({ tier: z.number().int().min(1).max(3) });
export const platformSignInInputSchema = z.object({
  platform: z.enum(['patreon', 'subscribestar']),
  redirect: z.enum(['profile']).optional(),
});
/** A same-site address the browser navigates to next. */
export const navigationAnswerSchema = z.object({ url: z.string() });

/** Our own start path with a one-use ticket for the player: the session token never goes into the address. */
function signInPath(
  app: AppServices,
  platform: 'patreon' | 'subscribestar',
  playerId: string,
  redirect?: 'profile',
): string {
  const q = new URLSearchParams({ state: oauthStates(app).ticket(playerId, app.now()) });
  if (redirect) q.set('redirect', redirect);
  return `/api/${platform}/login?${q.toString()}`;
}

export const paymentsRouter = router({
  /**
   * The card provider's payment form for a tier, signed for the caller: what the prices page opens.
   * Same checks as the specification's `/card-payment/{tier}` link, without a token in any address.
   */
  cardPaymentUrl: playerProcedure
    .input(cardPaymentInputSchema)
    .output(navigationAnswerSchema)
    .mutation(({ ctx, input }) => {
      const { app, player } = ctx;
      if (!mayPayByCard(player)) throw forbidden('payments.cardLoginRequired', 'login');
      const url = paymentMethods(app.config).card ? cardPaymentUrl(app.config, input.tier, player.id) : null;
      if (!url) throw unavailable('payments.cardUnavailable');
      app.log.info({ userId: player.id, tier: input.tier }, 'card payment form opened');
      return { url };
    }),

  /** Where the browser starts a platform sign-in, connect or re-connect (`redirect: profile` lands on the profile). */
  platformSignIn: playerProcedure
    .input(platformSignInInputSchema)
    .output(navigationAnswerSchema)
    .mutation(({ ctx, input }) => {
      if (!paymentMethods(ctx.app.config)[input.platform === 'patreon' ? 'patreon' : 'subscribeStar'])
        throw unavailable(
          input.platform === 'patreon' ? 'payments.patreonUnavailable' : 'payments.subscribeStarUnavailable',
        );
      return { url: signInPath(ctx.app, input.platform, ctx.player.id, input.redirect) };
    }),

  /**
   * POST /api/auth/connect-patreon: a fresh token when the player's Patreon link still grants a tier;
   * the discontinued answer (cause patreon) when the link grants nothing; else where to start the sign-in.
   */
  connectPatreon: playerProcedure.output(connectPatreonAnswerSchema).mutation(async ({ ctx }) => {
    const { app, player } = ctx;
    const row = await app.db.prisma.user.findUniqueOrThrow({
      where: { id: player.id },
      select: {
        patreonId: true,
        subscriptions: { where: { provider: 'patreon' }, select: { tier: true, expiresAt: true, status: true } },
      },
    });
    if (row.patreonId) {
      if (liveTier(row.subscriptions, app.now()) < 1) throw forbidden('payments.patreonDiscontinued', 'patreon');
      return { token: await issueToken(app, player.id) };
    }
    if (!paymentMethods(app.config).patreon) throw unavailable('payments.patreonUnavailable');
    return { redirect: signInPath(app, 'patreon', player.id) };
  }),

  /** POST /api/subscribestar/sync: re-reads the SubscribeStar subscription and answers a token with the new tier. */
  syncSubscribeStar: loggedInProcedure.output(subscribeStarSyncAnswerSchema).mutation(async ({ ctx }) => {
    const { app, player } = ctx;
    const row = await app.db.prisma.user.findUniqueOrThrow({
      where: { id: player.id },
      select: { subscribeStarId: true },
    });
    if (!row.subscribeStarId) throw badRequest('payments.subscribeStarFirst');
    if (!paymentMethods(app.config).subscribeStar) throw unavailable('payments.subscribeStarUnavailable');
    try {
      const state = await syncSubscribeStar(app, tokenBox(app), player.id);
      app.log.info({ userId: player.id, active: state.active }, 'subscribestar synchronised');
    } catch (error) {
      if (error instanceof ReconnectNeeded) throw conflict('payments.subscribeStarReconnect', 'login');
      if (error instanceof ProviderError) {
        app.log.warn({ err: error, userId: player.id }, 'subscribestar sync failed');
        throw badGateway('payments.subscribeStarNoAnswer');
      }
      throw error;
    }
    const sub = await app.db.prisma.subscription.findFirst({
      where: { userId: player.id, provider: 'subscribestar' },
      orderBy: { expiresAt: 'desc' },
    });
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
});
