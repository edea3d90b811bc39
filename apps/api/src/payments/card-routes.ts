import type { FastifyInstance } from 'fastify';
import {
  applyCardEvent,
  cardConfigured,
  cardEventId,
  cardFields,
  cardPaymentUrl,
  isHandledCardEvent,
  mayPayByCard,
} from './card.ts';
import { allowList, playerOfRequest, queryText } from './request-auth.ts';
import { quiet, answerWebhook, bodyHash, rawBody, refuseWebhook, type RouteContext } from './route-context.ts';
import { recordWebhook } from './webhook-events.ts';
import { refusalBody } from '../errors.ts';

export function registerCardRoutes(scope: FastifyInstance, ctx: RouteContext) {
  const { app } = ctx;
  const fromCardProvider = allowList(app.config.CCBILL_ALLOWED_IPS);

  /**
   * The specification's card link. It needs the player's bearer token: a session token is never taken
   * from the address (it would land in history, logs and Referer headers). The web app asks
   * `payments.cardPaymentUrl` instead and navigates to the answer.
   */
  scope.get<{ Params: { tier: string } }>('/card-payment/:tier', quiet(app.config), async (req, reply) => {
    const tier = Number(req.params.tier);
    if (!Number.isInteger(tier) || tier < 1 || tier > 3)
      return reply.status(400).send(refusalBody('payments.unknownTier', 'validation'));
    if (!cardConfigured(app.config)) {
      return reply
        .status(503)
        .send({ error: 'Card payments are not available right now: card billing is not configured on this server.' });
    }
    const player = await playerOfRequest(app, req);
    const userId = queryText(req, 'userId');
    if (!player || !mayPayByCard(player) || player.id !== userId) {
      return reply.status(403).send(refusalBody('payments.cardLoginRequired', 'login'));
    }
    const url = cardPaymentUrl(app.config, tier, player.id);
    if (!url) return reply.status(400).send(refusalBody('payments.unknownTier', 'validation'));
    app.log.info({ userId: player.id, tier }, 'card payment form opened');
    return reply.redirect(url, 302);
  });

  /** Card provider webhooks: allow-listed source addresses, each event applied once. */
  scope.post('/api/ccbill/webhook', async (req, reply) => {
    if (!fromCardProvider(req.ip)) return refuseWebhook(ctx, req, reply, 'card', 'source address not allow-listed');
    const raw = rawBody(req);
    const type = queryText(req, 'eventType') ?? 'unknown';
    const fields = cardFields(raw, req.headers['content-type']);
    if (!fields) {
      const outcome = await recordWebhook(
        app,
        {
          provider: 'card',
          eventId: `malformed:${bodyHash(raw)}`,
          type,
          payload: { raw: raw.toString('utf8').slice(0, 2000) },
        },
        null,
        'malformed body',
      );
      return answerWebhook(ctx, reply, 'card', type, outcome);
    }
    const eventId = cardEventId(type, fields) ?? `malformed:${bodyHash(raw)}`;
    const input = { provider: 'card', eventId, type, payload: { ...fields, eventType: type } };
    const accnum = queryText(req, 'clientAccnum');
    let outcome;
    if (app.config.CCBILL_CLIENT_ACCNUM && accnum && accnum !== app.config.CCBILL_CLIENT_ACCNUM) {
      outcome = await recordWebhook(app, input, null, `event for another account (${accnum})`);
    } else if (!isHandledCardEvent(type)) {
      outcome = await recordWebhook(app, input, null, `unhandled event type ${type}`);
    } else if (eventId.startsWith('malformed:')) {
      outcome = await recordWebhook(app, input, null, 'missing transactionId and subscriptionId');
    } else {
      outcome = await recordWebhook(app, input, (tx) => applyCardEvent(tx, app.config, type, fields, app.now()));
    }
    return answerWebhook(ctx, reply, 'card', type, outcome);
  });
}
