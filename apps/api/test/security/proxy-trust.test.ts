import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ERRORS } from '@app/schema/errors';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { describeEachDb, type TestServer } from '../harness.ts';
import { liveTierOf, makePlayer, startPaymentsServer } from '../payments-server.ts';

/**
 * The attacks a forged X-Forwarded-For or CDN header opened (security issue 13, items 1, 2, 3 and 7),
 * replayed against a server deployed as the docs advise: one reverse proxy at 10.0.0.2 that appends
 * the address it saw to whatever X-Forwarded-For the client sent.
 */
const PROXY = '10.0.0.2';
const PROVIDER_IP = '64.38.212.17';
const ATTACKER = '203.0.113.9';
const GB_VISITOR = '81.2.69.160';
const DE_ADDRESS = '85.214.132.117';
const CARD_CONFIG = {
  CCBILL_FLEX_ID: 'flex-abc',
  CCBILL_SALT: 'pepper-salt',
  CCBILL_CLIENT_SUBACC: '0001',
  CCBILL_CLIENT_ACCNUM: '951000',
};

/** What the proxy sends on: the client's own header, then the address the proxy saw. */
const throughProxy = (client: string, forged?: string) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
});

function cardWebhook(
  ts: TestServer,
  eventType: string,
  fields: Record<string, string>,
  from: { remoteAddress: string; headers?: Record<string, string> },
) {
  return ts.server.inject({
    method: 'POST',
    url: `/api/ccbill/webhook?clientAccnum=951000&clientSubacc=0001&eventType=${eventType}&eventGroupType=Subscription`,
    remoteAddress: from.remoteAddress,
    headers: { 'content-type': 'application/json', ...from.headers },
    payload: JSON.stringify(fields),
  });
}

function refusedForLocation(res: LightMyRequestResponse): boolean {
  return res.statusCode === 403 && res.json<{ error: string; cause?: string }>().error === ERRORS['location.law'];
}

describe('TRUST_PROXY configuration', () => {
  it('refuses "true" (trust everyone) with a message that says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies in front.*or their addresses/);
  });

  it('takes a hop count or addresses, CIDR ranges and named ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback ,::1' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', 'loopback', '::1'],
    });
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.internal' })).toThrow(
      /TRUST_PROXY: not an address.*proxy\.internal/,
    );
  });

  it('believes CDN location headers only with trusted proxies configured', () => {
    expect(() => loadConfig({ GEO_HEADERS: 'cloudflare' })).toThrow(
      /GEO_HEADERS: location headers are believed only from a trusted proxy/,
    );
    expect(loadConfig({ GEO_HEADERS: 'cloudflare', TRUST_PROXY: '173.245.48.0/20' }).GEO_HEADERS).toBe('cloudflare');
  });
});

describeEachDb('a forged X-Forwarded-For behind a trusted proxy', (kind) => {
  for (const trust of [PROXY, '1']) {
    describe(`TRUST_PROXY=${trust}`, () => {
      let ts: TestServer;
      beforeAll(async () => {
        ts = await startPaymentsServer(kind, { ...CARD_CONFIG, TRUST_PROXY: trust });
      });
      afterAll(() => ts.close());

      it('a card webhook naming an allow-listed provider address is refused and grants no tier', async () => {
        const victim = await makePlayer(ts, { email: `forged-${trust}@example.com`, verified: true });
        const events = await ts.db.prisma.webhookEvent.count();
        const sale = {
          subscriptionId: `sub-forged-${trust}`,
          transactionId: `tx-forged-${trust}`,
          billedInitialPrice: '14.00',
          userId: victim.id,
        };
        for (const forged of [PROVIDER_IP, `${PROVIDER_IP}, 127.0.0.1`, `127.0.0.1, ${PROVIDER_IP}`]) {
          const res = await cardWebhook(ts, 'NewSaleSuccess', sale, throughProxy(ATTACKER, forged));
          expect(res.statusCode, forged).toBe(403);
        }
        expect(await ts.db.prisma.webhookEvent.count()).toBe(events);
        expect(await liveTierOf(ts, victim.token)).toBe(0);
      });

      it('the provider itself, through the proxy, is still heard, and a forged chargeback cannot revoke it', async () => {
        const buyer = await makePlayer(ts, { email: `buyer-${trust}@example.com`, verified: true });
        const sale = {
          subscriptionId: `sub-real-${trust}`,
          transactionId: `tx-real-${trust}`,
          billedInitialPrice: '14.00',
          userId: buyer.id,
        };
        expect((await cardWebhook(ts, 'NewSaleSuccess', sale, throughProxy(PROVIDER_IP))).statusCode).toBe(200);
        expect(await liveTierOf(ts, buyer.token)).toBe(3);
        const chargeback = { subscriptionId: `sub-real-${trust}`, transactionId: `tx-real-${trust}` };
        expect((await cardWebhook(ts, 'Chargeback', chargeback, throughProxy(ATTACKER, PROVIDER_IP))).statusCode).toBe(
          403,
        );
        expect(await liveTierOf(ts, buyer.token)).toBe(3);
      });

      it('a visitor in a restricted region stays restricted whatever addresses they prepend, for the API and for media', async () => {
        const visitor = await makePlayer(ts);
        const call = (forged: string) =>
          ts.server.inject({
            method: 'GET',
            url: '/api/character/all',
            ...throughProxy(GB_VISITOR, forged),
            headers: { ...throughProxy(GB_VISITOR, forged).headers, authorization: `Bearer ${visitor.token}` },
          });
        let refused = 0;
        for (const forged of ['127.0.0.1', `127.0.0.1, ${DE_ADDRESS}`, DE_ADDRESS, '10.9.9.9'])
          if (refusedForLocation(await call(forged))) refused += 1;
        expect(refused).toBe(4);
        // The same visitor without a forged header: refused too (the proxy's own address is not the visitor's).
        expect(refusedForLocation(await call(''))).toBe(true);
        // A German visitor through the same proxy gets in.
        const de = await ts.server.inject({
          method: 'GET',
          url: '/api/character/all',
          ...throughProxy(DE_ADDRESS),
          headers: { ...throughProxy(DE_ADDRESS).headers, authorization: `Bearer ${visitor.token}` },
        });
        expect(de.statusCode).toBe(200);
      });

      it('sign-ups and new anonymous players count by the real client, however the header rotates', async () => {
        const signups: number[] = [];
        for (let i = 0; i < 30; i++) {
          const res = await ts.server.inject({
            method: 'POST',
            url: '/api/auth/emailSignup',
            ...throughProxy(ATTACKER, `198.51.100.${i + 1}`),
            payload: {
              email: `rotate-${trust}-${i}@example.com`,
              password: 'Rotate-pass1',
              passwordRepeat: 'Rotate-pass1',
            },
          });
          signups.push(res.statusCode);
        }
        expect(signups.filter((s) => s !== 429)).toHaveLength(ts.built.app.config.AUTH_RATE_LIMIT);
        const anonymous: number[] = [];
        for (let i = 0; i < 150; i++) {
          anonymous.push(
            (
              await ts.server.inject({
                method: 'GET',
                url: '/api/character/get/me',
                ...throughProxy('198.51.100.200', `192.0.2.${i % 250}`),
              })
            ).statusCode,
          );
        }
        expect(anonymous.filter((s) => s === 200)).toHaveLength(ts.built.app.config.ANON_RATE_LIMIT);
        expect(anonymous.slice(ts.built.app.config.ANON_RATE_LIMIT).every((s) => s === 429)).toBe(true);
      });
    });
  }

  describe('the server reached directly, past the proxy', () => {
    let ts: TestServer;
    beforeAll(async () => {
      ts = await startPaymentsServer(kind, { ...CARD_CONFIG, TRUST_PROXY: PROXY });
    });
    afterAll(() => ts.close());

    it('an X-Forwarded-For from an address that is not the proxy names no one', async () => {
      const victim = await makePlayer(ts, { email: 'direct@example.com', verified: true });
      const sale = {
        subscriptionId: 'sub-direct',
        transactionId: 'tx-direct',
        billedInitialPrice: '14.00',
        userId: victim.id,
      };
      const res = await cardWebhook(ts, 'NewSaleSuccess', sale, {
        remoteAddress: ATTACKER,
        headers: { 'x-forwarded-for': PROVIDER_IP },
      });
      expect(res.statusCode).toBe(403);
      expect(await liveTierOf(ts, victim.token)).toBe(0);
      const visitor = await makePlayer(ts);
      const restricted = await ts.server.inject({
        method: 'GET',
        url: '/api/character/all',
        remoteAddress: GB_VISITOR,
        headers: { 'x-forwarded-for': DE_ADDRESS, authorization: `Bearer ${visitor.token}` },
      });
      expect(refusedForLocation(restricted)).toBe(true);
    });
  });
});

describeEachDb('CDN location headers', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    const media = mkdtempSync(join(tmpdir(), 'media-'));
    writeFileSync(join(media, 'photo.jpg'), 'not really a photo');
    ts = await startPaymentsServer(
      kind,
      { GEO_HEADERS: 'cloudflare', GEO_TEST_HEADER: 'false', TRUST_PROXY: PROXY },
      { mediaDirs: [media] },
    );
  });
  afterAll(() => ts.close());

  const cfFromCalifornia = { 'cf-ipcountry': 'US', 'cf-region-code': 'CA' };

  it('are ignored when the sender is not a trusted proxy: the address decides', async () => {
    const visitor = await makePlayer(ts);
    const api = await ts.server.inject({
      method: 'GET',
      url: '/api/character/all',
      remoteAddress: GB_VISITOR,
      headers: { ...cfFromCalifornia, authorization: `Bearer ${visitor.token}` },
    });
    expect(refusedForLocation(api)).toBe(true);
    const media = await ts.server.inject({
      method: 'GET',
      url: '/public/photo.jpg',
      remoteAddress: GB_VISITOR,
      headers: cfFromCalifornia,
    });
    expect(media.statusCode).toBe(403);
    // Even with a forged chain, when the peer is not the proxy.
    const forged = await ts.server.inject({
      method: 'GET',
      url: '/public/photo.jpg',
      remoteAddress: GB_VISITOR,
      headers: { ...cfFromCalifornia, 'x-forwarded-for': DE_ADDRESS },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('are believed from the trusted proxy, both ways', async () => {
    const visitor = await makePlayer(ts);
    const allowed = await ts.server.inject({
      method: 'GET',
      url: '/public/photo.jpg',
      remoteAddress: PROXY,
      headers: { ...cfFromCalifornia, 'x-forwarded-for': GB_VISITOR },
    });
    expect(allowed.statusCode).toBe(200);
    const texas = await ts.server.inject({
      method: 'GET',
      url: '/api/character/all',
      remoteAddress: PROXY,
      headers: {
        'cf-ipcountry': 'US',
        'cf-region-code': 'TX',
        'x-forwarded-for': DE_ADDRESS,
        authorization: `Bearer ${visitor.token}`,
      },
    });
    expect(refusedForLocation(texas)).toBe(true);
  });
});
