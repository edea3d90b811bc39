import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { cardEventId, cardFields, cardPaymentUrl, field, isHandledCardEvent, mayPayByCard } from './card.ts';

describe('card webhook bodies', () => {
  it('reads form-encoded and JSON bodies as flat text fields', () => {
    expect(
      cardFields(Buffer.from('subscriptionId=1&X-userId=u&price=8.00'), 'application/x-www-form-urlencoded'),
    ).toEqual({ subscriptionId: '1', 'X-userId': 'u', price: '8.00' });
    expect(
      cardFields(Buffer.from('{"subscriptionId":1,"renewed":true,"nested":{"a":1},"none":null}'), 'application/json'),
    ).toEqual({ subscriptionId: '1', renewed: 'true' });
    // a JSON body sent without its content type is still read as JSON
    expect(cardFields(Buffer.from(' {"subscriptionId":"s"}'), undefined)).toEqual({ subscriptionId: 's' });
  });

  it('refuses a JSON body that is not one object', () => {
    for (const raw of ['[1]', 'null', '{"broken"', '"text"'])
      expect(cardFields(Buffer.from(raw), 'application/json'), raw).toBeNull();
  });

  it('finds a field by any case and in its pass-through form, ignoring blank values', () => {
    const fields = { SUBSCRIPTIONID: ' s-1 ', 'X-userId': 'u-1', tier: '  ' };
    expect(field(fields, 'subscriptionId')).toBe('s-1');
    expect(field(fields, 'userId')).toBe('u-1');
    expect(field(fields, 'tier')).toBeUndefined();
    expect(field(fields, 'timestamp')).toBeUndefined();
  });

  it('keys an event for de-duplication by its type and transaction, else its subscription and time', () => {
    expect(cardEventId('RenewalSuccess', { transactionId: 'x', subscriptionId: 's' })).toBe('RenewalSuccess:tx:x');
    expect(cardEventId('Cancellation', { subscriptionId: 's', timestamp: 't' })).toBe('Cancellation:sub:s:t');
    expect(cardEventId('Expiration', { subscriptionId: 's' })).toBe('Expiration:sub:s');
    // A reversal names the transaction it reverses: another key than the sale's.
    expect(cardEventId('Chargeback', { transactionId: 'x', subscriptionId: 's' })).not.toBe(
      cardEventId('NewSaleSuccess', { transactionId: 'x', subscriptionId: 's' }),
    );
    expect(cardEventId('Cancellation', { timestamp: 't' })).toBeNull();
  });

  it('handles the subscription events it knows, nothing else', () => {
    expect(
      ['NewSaleSuccess', 'RenewalSuccess', 'Cancellation', 'Chargeback', 'Refund', 'Void'].every(isHandledCardEvent),
    ).toBe(true);
    expect(['NewSaleFailure', 'newsalesuccess', '', 'BillingDateChange'].some(isHandledCardEvent)).toBe(false);
  });
});

describe('the card payment form', () => {
  const card = {
    CCBILL_FLEX_ID: 'flex/1',
    CCBILL_CLIENT_SUBACC: '0001',
    CCBILL_SALT: 'pepper-salt',
    CCBILL_FORM_URL: 'https://forms.example/flex/',
  };

  it('carries the price of the tier, the player and a digest an independent md5 reproduces', () => {
    const url = new URL(cardPaymentUrl(loadConfig(card), 2, 'player-1')!);
    expect(url.origin + url.pathname).toBe('https://forms.example/flex/flex%2F1');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      clientSubacc: '0001',
      initialPrice: '8.00',
      recurringPrice: '8.00',
      currencyCode: '840',
      userId: 'player-1',
      tier: '2',
    });
    expect(q.formDigest).toBe(
      createHash('md5')
        .update('8.0030' + '8.0030' + '99' + '840' + 'pepper-salt')
        .digest('hex'),
    );
  });

  it('is offered only when card billing is configured, for a paid tier, to a signed-in player with a verified e-mail', () => {
    expect(cardPaymentUrl(loadConfig({ ...card, CCBILL_SALT: undefined }), 1, 'player-1')).toBeNull();
    expect(cardPaymentUrl(loadConfig(card), 4, 'player-1')).toBeNull();
    expect(cardPaymentUrl(loadConfig(card), 0, 'player-1')).toBeNull();
    expect(mayPayByCard({ loggedIn: true, emailVerified: true, email: 'a@example.com' })).toBe(true);
    expect(mayPayByCard({ loggedIn: true, emailVerified: false, email: 'a@example.com' })).toBe(false);
    expect(mayPayByCard({ loggedIn: false, emailVerified: true, email: 'a@example.com' })).toBe(false);
    expect(mayPayByCard({ loggedIn: true, emailVerified: true, email: null })).toBe(false);
  });
});
