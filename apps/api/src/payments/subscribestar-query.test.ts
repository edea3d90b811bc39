import { describe, expect, it } from 'vitest';
import { parseSubscriberState } from './subscribestar-query.ts';

describe('the SubscribeStar subscriber answer', () => {
  it('reads the user and the subscription', () => {
    const full = {
      data: {
        user: { id: 42, email: 'a@b.c', name: 'A' },
        subscriber: { subscription: { active: true, tier_id: 7, price: 800, paid_until: '2026-07-01' } },
      },
    };
    expect(parseSubscriberState(full)).toEqual({
      subscribeStarId: '42',
      email: 'a@b.c',
      active: true,
      tierId: '7',
      priceCents: 800,
      paidUntil: '2026-07-01',
    });
  });

  it('tolerates a missing subscriber, prefers the active one of several, and reads a decimal price as dollars', () => {
    expect(parseSubscriberState({ data: { user: { id: '1' }, subscriber: null } })).toEqual({
      subscribeStarId: '1',
      email: null,
      active: false,
      tierId: null,
      priceCents: null,
      paidUntil: null,
    });
    expect(
      parseSubscriberState({
        data: {
          user: { id: '1' },
          subscriber: { subscriptions: [{ active: false }, { active: true, price: '14.00' }] },
        },
      }),
    ).toMatchObject({ active: true, priceCents: 1400 });
    expect(
      parseSubscriberState({
        data: { user: { id: '1' }, subscriber: { subscription: { active: true, price: '800' } } },
      }),
    ).toMatchObject({ priceCents: 800 });
    expect(
      parseSubscriberState({
        data: { user: { id: '1' }, subscriber: { subscription: { active: true, price: 'free' } } },
      }),
    ).toMatchObject({ priceCents: null });
  });

  it('is nothing when the answer names no user (a GraphQL error)', () => {
    expect(parseSubscriberState({ errors: [{ message: 'no' }] })).toBeNull();
    expect(parseSubscriberState({ data: { user: null } })).toBeNull();
    expect(parseSubscriberState(null)).toBeNull();
  });
});
