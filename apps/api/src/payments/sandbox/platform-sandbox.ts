import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import type { Config } from '../../config.ts';
import { joinUrl } from '../oauth.ts';
import { quiet } from '../route-context.ts';
import { deliver, hmacMd5 } from './deliver.ts';
import { button, day, dollars, esc, formOf, sendPage } from './html.ts';
import {
  MEMBER_ACTIONS,
  MemberStore,
  centsOf,
  randomToken,
  tierSelect,
  type MemberAction,
  type SandboxMember,
  type SandboxPlatform,
} from './members.ts';
import { SANDBOX_PATH } from './settings.ts';

/** What differs between the two platforms: names, paths, the API's answer and the webhooks' shape. */
interface PlatformShape {
  label: string;
  tokenPath: string;
  clientId(c: Config): string | undefined;
  clientSecret(c: Config): string | undefined;
  webhookSecret(c: Config): string | undefined;
  /** The webhook a change sends: event name (header or body), body and headers. */
  webhook(
    m: SandboxMember,
    action: MemberAction,
    secret: string,
  ): { type: string; body: string; headers: Record<string, string> };
}

const day10 = (ms: number | null) => (ms === null ? null : day(ms));

const patreonStatus = (m: SandboxMember) =>
  ({ active: 'active_patron', cancelled: 'former_patron', 'payment failed': 'declined_patron', none: null })[m.status];

const patreonMember = (m: SandboxMember) => ({
  type: 'member',
  id: `member-${m.id}`,
  attributes: {
    patron_status: patreonStatus(m),
    currently_entitled_amount_cents: m.status === 'active' ? m.cents : 0,
    next_charge_date: day10(m.paidUntil),
    pledge_relationship_start: m.pledgeStart,
  },
});

/** Patreon's identity answer (`/api/oauth2/v2/identity?include=memberships`). */
export const patreonIdentity = (m: SandboxMember) => ({
  data: { type: 'user', id: m.id, attributes: { email: m.email, full_name: m.name } },
  included: m.status === 'none' ? [] : [patreonMember(m)],
});

/** SubscribeStar's GraphQL answer to the product's one query. */
export const subscribeStarAnswer = (m: SandboxMember) => ({
  data: {
    user: { id: m.id, email: m.email, name: m.name },
    subscriber: {
      subscription:
        m.status === 'none'
          ? null
          : {
              active: m.status === 'active',
              tier_id: `tier-${m.cents}`,
              price: m.cents,
              paid_until: m.paidUntil ? new Date(m.paidUntil).toISOString() : null,
            },
    },
  },
});

const SHAPES: Record<SandboxPlatform, PlatformShape> = {
  patreon: {
    label: 'Patreon',
    tokenPath: '/api/oauth2/token',
    clientId: (c) => c.PATREON_CLIENT_ID,
    clientSecret: (c) => c.PATREON_CLIENT_SECRET,
    webhookSecret: (c) => c.PATREON_WEBHOOK_SECRET,
    webhook(m, action, secret) {
      const type =
        action === 'cancel'
          ? 'members:pledge:delete'
          : action === 'subscribe'
            ? 'members:pledge:create'
            : 'members:pledge:update';
      const member = patreonMember(m);
      const body = JSON.stringify({
        data: { ...member, relationships: { user: { data: { type: 'user', id: m.id } } } },
      });
      return { type, body, headers: { 'x-patreon-event': type, 'x-patreon-signature': hmacMd5(secret, body) } };
    },
  },
  subscribestar: {
    label: 'SubscribeStar',
    tokenPath: '/oauth2/token',
    clientId: (c) => c.SUBSCRIBESTAR_CLIENT_ID,
    clientSecret: (c) => c.SUBSCRIBESTAR_CLIENT_SECRET,
    webhookSecret: (c) => c.SUBSCRIBESTAR_WEBHOOK_SECRET,
    webhook(m, action, secret) {
      // The platform's renewal event is not published: a renewal goes out as a restore, and the
      // endpoint re-reads the subscription from the API whatever the event.
      const type = {
        subscribe: 'new_subscription',
        renew: 'subscription_restored',
        cancel: 'subscription_cancelled',
        fail: 'subscription_billing_failed',
      }[action];
      const body = JSON.stringify({ id: randomToken(), event: type, data: { subscriber_id: m.id } });
      return {
        type,
        body,
        headers: { 'x-subscribestar-event': type, 'x-subscribestar-signature': hmacMd5(secret, body) },
      };
    },
  },
};

const ACTION_LABELS: Record<MemberAction, string> = {
  subscribe: 'Subscribe / change tier',
  renew: 'Renew (next month paid)',
  cancel: 'Cancel (keeps the paid time)',
  fail: 'Payment failed / chargeback',
};

/**
 * One creator platform's side of the sandbox: its sign-in (authorize page, token), its API (identity
 * or GraphQL, answered from the member's state), its members page, and the signed webhooks a change sends.
 */
export function registerPlatformSandbox(
  scope: FastifyInstance,
  server: FastifyInstance,
  app: AppServices,
  platform: SandboxPlatform,
) {
  const { config } = app;
  const shape = SHAPES[platform];
  const base = `${SANDBOX_PATH}/${platform}`;
  const store = new MemberStore();
  const callback = () => joinUrl(config.PUBLIC_URL, `/api/${platform}`);

  /** The authorisation page: checks the client and its registered callback as the platform does. */
  scope.get(`${base}/oauth2/authorize`, quiet(config), async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    if (q.client_id !== shape.clientId(config) || q.response_type !== 'code' || q.redirect_uri !== callback())
      return sendPage(
        reply,
        400,
        `${shape.label}: sign-in refused`,
        '<p class="error">Unknown client or callback address.</p>',
      );
    const known = [...store.members.values()]
      .map(
        (m, i) =>
          `<label><input type="radio" name="member" value="${esc(m.id)}"${i === 0 ? ' checked' : ''}> ${esc(m.email)} (${esc(m.status)}, ${esc(dollars(m.cents))})</label>`,
      )
      .join('');
    const deny = new URL(callback());
    deny.searchParams.set('error', 'access_denied');
    deny.searchParams.set('state', q.state ?? '');
    return sendPage(
      reply,
      200,
      `${shape.label}: allow ${config.SITE_NAME}?`,
      `<p>${esc(config.SITE_NAME)} asks to read your membership. Sign in as:</p>
<form method="post" action="${base}/oauth2/authorize">
<input type="hidden" name="state" value="${esc(q.state)}"><input type="hidden" name="redirect_uri" value="${esc(q.redirect_uri)}">
${known}<label><input type="radio" name="member" value="new"${known ? '' : ' checked'}> A new member</label>
<label>E-mail <input type="email" name="email" placeholder="member@example.com"></label>
<label>Membership ${tierSelect(config, 'cents', 'No membership')}</label>
${platform === 'patreon' ? '<label>Pledge started <input type="date" name="pledgeStart" value="2024-01-01"></label>' : ''}
<button type="submit">Allow</button></form>
<p><a href="${esc(deny.toString())}">Deny</a></p>`,
    );
  });

  scope.post(`${base}/oauth2/authorize`, async (req, reply) => {
    const form = formOf(req.body);
    if (form.get('redirect_uri') !== callback())
      return sendPage(reply, 400, `${shape.label}: sign-in refused`, '<p class="error">Unknown callback address.</p>');
    const now = app.now();
    const chosen = store.members.get(form.get('member') ?? '');
    const member =
      chosen ??
      store.add(
        {
          email: form.get('email') ?? '',
          cents: centsOf(form.get('cents')),
          pledgeStart: form.get('pledgeStart') || '2024-01-01',
        },
        now,
      );
    const to = new URL(callback());
    to.searchParams.set('code', store.issueCode(member.id, callback(), now));
    to.searchParams.set('state', form.get('state') ?? '');
    return reply.redirect(to.toString(), 303);
  });

  /** The token endpoint our server calls (form-encoded, client id and secret in the body). */
  scope.post(`${base}${shape.tokenPath}`, async (req, reply) => {
    const form = formOf(req.body);
    if (form.get('client_id') !== shape.clientId(config) || form.get('client_secret') !== shape.clientSecret(config))
      return reply.status(401).send({ error: 'invalid_client' });
    const tokens = store.grant(form, app.now());
    return tokens
      ? reply.send({ ...tokens, token_type: 'Bearer' })
      : reply.status(400).send({ error: 'invalid_grant' });
  });

  if (platform === 'patreon') {
    scope.get(`${base}/api/oauth2/v2/identity`, async (req, reply) => {
      const m = store.byBearer(req.headers.authorization);
      return m ? reply.send(patreonIdentity(m)) : reply.status(401).send({ errors: [{ status: '401' }] });
    });
  } else {
    scope.post(`${base}/api/graphql/v1`, async (req, reply) => {
      const m = store.byBearer(req.headers.authorization);
      return m ? reply.send(subscribeStarAnswer(m)) : reply.status(401).send({ errors: [{ message: 'unauthorized' }] });
    });
  }

  const memberRow = (m: SandboxMember) => {
    const actions = MEMBER_ACTIONS.map((a) =>
      a === 'subscribe'
        ? `<form class="inline" method="post" action="${base}/members/${esc(m.id)}/subscribe">${tierSelect(config, 'cents')}<button type="submit">${ACTION_LABELS.subscribe}</button></form>`
        : button(`${base}/members/${m.id}/${a}`, ACTION_LABELS[a]),
    ).join(' ');
    const last = m.events.at(-1);
    return `<tr><td>${esc(m.id)}<br>${esc(m.email)}</td><td>${esc(m.status)} ${esc(dollars(m.cents))}<br>paid until ${esc(day(m.paidUntil))}</td>
<td>${last ? `${esc(last.type)}: ${esc(last.outcome)}` : '—'}</td></tr><tr><td colspan="3">${actions}</td></tr>`;
  };

  const memberList = () => {
    const rows = [...store.members.values()].map(memberRow).join('');
    return rows
      ? `<table><tr><th>Member</th><th>Membership</th><th>Last webhook</th></tr>${rows}</table>`
      : `<p>No ${esc(shape.label)} member yet.</p>`;
  };

  /** The platform's page: where players subscribe, and manage or cancel (each change sends a signed webhook). */
  scope.get(base, async (_req, reply) =>
    sendPage(
      reply,
      200,
      `${shape.label} (sandbox)`,
      `${memberList()}<h2>Become a member</h2><form method="post" action="${base}/members">
<label>E-mail <input type="email" name="email" placeholder="member@example.com"></label>
<label>Membership ${tierSelect(config, 'cents')}</label>
${platform === 'patreon' ? '<label>Pledge started <input type="date" name="pledgeStart" value="2024-01-01"></label>' : ''}
<button type="submit">Join</button></form>
<p class="note">Then connect this account on the site (${platform === 'patreon' ? 'sign in with Patreon' : 'Connect SubscribeStar'}).</p>
<p><a href="${esc(config.PUBLIC_URL)}/app/profile/me">Back to the site</a></p>`,
    ),
  );

  scope.post(`${base}/members`, async (req, reply) => {
    const form = formOf(req.body);
    store.add(
      {
        email: form.get('email') ?? '',
        cents: centsOf(form.get('cents')),
        pledgeStart: form.get('pledgeStart') || '2024-01-01',
      },
      app.now(),
    );
    return reply.redirect(base, 303);
  });

  scope.post<{ Params: { id: string; action: string } }>(`${base}/members/:id/:action`, async (req, reply) => {
    const m = store.members.get(req.params.id);
    const action = MEMBER_ACTIONS.find((a) => a === req.params.action);
    if (!m || !action)
      return sendPage(reply, 404, 'Unknown member', '<p>The sandbox forgets its members when the server restarts.</p>');
    const now = app.now();
    if (store.apply(m, action, centsOf(formOf(req.body).get('cents')), now)) {
      const hook = shape.webhook(m, action, shape.webhookSecret(config) ?? '');
      m.events.push(await deliver(server, { url: `/api/${platform}/webhook`, ...hook }, now));
    }
    return reply.redirect(base, 303);
  });

  return { memberList, label: shape.label };
}
