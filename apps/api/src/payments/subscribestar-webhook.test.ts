import { describe, expect, it } from 'vitest';
import { parseSubscribeStarWebhook } from './subscribestar-webhook.ts';

const body = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('SubscribeStar webhook bodies', () => {
  it('finds the event, the provider event id and the subscriber in the flat shape', () => {
    expect(
      parseSubscribeStarWebhook(body({ event: 'subscription_cancelled', id: 991, subscriber_id: 42 }), undefined),
    ).toEqual({
      event: 'subscription_cancelled',
      providerEventId: '991',
      subscriberId: '42',
    });
  });

  it('finds them nested under data or subscriber, and the event in the header when the body lacks it', () => {
    expect(
      parseSubscribeStarWebhook(
        body({ type: ' new_subscription ', event_id: 'e-1', data: { subscriber: { id: 'u-7' } } }),
        'ignored',
      ),
    ).toEqual({
      event: 'new_subscription',
      providerEventId: 'e-1',
      subscriberId: 'u-7',
    });
    expect(parseSubscribeStarWebhook(body({ subscriber: { id: 5 } }), 'subscription_restored')).toEqual({
      event: 'subscription_restored',
      providerEventId: null,
      subscriberId: '5',
    });
    expect(parseSubscribeStarWebhook(body({ data: { user_id: 9 } }), undefined)).toEqual({
      event: 'unknown',
      providerEventId: null,
      subscriberId: '9',
    });
  });

  it('prefers the subscriber over the user when a body names both', () => {
    expect(parseSubscribeStarWebhook(body({ user_id: 1, data: { subscriber_id: 2 } }), undefined)?.subscriberId).toBe(
      '2',
    );
  });

  it('refuses a body that is not JSON or whose ids are not ids', () => {
    for (const raw of ['not json', '', '[1', 'null', '"text"'])
      expect(parseSubscribeStarWebhook(Buffer.from(raw), 'new_subscription'), raw).toBeNull();
    expect(
      parseSubscribeStarWebhook(body({ event: 'new_subscription', subscriber_id: { id: 1 } }), undefined),
    ).toBeNull();
    expect(parseSubscribeStarWebhook(body({ event: 'new_subscription', id: '' }), undefined)).toBeNull();
  });
});
