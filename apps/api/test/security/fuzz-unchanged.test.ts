import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRestRoutes } from '../../src/payments/plugin.ts';
import { describeEachDb } from '../harness.ts';
import {
  attackTokens,
  player,
  snapshot,
  startSecurityServer,
  type Player,
  type SecurityServer,
  type TableState,
} from './support.ts';
import {
  allProcedures,
  fillPath,
  paramsOf,
  pluginTargets,
  refusedBy,
  restInput,
  restTargets,
  type Procedure,
} from './fuzz-targets.ts';
import { inputFor, pathParam, queryValue, wellFormed } from './fuzz-values.ts';
import { RAW_SEGMENTS, checkAnswer, encodeParam, expectNoPollution, runCases } from './fuzz-check.ts';

/**
 * Phase two of the fuzz suite: requests that must be refused (an input the procedure's own parser
 * rejects, a body Fastify rejects, or a forged, expired, revoked or absent token on a call that needs a
 * player) are sent to every path and procedure, and afterwards every table holds exactly what it held.
 * Left out on purpose: GET me (auth.me), which creates an anonymous player for any token it cannot use.
 */
const REST = restTargets(paymentRestRoutes);
const PROCEDURES = allProcedures();
const EXCLUDED = new Set(['auth.me']);
/** Bodies Fastify itself refuses before any handler runs. */
const REFUSED_BODIES = [
  { payload: '{"a":', type: 'application/json' },
  { payload: '{"a":1}garbage', type: 'application/json' },
  { payload: '<xml/>', type: 'application/xml' },
  { payload: JSON.stringify({ big: 'x'.repeat(101 * 1024) }), type: 'application/json' },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
    type: 'multipart/form-data; boundary=b',
  },
];
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

describeEachDb('security: refused input changes nothing', (kind) => {
  let t: SecurityServer;
  let owner: Player;
  let tokens: Record<string, string>;
  /** Procedures that refuse a request without a usable token (before reading the input). */
  const gated = new Set<string>();
  let before: Record<string, TableState>;
  let sent = 0;

  beforeAll(async () => {
    t = await startSecurityServer(kind);
    owner = await player(t, { tier: 2, verified: true });
    tokens = { none: '', ...(await attackTokens(t, owner.id)), player: owner.token };
    const auth = { authorization: `Bearer ${owner.token}` };
    // some rows in every game and social table, so a wrongful update or delete would show
    for (const [method, url, payload] of [
      ['POST', '/api/message/game/ava', {}],
      ['POST', '/api/hubPost/vote/poll-open', { option: 1 }],
      ['GET', '/api/feed/like/ava-post-1'],
      ['GET', '/api/character/follow/ava'],
      ['POST', '/api/user/setTags', { tags: { girls: 'true' } }],
    ] as const) {
      const res = await t.server.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${url}: ${res.payload}`).toBe(200);
    }
    // which procedures need a player: asked without a token with an input no parser accepts
    for (const p of PROCEDURES) {
      if (EXCLUDED.has(p.name)) continue;
      const res =
        p.type === 'query'
          ? await t.server.inject({ method: 'GET', url: `/trpc/${p.name}?input=${encodeURIComponent('"refused"')}` })
          : await t.server.inject({
              method: 'POST',
              url: `/trpc/${p.name}`,
              headers: { 'content-type': 'application/json' },
              payload: '"refused"',
            });
      if (res.statusCode === 401) gated.add(p.name);
    }
    before = await snapshot(t.db);
  });
  afterAll(async () => {
    await t.close();
    console.info(
      `[security refused-input ${kind}] ${sent} requests that must change nothing; player-gated procedures: ${gated.size}`,
    );
  });

  const mustRefuse = (procedure: Procedure | undefined, input: unknown, token: string) =>
    procedure !== undefined &&
    !EXCLUDED.has(procedure.name) &&
    (refusedBy(procedure, input) || (token !== 'player' && gated.has(procedure.name)));
  const header = (name: string) => (tokens[name] ? { authorization: `Bearer ${tokens[name]}` } : {});

  describe('REST paths', () => {
    for (const target of REST) {
      it(`${target.method} ${target.url}`, async () => {
        const arb = fc.record({
          token: fc.constantFrom(...Object.keys(tokens)),
          params: fc.tuple(
            ...target.params.map(() =>
              fc.oneof(
                { weight: 4, arbitrary: pathParam.map(encodeParam) },
                { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
              ),
            ),
          ),
          query: fc.dictionary(
            fc.constantFrom('page', 'pageSize', 'mode', 'userId', 'secret'),
            queryValue.map((v) => wellFormed(v)),
            { maxKeys: 2 },
          ),
          body: fc.oneof(
            { weight: 4, arbitrary: inputFor(target.procedure?.fields ?? []) },
            { weight: 1, arbitrary: fc.constantFrom(...REFUSED_BODIES) },
          ),
        });
        await runCases(arb, async (c) => {
          const raw = REFUSED_BODIES.includes(c.body as never) && target.method === 'POST';
          const values = c.params.map(decoded);
          const refusedUrl = values.some((v) => v === undefined);
          const params = Object.fromEntries(target.params.map((p, i) => [p, values[i] ?? '']));
          const { input } = restInput(target.route, { params, query: c.query, body: raw ? {} : c.body });
          if (!raw && !refusedUrl && !mustRefuse(target.procedure, input, c.token)) return;
          if (target.procedure && EXCLUDED.has(target.procedure.name)) return;
          const url = fillPath(target.url, c.params);
          const query = new URLSearchParams(c.query).toString();
          const payload = raw ? (c.body as { payload: string }).payload : (JSON.stringify(c.body) ?? 'null');
          const type = raw ? (c.body as { type: string }).type : 'application/json';
          sent++;
          const res = await t.server.inject({
            method: target.method,
            url: query ? `${url}?${query}` : url,
            headers: { ...header(c.token), ...(target.method === 'POST' ? { 'content-type': type } : {}) },
            remoteAddress: '10.66.0.1',
            ...(target.method === 'POST' ? { payload } : {}),
          });
          checkAnswer(res, `${target.method} ${url} (${c.token})`, { procedure: target.procedure?.name });
          if (target.method !== 'GET' || target.procedure?.type === 'mutation')
            expect(res.statusCode, `${url} was refused`).toBeGreaterThanOrEqual(300);
        });
      });
    }
  });

  describe('tRPC procedures', () => {
    for (const procedure of PROCEDURES.filter((p) => !EXCLUDED.has(p.name))) {
      it(`${procedure.type} ${procedure.name}`, async () => {
        const arb = fc.record({
          token: fc.constantFrom(...Object.keys(tokens)),
          input: inputFor(procedure.fields),
          raw: fc.option(fc.constantFrom(...REFUSED_BODIES), { freq: 6 }),
        });
        await runCases(arb, async (c) => {
          // tRPC reads a body only for a procedure with an input: malformed JSON to one without is not refused
          const raw =
            c.raw !== null &&
            procedure.type === 'mutation' &&
            (procedure.parser !== undefined || c.raw.type !== 'application/json' || c.raw.payload.length > 100 * 1024);
          if (!raw && !mustRefuse(procedure, c.input, c.token)) return;
          sent++;
          const json = JSON.stringify(c.input) ?? '';
          const res =
            procedure.type === 'query'
              ? await t.server.inject({
                  method: 'GET',
                  url: `/trpc/${procedure.name}?input=${encodeURIComponent(json)}`,
                  headers: header(c.token),
                })
              : await t.server.inject({
                  method: 'POST',
                  url: `/trpc/${procedure.name}`,
                  headers: { ...header(c.token), 'content-type': c.raw?.type ?? 'application/json' },
                  payload: raw ? c.raw!.payload : json,
                });
          checkAnswer(res, `/trpc/${procedure.name} (${c.token}) ${json.slice(0, 100)}`, {
            trpc: true,
            procedure: procedure.name,
          });
          expect(res.statusCode, `${procedure.name} was refused`).toBeGreaterThanOrEqual(400);
        });
      });
    }
  });

  it('payments navigations and webhooks from unknown senders, with forged tokens and signatures', async () => {
    const targets = pluginTargets(t.pluginRoutes, REST).filter((r) => r.url !== '/metrics');
    for (const target of targets) {
      const params = paramsOf(target.url);
      const arb = fc.record({
        token: fc.constantFrom(...Object.keys(tokens).filter((k) => k !== 'player')),
        params: fc.tuple(...params.map(() => pathParam.map(encodeParam))),
        query: fc.dictionary(
          fc.constantFrom('userId', 'state', 'code', 'redirect', 'token', 'eventType'),
          queryValue.map((v) => wellFormed(v)),
          { maxKeys: 3 },
        ),
        body: inputFor(['eventType', 'subscriptionId', 'transactionId', 'data', 'event']),
        signature: fc.string({ unit: 'binary-ascii', maxLength: 64 }).map((s) => s.replace(/[^\x21-\x7e]/g, '')),
      });
      await runCases(
        arb,
        async (c) => {
          const url = fillPath(target.url, c.params);
          const query = new URLSearchParams(c.query).toString();
          sent++;
          const res = await t.server.inject({
            method: target.method as 'GET' | 'POST',
            url: query ? `${url}?${query}` : url,
            headers: {
              ...header(c.token),
              'content-type': 'application/json',
              'x-patreon-signature': c.signature,
              'x-subscribestar-signature': c.signature,
              'x-patreon-event': 'members:update',
              'x-subscribestar-event': 'subscription.updated',
            },
            remoteAddress: '10.66.0.2',
            ...(target.method === 'POST' ? { payload: JSON.stringify(c.body) ?? 'null' } : {}),
          });
          checkAnswer(res, `${target.method} ${url} (${c.token})`);
        },
        12,
      );
    }
  });

  it('leaves every table exactly as it was', async () => {
    expectNoPollution();
    expect(sent).toBeGreaterThan(500);
    const after = await snapshot(t.db);
    expect(Object.keys(after).length).toBeGreaterThan(10);
    const changed = Object.keys({ ...before, ...after }).filter(
      (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
    );
    expect(changed, 'tables changed by refused requests').toEqual([]);
  });
});
