import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentRestRoutes } from '../../src/payments/plugin.ts';
import { issueToken } from '../../src/services/accounts/issue-token.ts';
import { describeEachDb } from '../harness.ts';
import { attackTokens, player, startSecurityServer, type Player, type SecurityServer } from './support.ts';
import { allProcedures, paramsOf, pluginTargets, restTargets } from './fuzz-targets.ts';
import { headerToken, inputFor, nastyValue, pathParam, queryValue, rawBody, wellFormed } from './fuzz-values.ts';
import { KNOWN_STUBS, runCases, RAW_SEGMENTS, casesSent, checkAnswer, countCase, encodeParam, expectNoPollution, stubsSeen } from './fuzz-check.ts';

/**
 * Phase one of the fuzz suite: every REST path, every route a plugin adds and every tRPC procedure get
 * generated requests (valid, odd and hostile) with every kind of token. Nothing may answer 5xx, every
 * 4xx carries the error shape, and the server keeps answering.
 */
const REST = await restTargets(paymentRestRoutes);
const PROCEDURES = allProcedures();
const QUERY_KEYS = ['page', 'pageSize', 'mode', 'language', 'userId', 'secret', 'token', 'state', 'code', 'redirect', 'input', 'batch', '__proto__'];

const queryArb = fc.dictionary(fc.constantFrom(...QUERY_KEYS), queryValue, { maxKeys: 3 });
const paramArb = fc.oneof({ weight: 5, arbitrary: pathParam.map((v) => encodeParam(v)) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) });
const bodyArb = (fields: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: inputFor(fields).map((json) => ({ payload: JSON.stringify(json) ?? 'null', type: 'application/json' })) },
    { weight: 1, arbitrary: rawBody },
  );

describeEachDb('security: fuzzing every route and procedure', (kind) => {
  let t: SecurityServer;
  let players: Player[];
  const tokens: Record<string, string> = {};
  let sentBefore = 0;
  beforeAll(async () => {
    sentBefore = casesSent();
    t = await startSecurityServer(kind);
    players = [await player(t, { anonymous: true }), await player(t), await player(t, { tier: 3, role: 100, verified: true })];
    Object.assign(tokens, await attackTokens(t, players[1]!.id));
  });
  // A fuzzed logout-everywhere revokes the players' tokens: every target starts with fresh ones.
  beforeEach(async () => {
    const [anon, plain, god] = await Promise.all(players.map((p) => issueToken(t.built.app, p.id)));
    Object.assign(tokens, { anonymous: anon, player: plain, 'god mode admin': god });
  });
  afterAll(async () => {
    await t.close();
    console.info(`[security fuzz ${kind}] ${casesSent() - sentBefore} generated requests; stubs met: ${[...stubsSeen].join(', ') || 'none'}`);
  });

  const tokenArb = () =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...Object.keys(tokens)).map((k) => `Bearer ${tokens[k]}`) },
      { weight: 1, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: headerToken },
    );
  const headers = (authorization: string, type?: string): Record<string, string> => ({
    ...(authorization ? { authorization } : {}),
    ...(type ? { 'content-type': type } : {}),
  });
  const run = runCases;

  describe('REST paths', () => {
    for (const target of REST) {
      it(`${target.method} ${target.url}`, async () => {
        const fields = target.procedure?.fields ?? [];
        const arb = fc.record({
          auth: tokenArb(),
          params: fc.tuple(...target.params.map(() => paramArb)),
          query: queryArb,
          body: bodyArb(fields),
          ip: fc.ipV4(),
        });
        await run(arb, async (c) => {
          // the generated values are already encoded (or raw on purpose)
          let i = 0;
          const url = target.url.split('/').map((seg) => (seg.startsWith(':') ? c.params[i++]! : seg)).join('/');
          const query = new URLSearchParams(Object.entries(c.query).map(([k, v]): [string, string] => [k, wellFormed(v)])).toString();
          countCase();
          const res = await t.server.inject({
            method: target.method,
            url: query ? `${url}?${query}` : url,
            headers: headers(c.auth, target.method === 'POST' ? c.body.type : undefined),
            remoteAddress: c.ip,
            ...(target.method === 'POST' ? { payload: c.body.payload } : {}),
          });
          checkAnswer(res, `${target.method} ${url}`, { procedure: target.procedure?.name });
        });
        expectNoPollution();
      });
    }
  });

  describe('tRPC procedures', () => {
    for (const procedure of PROCEDURES) {
      it(`${procedure.type} ${procedure.name}`, async () => {
        const arb = fc.record({ auth: tokenArb(), input: inputFor(procedure.fields), raw: fc.option(rawBody, { freq: 5 }), viaGet: fc.boolean(), ip: fc.ipV4() });
        await run(arb, async (c) => {
          countCase();
          const json = JSON.stringify(c.input);
          // queries are read with GET ?input=, mutations with POST; the wrong verb must be refused cleanly too
          const get = procedure.type === 'query' ? !c.raw || c.viaGet : c.viaGet && !c.raw;
          const res = get
            ? await t.server.inject({ method: 'GET', url: `/trpc/${procedure.name}${json === undefined ? '' : `?input=${encodeURIComponent(json)}`}`, headers: headers(c.auth), remoteAddress: c.ip })
            : await t.server.inject({
                method: 'POST',
                url: `/trpc/${procedure.name}`,
                headers: headers(c.auth, c.raw?.type ?? 'application/json'),
                payload: c.raw?.payload ?? json ?? '',
                remoteAddress: c.ip,
              });
          checkAnswer(res, `${get ? 'GET' : 'POST'} /trpc/${procedure.name} ${(json ?? '').slice(0, 120)}`, { trpc: true, procedure: procedure.name });
        });
        expectNoPollution();
      });
    }

    it('batched calls, unknown procedures and odd tRPC paths', async () => {
      const names = PROCEDURES.map((p) => p.name);
      const arb = fc.record({
        names: fc.array(fc.oneof(fc.constantFrom(...names), fc.constantFrom('nope', 'auth', '__proto__', 'constructor', 'auth.__proto__', '_def', '')), { minLength: 1, maxLength: 4 }),
        inputs: fc.array(nastyValue, { maxLength: 4 }),
        post: fc.boolean(),
        auth: tokenArb(),
      });
      await run(arb, async (c) => {
        countCase();
        const input = JSON.stringify(Object.fromEntries(c.inputs.map((v, i) => [String(i), v])));
        const path = `/trpc/${c.names.map(encodeURIComponent).join(',')}?batch=1`;
        const res = c.post
          ? await t.server.inject({ method: 'POST', url: path, headers: headers(c.auth, 'application/json'), payload: input })
          : await t.server.inject({ method: 'GET', url: `${path}&input=${encodeURIComponent(input)}`, headers: headers(c.auth) });
        checkAnswer(res, `${c.post ? 'POST' : 'GET'} ${path}`, { trpc: true });
      });
    });
  });

  it('routes the plugins and the server add (payments, webhooks, health, metrics, static)', async () => {
    const targets = pluginTargets(t.pluginRoutes, REST);
    expect(targets.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['GET /card-payment/:tier', 'POST /api/ccbill/webhook', 'POST /api/patreon/webhook', 'POST /api/subscribestar/webhook', 'GET /api/patreon', 'GET /api/subscribestar', 'GET /healthz', 'GET /readyz']));
    for (const target of targets) {
      const params = paramsOf(target.url);
      const arb = fc.record({
        auth: tokenArb(),
        params: fc.tuple(...params.map(() => paramArb)),
        query: queryArb,
        body: bodyArb(['eventType', 'subscriptionId', 'transactionId', 'data', 'event']),
        ip: fc.oneof(fc.ipV4(), fc.constantFrom('64.38.212.17', '64.38.240.1')),
        signature: fc.oneof(fc.constant(undefined), fc.string({ unit: 'binary-ascii', maxLength: 64 }).map((s) => s.replace(/[^\x21-\x7e]/g, ''))),
      });
      await run(arb, async (c) => {
        let i = 0;
        const url = target.url.split('/').map((seg) => (seg.startsWith(':') ? c.params[i++]! : seg)).join('/');
        const query = new URLSearchParams(Object.entries(c.query).map(([k, v]): [string, string] => [k, wellFormed(v)])).toString();
        countCase();
        const res = await t.server.inject({
          method: target.method as 'GET' | 'POST',
          url: query ? `${url}?${query}` : url,
          headers: {
            ...headers(c.auth, target.method === 'POST' ? c.body.type : undefined),
            ...(c.signature !== undefined ? { 'x-patreon-signature': c.signature, 'x-subscribestar-signature': c.signature, 'x-patreon-event': 'members:update' } : {}),
          },
          remoteAddress: c.ip,
          ...(target.method === 'POST' ? { payload: c.body.payload } : {}),
        });
        checkAnswer(res, `${target.method} ${url}`);
      });
    }
    expectNoPollution();
  });

  it('is alive and consistent afterwards, and every listed stub is still a stub', async () => {
    expect((await t.server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.server.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const me = await t.server.inject({ method: 'GET', url: '/api/character/get/me', headers: { authorization: `Bearer ${tokens.player}` } });
    expect(me.statusCode).toBe(200);
    // a stale allowance hides nothing: each listed stub must still have answered 501 here
    for (const name of KNOWN_STUBS) expect(stubsSeen.has(name), `${name} is no longer a stub: remove it from KNOWN_STUBS`).toBe(true);
  });
});
