import type { FastifyInstance } from 'fastify';
import { ProviderError } from './oauth.ts';
import {
  ReconnectNeeded,
  applySubscriberState,
  exchangeCode,
  fetchSubscriberState,
  readSubscriberState,
  storeTokens,
  subscribeStarAuthorizeUrl,
  subscribeStarClient,
  subscribeStarConfigured,
} from './subscribestar.ts';
import { PROFILE, finishState, handOff, startSignIn } from './oauth-flow.ts';
import { SUBSCRIBESTAR_EVENTS, parseSubscribeStarWebhook } from './subscribestar-webhook.ts';
import { queryText } from './request-auth.ts';
import { quiet, answerWebhook, bodyHash, landing, rawBody, refuseWebhook, type RouteContext } from './route-context.ts';
import { signatureValid } from './secrets.ts';
import { signInByPlatform } from './platform-accounts.ts';
import { recordWebhook } from './webhook-events.ts';

export function registerSubscribeStarRoutes(scope: FastifyInstance, ctx: RouteContext) {
  const { app, box } = ctx;
  const { config } = app;

  /** Browser navigation: `?state=` a ticket from payments.platformSignIn, the word null, or (spec) the token; `redirect=profile` lands on the profile. */
  scope.get('/api/subscribestar/login', quiet(app.config), async (req, reply) => {
    if (!subscribeStarConfigured(config))
      return reply.redirect(landing(PROFILE, { error: 'subscribestar-unavailable' }), 302);
    const start = await startSignIn(
      app,
      req,
      reply,
      'subscribestar',
      queryText(req, 'redirect') === 'profile' ? 'profile' : 'welcome',
    );
    if (!start.ok) return reply.redirect(landing(PROFILE, { error: start.error }), 302);
    return reply.redirect(subscribeStarAuthorizeUrl(config, start.providerState), 302);
  });

  /** OAuth callback: links the account (or signs in), stores the tokens sealed, writes the subscription. */
  scope.get('/api/subscribestar', quiet(app.config), async (req, reply) => {
    const failed = (error: string) => reply.redirect(landing(PROFILE, { error }), 302);
    const state = await finishState(app, req, reply, 'subscribestar');
    if (!state.ok) return failed('oauth-state');
    const code = queryText(req, 'code');
    if (!code || !subscribeStarConfigured(config)) return failed('subscribestar-cancelled');
    const now = app.now();
    let tokens;
    let remote;
    try {
      tokens = await exchangeCode(subscribeStarClient(config), code, now);
      remote = await fetchSubscriberState(config, tokens.accessToken);
    } catch (error) {
      req.log.warn({ err: error instanceof ProviderError ? error.message : error }, 'subscribestar connect failed');
      return failed('subscribestar');
    }
    const subscriber = remote;
    const who = await app.db.prisma.$transaction(async (tx) => {
      const signed = await signInByPlatform(tx, {
        platform: 'subscribestar',
        remoteId: subscriber.subscribeStarId,
        statePlayer: state.player,
        subscribeStarEmail: subscriber.email,
      });
      await storeTokens(tx, box, signed.userId, tokens);
      await applySubscriberState(tx, config, signed.userId, subscriber, now);
      return signed;
    });
    app.log.info({ userId: who.userId, how: who.how, active: subscriber.active }, 'subscribestar connected');
    return reply.redirect(
      handOff(app, reply, who.userId, state.landing === 'profile' ? PROFILE : '/subscribestar-welcome'),
      302,
    );
  });

  /** Webhooks: order not guaranteed and resends possible, so each one re-reads the state from the API. */
  scope.post('/api/subscribestar/webhook', async (req, reply) => {
    const raw = rawBody(req);
    if (!signatureValid(config.SUBSCRIBESTAR_WEBHOOK_SECRET, raw, req.headers['x-subscribestar-signature'])) {
      return refuseWebhook(ctx, req, reply, 'subscribestar', 'bad signature');
    }
    const header = req.headers['x-subscribestar-event'];
    const hook = parseSubscribeStarWebhook(raw, Array.isArray(header) ? header[0] : header);
    const type = hook?.event ?? 'unknown';
    const eventId = `${type}:${hook?.providerEventId ?? bodyHash(raw)}`;
    const input = { provider: 'subscribestar', eventId, type, payload: { raw: raw.toString('utf8').slice(0, 4000) } };
    const record = (error: string) =>
      recordWebhook(app, input, null, error).then((o) => answerWebhook(ctx, reply, 'subscribestar', type, o));
    if (!hook) return record('malformed body');
    if (!SUBSCRIBESTAR_EVENTS.has(hook.event)) return record(`unhandled event ${hook.event}`);
    if (!hook.subscriberId) return record('no subscriber named');
    const prisma = app.db.prisma;
    if (
      await prisma.webhookEvent.findUnique({
        where: { provider_eventId: { provider: 'subscribestar', eventId } },
        select: { id: true },
      })
    ) {
      return answerWebhook(ctx, reply, 'subscribestar', type, { status: 'duplicate' });
    }
    const user = await prisma.user.findUnique({ where: { subscribeStarId: hook.subscriberId }, select: { id: true } });
    if (!user) return record(`no player linked to subscriber ${hook.subscriberId}`);
    let state;
    try {
      state = await readSubscriberState(app, box, user.id);
    } catch (error) {
      if (error instanceof ReconnectNeeded) return record(`state not re-read: ${error.message}`);
      // The provider is down: not recorded, so its resend is applied later.
      req.log.warn(
        { err: error instanceof ProviderError ? error.message : error },
        'subscribestar webhook: state not re-read',
      );
      return reply.status(503).send({ error: 'SubscribeStar did not answer' });
    }
    if (state.subscribeStarId !== hook.subscriberId)
      return record(`token belongs to subscriber ${state.subscribeStarId}`);
    const outcome = await recordWebhook(app, input, (tx) =>
      applySubscriberState(tx, config, user.id, state, app.now()),
    );
    return answerWebhook(ctx, reply, 'subscribestar', type, outcome);
  });
}
