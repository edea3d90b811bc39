import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { registerCardSandbox } from './card-sandbox.ts';
import { SANDBOX_CSS, esc, sendPage } from './html.ts';
import { registerPlatformSandbox } from './platform-sandbox.ts';
import { SANDBOX_PATH } from './settings.ts';

/**
 * The payments sandbox (PAYMENTS_SANDBOX): the card provider's form and the two platforms' sign-in,
 * API and member pages, served here; every change reaches the site as the provider's webhook would.
 */
export function registerPaymentsSandbox(scope: FastifyInstance, server: FastifyInstance, app: AppServices) {
  const card = registerCardSandbox(scope, server, app);
  const platforms = (['subscribestar', 'patreon'] as const).map((p) => ({
    path: `${SANDBOX_PATH}/${p}`,
    ...registerPlatformSandbox(scope, server, app, p),
  }));

  scope.get(`${SANDBOX_PATH}/sandbox.css`, async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CSS),
  );

  scope.get(SANDBOX_PATH, async (_req, reply) =>
    sendPage(
      reply,
      200,
      'Payments sandbox',
      `<p class="note">Simulated providers: each change below is sent to this site as the provider's signed webhook, and the player's tier follows. The sandbox forgets these lists when the server restarts; the players' tiers stay.</p>
<h2><a href="${SANDBOX_PATH}/card">Card billing</a></h2>${card.cardList()}
${platforms.map((p) => `<h2><a href="${p.path}">${esc(p.label)}</a></h2>${p.memberList()}`).join('')}
<p><a href="${esc(app.config.PUBLIC_URL)}/tiers">The site's prices page</a></p>`,
    ),
  );
}
