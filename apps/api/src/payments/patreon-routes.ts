import type { FastifyInstance } from 'fastify';
import { exchangeCode, ProviderError } from './oauth.ts';
import { PROFILE, finishState, handOff, startSignIn } from './oauth-flow.ts';
import {
  applyPatreonStanding,
  bestMember,
  fetchPatreonIdentity,
  parsePatreonWebhook,
  patreonAuthorizeUrl,
  patreonClient,
  patreonConfigured,
  patreonStanding,
} from './patreon.ts';
import { queryText } from './request-auth.ts';
import { quiet, answerWebhook, bodyHash, landing, rawBody, refuseWebhook, type RouteContext } from './route-context.ts';
import { signatureValid } from './secrets.ts';
import { signInByPlatform } from './platform-accounts.ts';
import { recordWebhook } from './webhook-events.ts';

export function registerPatreonRoutes(scope: FastifyInstance, ctx: RouteContext) {
  const { app } = ctx;
  const { config } = app;

  /** Browser navigation: `?state=` a ticket from payments.platformSignIn, the word null, or (spec) the token. */
  scope.get('/api/patreon/login', quiet(app.config), async (req, reply) => {
    if (!patreonConfigured(config)) return reply.redirect(landing(PROFILE, { error: 'patreon-unavailable' }), 302);
    const start = await startSignIn(app, req, reply, 'patreon', 'welcome');
    if (!start.ok) return reply.redirect(landing(PROFILE, { error: start.error }), 302);
    return reply.redirect(patreonAuthorizeUrl(config, start.providerState), 302);
  });

  /**
   * OAuth callback: sign-in only, closed to new subscribers. A player already linked to this Patreon
   * account signs in with the tier the platform reports; anyone else gets the discontinued notice
   * (no account, no tier), unless PATREON_CLOSED_AT lets a pledge older than it link once.
   */
  scope.get('/api/patreon', quiet(app.config), async (req, reply) => {
    const state = await finishState(app, req, reply, 'patreon');
    if (!state.ok) return reply.redirect(landing(PROFILE, { error: 'oauth-state' }), 302);
    const code = queryText(req, 'code');
    if (!code || !patreonConfigured(config))
      return reply.redirect(landing(PROFILE, { error: 'patreon-cancelled' }), 302);
    const now = app.now();
    let identity;
    try {
      const tokens = await exchangeCode(patreonClient(config), code, now);
      identity = await fetchPatreonIdentity(config, tokens.accessToken);
    } catch (error) {
      req.log.warn({ err: error instanceof ProviderError ? error.message : error }, 'patreon sign-in failed');
      return reply.redirect(landing(PROFILE, { error: 'patreon-unavailable' }), 302);
    }
    const known = await app.db.prisma.user.findUnique({
      where: { patreonId: identity.patreonId },
      select: { id: true },
    });
    const standing = patreonStanding(config, bestMember(identity.members), now, known !== null);
    if (standing.kind !== 'patron' && !known) {
      app.log.info(
        { patreonId: identity.patreonId, standing: standing.kind },
        'patreon sign-in refused: discontinued for new subscribers',
      );
      return reply.redirect(landing(PROFILE, { error: 'patreon' }), 302);
    }
    const statePlayer = standing.kind === 'patron' ? state.player : null;
    const { userId, how } = await app.db.prisma.$transaction(async (tx) => {
      const who = await signInByPlatform(tx, { platform: 'patreon', remoteId: identity.patreonId, statePlayer });
      await applyPatreonStanding(tx, who.userId, identity.patreonId, standing, now);
      return who;
    });
    app.log.info({ userId, how, standing: standing.kind }, 'patreon sign-in');
    // A known account whose pledge lapsed (or restarted after closing) still signs in, and is told why it has no tier.
    return reply.redirect(
      standing.kind === 'patron' ? handOff(app, reply, userId, '/') : handOff(app, reply, userId, PROFILE, 'patreon'),
      302,
    );
  });

  scope.post('/api/patreon/webhook', async (req, reply) => {
    const raw = rawBody(req);
    if (!signatureValid(config.PATREON_WEBHOOK_SECRET, raw, req.headers['x-patreon-signature'])) {
      return refuseWebhook(ctx, req, reply, 'patreon', 'bad signature');
    }
    const eventHeader = req.headers['x-patreon-event'];
    const event = (Array.isArray(eventHeader) ? eventHeader[0] : eventHeader)?.trim() || 'unknown';
    const hook = parsePatreonWebhook(event, raw);
    if (!hook || !event.startsWith('members:')) {
      const input = {
        provider: 'patreon',
        eventId: hook?.eventId ?? `${event}:${bodyHash(raw)}`,
        type: event,
        payload: { raw: raw.toString('utf8').slice(0, 4000) },
      };
      return answerWebhook(
        ctx,
        reply,
        'patreon',
        event,
        await recordWebhook(app, input, null, hook ? `unhandled event ${event}` : 'malformed body'),
      );
    }
    const input = {
      provider: 'patreon',
      eventId: hook.eventId,
      type: event,
      payload: { memberId: hook.memberId, patreonUserId: hook.patreonUserId, ...hook.member },
    };
    const ended = event === 'members:delete' || event === 'members:pledge:delete';
    const outcome = await recordWebhook(app, input, async (tx) => {
      const user = await tx.user.findUnique({ where: { patreonId: hook.patreonUserId }, select: { id: true } });
      // Closed to new subscribers: a pledge of someone without an account here changes nothing.
      if (!user) return `no player linked to patreon user ${hook.patreonUserId}`;
      const now = app.now();
      await applyPatreonStanding(
        tx,
        user.id,
        hook.patreonUserId,
        patreonStanding(config, hook.member, now, true),
        now,
        ended,
      );
    });
    return answerWebhook(ctx, reply, 'patreon', event, outcome);
  });
}
