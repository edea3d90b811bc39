import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { post, registerRestRoutes, type RestRoute } from '../rest/adapter.ts';
import { registerCardRoutes } from './card-routes.ts';
import { registerHandoffRoute } from './handoff-route.ts';
import { registerPatreonRoutes } from './patreon-routes.ts';
import { registerSubscribeStarRoutes } from './subscribestar-routes.ts';
import { registerPaymentsSandbox } from './sandbox/routes.ts';
import { tokenBox } from './router.ts';

/** The JSON calls, thin calls of the `payments` procedures like every other REST path. */
export const paymentRestRoutes: RestRoute[] = [
  post('/api/auth/connect-patreon', 'payments.connectPatreon'),
  post('/api/subscribestar/sync', 'payments.syncSubscribeStar'),
];

/**
 * Card billing, the two creator platforms and their webhooks. Pass to buildServer({ plugins }).
 * Browser navigations and webhooks live in a scope whose bodies stay raw (signatures are over the raw bytes).
 */
export function paymentsPlugin(app: AppServices) {
  return async (server: FastifyInstance) => {
    registerRestRoutes(server, app, paymentRestRoutes);
    // JSON body: the sign-in hand-off exchange of the web's /signin page (after an OAuth round trip).
    registerHandoffRoute(server, app);
    const ctx = { app, box: tokenBox(app), metrics: app.metrics };
    await server.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      registerCardRoutes(scope, ctx);
      registerPatreonRoutes(scope, ctx);
      registerSubscribeStarRoutes(scope, ctx);
      if (app.config.PAYMENTS_SANDBOX) registerPaymentsSandbox(scope, server, app);
    });
  };
}
