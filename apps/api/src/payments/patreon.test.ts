import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { bestMember, parsePatreonWebhook, patreonStanding, type MemberAttributes } from './patreon.ts';
import { PERIOD_MS } from './tiers.ts';

describe('Patreon member webhook bodies', () => {
  const member = {
    data: {
      id: 'mem-1',
      type: 'member',
      attributes: {
        patron_status: 'active_patron',
        currently_entitled_amount_cents: 800,
        next_charge_date: '2026-07-01T00:00:00Z',
        full_name: 'Ignored',
      },
      relationships: { user: { data: { id: 3001, type: 'user' } }, campaign: { data: { id: 'c' } } },
    },
  };

  it('reads the member, its user and its pledge; the body hash stands in for the missing event id', () => {
    const raw = Buffer.from(JSON.stringify(member));
    const { member: pledge, ...ids } = parsePatreonWebhook('members:update', raw)!;
    expect(ids).toEqual({
      eventId: `members:update:mem-1:${createHash('sha256').update(raw).digest('hex').slice(0, 40)}`,
      memberId: 'mem-1',
      patreonUserId: '3001',
    });
    expect(pledge).toMatchObject({
      patron_status: 'active_patron',
      currently_entitled_amount_cents: 800,
      next_charge_date: '2026-07-01T00:00:00Z',
    });
  });

  it('gives a resend the same event id and another body another one', () => {
    const raw = Buffer.from(JSON.stringify(member));
    const changed = Buffer.from(
      JSON.stringify({
        data: { ...member.data, attributes: { ...member.data.attributes, patron_status: 'former_patron' } },
      }),
    );
    expect(parsePatreonWebhook('members:update', Buffer.from(raw))?.eventId).toBe(
      parsePatreonWebhook('members:update', raw)?.eventId,
    );
    expect(parsePatreonWebhook('members:update', changed)?.eventId).not.toBe(
      parsePatreonWebhook('members:update', raw)?.eventId,
    );
    expect(parsePatreonWebhook('members:delete', raw)?.eventId).not.toBe(
      parsePatreonWebhook('members:update', raw)?.eventId,
    );
  });

  it('refuses a body that is not JSON or names no user', () => {
    expect(parsePatreonWebhook('members:update', Buffer.from('<xml/>'))).toBeNull();
    expect(
      parsePatreonWebhook('members:update', Buffer.from(JSON.stringify({ data: { id: 'mem-1', relationships: {} } }))),
    ).toBeNull();
    expect(parsePatreonWebhook('members:update', Buffer.from(JSON.stringify({ data: [] })))).toBeNull();
  });
});

describe('what a Patreon membership grants (closed to new subscribers)', () => {
  const now = Date.parse('2026-06-15T00:00:00Z');
  const config = loadConfig({});
  const active = (overrides: Partial<MemberAttributes> = {}): MemberAttributes => ({
    patron_status: 'active_patron',
    currently_entitled_amount_cents: 800,
    next_charge_date: '2026-07-01',
    pledge_relationship_start: '2024-01-10',
    ...overrides,
  });

  it('a linked active patron keeps the tier the entitled amount pays for, until the next charge date', () => {
    expect(patreonStanding(config, active(), now, true)).toEqual({
      kind: 'patron',
      tier: 2,
      expiresAt: new Date('2026-07-01T00:00:00Z'),
    });
    // a charge date already past (or missing) grants one billing period from now
    expect(patreonStanding(config, active({ next_charge_date: '2026-06-01' }), now, true)).toEqual({
      kind: 'patron',
      tier: 2,
      expiresAt: new Date(now + PERIOD_MS),
    });
    expect(patreonStanding(config, active({ currently_entitled_amount_cents: 100 }), now, true)).toEqual({
      kind: 'non-patron',
    });
  });

  it('an active patron not linked here is a new subscriber and gets nothing', () => {
    expect(patreonStanding(config, active(), now, false)).toEqual({ kind: 'new-subscriber' });
  });

  it('with PATREON_CLOSED_AT, a pledge from before the closing may link; one started after never grants a tier', () => {
    const closed = loadConfig({ PATREON_CLOSED_AT: '2025-06-01T00:00:00Z' });
    expect(patreonStanding(closed, active(), now, false)).toMatchObject({ kind: 'patron', tier: 2 });
    expect(patreonStanding(closed, active({ pledge_relationship_start: '2025-09-01' }), now, true)).toEqual({
      kind: 'new-subscriber',
    });
    expect(patreonStanding(closed, active({ pledge_relationship_start: null }), now, false)).toEqual({
      kind: 'new-subscriber',
    });
  });

  it('a former or declined patron is told apart from someone who never pledged', () => {
    expect(patreonStanding(config, active({ patron_status: 'declined_patron' }), now, true)).toEqual({
      kind: 'former',
      status: 'declined_patron',
    });
    expect(patreonStanding(config, active({ patron_status: null }), now, true)).toEqual({ kind: 'non-patron' });
    expect(patreonStanding(config, undefined, now, true)).toEqual({ kind: 'non-patron' });
  });

  it('of several memberships, the active one that pays the most counts', () => {
    const small = active({ currently_entitled_amount_cents: 500 });
    const big = active({ currently_entitled_amount_cents: 1400 });
    const formerBig = active({ patron_status: 'former_patron', currently_entitled_amount_cents: 5000 });
    expect(bestMember([small, formerBig, big])).toBe(big);
    expect(bestMember([formerBig, { patron_status: 'declined_patron' }])).toBe(formerBig);
    expect(bestMember([])).toBeUndefined();
  });
});
