import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { recurringDigest } from '../card.ts';
import { DAY_MS } from '../tiers.ts';
import { deliver, type SentEvent } from './deliver.ts';
import { button, day, dollars, esc, formOf, sendPage } from './html.ts';
import { SANDBOX_CARD_SOURCE, SANDBOX_PATH } from './settings.ts';

const CARD = `${SANDBOX_PATH}/card`;
/** The fields of the payment form address, passed on from the form page to the purchase. */
const FORM_FIELDS = [
  'clientSubacc',
  'initialPrice',
  'initialPeriod',
  'recurringPrice',
  'recurringPeriod',
  'numRebills',
  'currencyCode',
  'formDigest',
  'userId',
  'tier',
] as const;

export interface CardSubscription {
  id: string;
  userId: string;
  email: string;
  priceText: string;
  periodDays: number;
  saleTransactionId: string;
  nextRenewal: number;
  state: 'active' | 'cancelled' | 'expired' | 'charged back' | 'refunded';
  events: SentEvent[];
}

/** CCBill-style numeric ids. */
const numericId = (digits: number) => Array.from({ length: digits }, (_, i) => randomInt(i === 0 ? 1 : 0, 10)).join('');

/** "2026-06-01 12:00:00", the provider's timestamp shape. */
const timestamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The card provider's side of the sandbox: its payment form, its subscriptions and the webhooks it sends. */
export function registerCardSandbox(scope: FastifyInstance, server: FastifyInstance, app: AppServices) {
  const { config } = app;
  const subscriptions = new Map<string, CardSubscription>();

  /** The checks the provider makes on a form address: our account, and a digest made with our salt. */
  function formProblem(flexId: string, q: Record<string, string | undefined>): string | null {
    if (flexId !== config.CCBILL_FLEX_ID || q.clientSubacc !== config.CCBILL_CLIENT_SUBACC)
      return 'This form is not one of this account’s forms.';
    const { initialPrice, initialPeriod, recurringPrice, recurringPeriod, numRebills, currencyCode } = q;
    if (!initialPrice || !initialPeriod || !numRebills || !currencyCode || !q.formDigest)
      return 'The form address lacks its price, period or digest.';
    if (recurringPrice !== initialPrice || recurringPeriod !== initialPeriod)
      return 'Only a recurring price equal to the first one is offered here.';
    const expected = recurringDigest({
      price: initialPrice,
      period: initialPeriod,
      rebills: numRebills,
      currency: currencyCode,
      salt: config.CCBILL_SALT ?? '',
    });
    return expected === q.formDigest ? null : 'The form digest does not match the price: the provider refuses it.';
  }

  const sendCardEvent = async (sub: CardSubscription, type: string, fields: Record<string, string>) => {
    const now = app.now();
    const body = {
      subscriptionId: sub.id,
      clientAccnum: config.CCBILL_CLIENT_ACCNUM,
      timestamp: timestamp(now),
      ...fields,
    };
    const query = new URLSearchParams({
      clientAccnum: config.CCBILL_CLIENT_ACCNUM ?? '',
      clientSubacc: config.CCBILL_CLIENT_SUBACC ?? '',
      eventType: type,
      eventGroupType: 'Subscription',
    });
    const sent = await deliver(
      server,
      {
        url: `/api/ccbill/webhook?${query}`,
        type,
        body: JSON.stringify(body),
        headers: {},
        remoteAddress: SANDBOX_CARD_SOURCE,
      },
      now,
    );
    sub.events.push(sent);
    return sent;
  };

  /** The payment form the page sends the player to (the FlexForms address). */
  scope.get<{ Params: { flexId: string } }>(`${CARD}/flexforms/:flexId`, async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const problem = formProblem(req.params.flexId, q);
    if (problem) return sendPage(reply, 400, 'Card payment refused', `<p class="error">${esc(problem)}</p>`);
    const hidden = Object.fromEntries(FORM_FIELDS.map((k) => [k, q[k] ?? '']));
    const user = q.userId
      ? await app.db.prisma.user.findUnique({ where: { id: q.userId }, select: { email: true } })
      : null;
    const inputs = Object.entries(hidden)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('');
    return sendPage(
      reply,
      200,
      'Card payment',
      `<p>Tier ${esc(q.tier)}: <strong>$${esc(q.initialPrice)}</strong> now, then $${esc(q.recurringPrice)} every ${esc(q.recurringPeriod)} days until cancelled.</p>
<form method="post" action="${CARD}/purchase/${esc(req.params.flexId)}">${inputs}
<label>E-mail for the receipt <input type="email" name="email" value="${esc(user?.email ?? '')}"></label>
<label>Card number <input name="card" value="4111 1111 1111 1111" readonly aria-describedby="card-note"></label>
<p id="card-note" class="note">A test card: nothing is charged.</p>
<button type="submit">Pay $${esc(q.initialPrice)} (sandbox)</button></form>
<p><a href="${esc(config.PUBLIC_URL)}/tiers">Cancel and go back to the site</a></p>`,
    );
  });

  /** The purchase: the provider approves it and sends NewSaleSuccess to our webhook. */
  scope.post<{ Params: { flexId: string } }>(`${CARD}/purchase/:flexId`, async (req, reply) => {
    const form = formOf(req.body);
    const q = Object.fromEntries(FORM_FIELDS.map((k) => [k, form.get(k) ?? undefined]));
    const problem = formProblem(req.params.flexId, q);
    if (problem) return sendPage(reply, 400, 'Card payment refused', `<p class="error">${esc(problem)}</p>`);
    const now = app.now();
    const periodDays = Number(q.initialPeriod);
    const sub: CardSubscription = {
      id: numericId(19),
      userId: q.userId ?? '',
      email: form.get('email') ?? '',
      priceText: q.initialPrice ?? '',
      periodDays,
      saleTransactionId: numericId(19),
      nextRenewal: now + periodDays * DAY_MS,
      state: 'active',
      events: [],
    };
    subscriptions.set(sub.id, sub);
    await sendCardEvent(sub, 'NewSaleSuccess', {
      transactionId: sub.saleTransactionId,
      email: sub.email,
      billedInitialPrice: sub.priceText,
      billedRecurringPrice: sub.priceText,
      billedCurrencyCode: q.currencyCode ?? '',
      initialPeriod: String(periodDays),
      recurringPeriod: String(periodDays),
      nextRenewalDate: day(sub.nextRenewal),
      'X-userId': sub.userId,
      'X-tier': q.tier ?? '',
    });
    return reply.redirect(`${CARD}/subscriptions/${sub.id}`, 303);
  });

  const subscriptionPage = (sub: CardSubscription) => {
    const rows = sub.events
      .map(
        (e) =>
          `<tr><td>${esc(new Date(e.at).toISOString())}</td><td>${esc(e.type)}</td><td>${esc(e.outcome)}</td></tr>`,
      )
      .join('');
    const action = (event: string) => `${CARD}/subscriptions/${sub.id}/${event}`;
    const live = sub.state === 'active' || sub.state === 'cancelled';
    return `<p>Subscription <code>${esc(sub.id)}</code> of player <code>${esc(sub.userId)}</code>:
${esc(dollars(Math.round(Number(sub.priceText) * 100)))} every ${esc(sub.periodDays)} days, <strong>${esc(sub.state)}</strong>,
next renewal ${esc(day(sub.nextRenewal))}.</p>
<p>${sub.state === 'active' ? button(action('renewal'), 'Renew (next month paid)') : ''}
${sub.state === 'active' ? button(action('cancellation'), 'Cancel (keeps the paid time)') : ''}
${live ? button(action('expiration'), 'End of the paid period') : ''}
${live ? button(action('chargeback'), 'Chargeback') : ''}
${live ? button(action('refund'), 'Refund') : ''}</p>
<h2>Webhooks sent to this site</h2><table><tr><th>When</th><th>Event</th><th>Answer</th></tr>${rows}</table>
<p><a href="${esc(config.PUBLIC_URL)}/app/profile/me">Back to the site</a></p>`;
  };

  const unknownSubscription = (reply: FastifyReply) =>
    sendPage(
      reply,
      404,
      'Unknown subscription',
      '<p>The sandbox forgets its subscriptions when the server restarts.</p>',
    );

  scope.get<{ Params: { id: string } }>(`${CARD}/subscriptions/:id`, async (req, reply) => {
    const sub = subscriptions.get(req.params.id);
    if (!sub) return unknownSubscription(reply);
    return sendPage(reply, 200, 'Card subscription', subscriptionPage(sub));
  });

  /** The provider's later events: renewal, cancellation, the period's end, chargeback, refund. */
  scope.post<{ Params: { id: string; event: string } }>(`${CARD}/subscriptions/:id/:event`, async (req, reply) => {
    const sub = subscriptions.get(req.params.id);
    if (!sub) return unknownSubscription(reply);
    const amount = { amount: sub.priceText, currencyCode: '840' };
    switch (req.params.event) {
      case 'renewal':
        if (sub.state !== 'active') break;
        sub.nextRenewal += sub.periodDays * DAY_MS;
        await sendCardEvent(sub, 'RenewalSuccess', {
          transactionId: numericId(19),
          billedAmount: sub.priceText,
          renewalDate: day(app.now()),
          nextRenewalDate: day(sub.nextRenewal),
        });
        break;
      case 'cancellation':
        if (sub.state !== 'active') break;
        sub.state = 'cancelled';
        await sendCardEvent(sub, 'Cancellation', { reason: 'Cancelled in the sandbox' });
        break;
      case 'expiration':
        sub.state = 'expired';
        await sendCardEvent(sub, 'Expiration', {});
        break;
      case 'chargeback':
        sub.state = 'charged back';
        await sendCardEvent(sub, 'Chargeback', { transactionId: sub.saleTransactionId, ...amount });
        break;
      case 'refund':
        sub.state = 'refunded';
        await sendCardEvent(sub, 'Refund', { transactionId: sub.saleTransactionId, ...amount });
        break;
      default:
        return sendPage(reply, 404, 'Unknown event', '<p>No such event.</p>');
    }
    return reply.redirect(`${CARD}/subscriptions/${sub.id}`, 303);
  });

  /** Where card subscribers manage their subscription (the provider's support page). */
  scope.get(CARD, async (_req: FastifyRequest, reply) => sendPage(reply, 200, 'Card subscriptions', cardList()));

  function cardList(): string {
    const rows = [...subscriptions.values()]
      .map(
        (s) =>
          `<tr><td><a href="${CARD}/subscriptions/${s.id}">${esc(s.id)}</a></td><td>${esc(s.userId)}</td><td>${esc(dollars(Math.round(Number(s.priceText) * 100)))}</td><td>${esc(s.state)}</td></tr>`,
      )
      .join('');
    return rows
      ? `<table><tr><th>Subscription</th><th>Player</th><th>Price</th><th>State</th></tr>${rows}</table>`
      : '<p>No card subscription yet: buy a tier on the prices page.</p>';
  }
  return { cardList };
}
