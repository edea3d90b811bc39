import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentRestRoutes } from '../../src/payments/plugin.ts';
import { issueToken } from '../../src/services/accounts/issue-token.ts';
import { describeEachDb } from '../harness.ts';
import { attackTokens, player, startSecurityServer, type Player, type SecurityServer } from './support.ts';
import { allProcedures, fillPath, paramsOf, pluginTargets, restTargets } from './fuzz-targets.ts';
import {
  headerToken,
  inputFor,
  nastyString,
  nastyValue,
  pathParam,
  queryValue,
  rawBody,
  wellFormed,
} from './fuzz-values.ts';
import {
  FAST_RUNS,
  KNOWN_STUBS,
  runCases,
  RAW_SEGMENTS,
  casesSent,
  checkAnswer,
  countCase,
  encodeParam,
  expectNoPollution,
  stubsSeen,
} from './fuzz-check.ts';
import { callProcedureFast, callRestFast, checkFast, installWriteCounter } from './fuzz-fast.ts';

/**
 * Phase one of the fuzz suite: every REST path, every route a plugin adds and every tRPC procedure get
 * generated requests (valid, odd and hostile) with every kind of token, FUZZ_RUNS cases each (a quarter
 * over HTTP, the rest in process), and random paths under /api/. Nothing may answer 5xx, every 4xx
 * carries the error shape, a refused (4xx) request writes no row, and the server keeps answering.
 */
const REST = restTargets(paymentRestRoutes);
const PROCEDURES = allProcedures();
const QUERY_KEYS = [
  'page',
  'pageSize',
  'mode',
  'language',
  'userId',
  'secret',
  'token',
  'state',
  'code',
  'redirect',
  'input',
  'batch',
  '__proto__',
];

const queryArb = fc.dictionary(fc.constantFrom(...QUERY_KEYS), queryValue, { maxKeys: 3 });
const paramArb = fc.oneof(
  { weight: 5, arbitrary: pathParam.map((v) => encodeParam(v)) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
);
const bodyArb = (fields: string[]) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: inputFor(fields).map((json) => ({
        payload: JSON.stringify(json) ?? 'null',
        type: 'application/json',
      })),
    },
    { weight: 1, arbitrary: rawBody },
  );

/** The players whose tokens the cases carry: anonymous, signed up, and a God Mode admin. */
/** A generated case's address: its path values filled in, its query made well-formed; counts the case. */
function caseAddress(template: string, c: { params: string[]; query: Record<string, string> }) {
  countCase();
  const query = new URLSearchParams(
    Object.entries(c.query).map(([k, v]): [string, string] => [k, wellFormed(v)]),
  ).toString();
  return { url: fillPath(template, c.params), query };
}

const PLAYERS: Parameters<typeof player>[1][] = [{ anonymous: true }, {}, { tier: 3, role: 100, verified: true }];

describeEachDb('security: fuzzing every route and procedure', (kind) => {
  let t: SecurityServer;
  let players: Player[];
  const tokens: Record<string, string> = {};
  let sentBefore = 0;
  let refused = 0;
  /** Rows written so far (a trigger on every table counts them). */
  let writes: () => Promise<number>;
  beforeAll(async () => {
    sentBefore = casesSent();
    t = await startSecurityServer(kind);
    players = await Promise.all(PLAYERS.map((kind) => player(t, kind)));
    Object.assign(tokens, await attackTokens(t, players[1]!.id));
    writes = await installWriteCounter(t.db);
  });
  // A fuzzed logout-everywhere revokes the players' tokens and a fuzzed account deletion erases a player:
  // every target starts with the three players present and fresh tokens.
  beforeEach(async () => {
    players = await Promise.all(
      players.map(async (p, i) =>
        (await t.db.prisma.user.count({ where: { id: p.id } })) > 0 ? p : player(t, PLAYERS[i]!),
      ),
    );
    const [anon, plain, god] = await Promise.all(players.map((p) => issueToken(t.built.app, p.id)));
    Object.assign(tokens, { anonymous: anon, player: plain, 'god mode admin': god });
  });
  afterAll(async () => {
    await t.close();
    console.info(
      `[security fuzz ${kind}] ${casesSent() - sentBefore} generated requests, ${refused} of them refused and shown to write nothing; stubs met: ${[...stubsSeen].join(', ') || 'none'}`,
    );
  });

  /** Asserts that a refused (4xx) answer wrote no row since the previous case. */
  const ledger = async () => {
    let mark = await writes();
    return async (status: number, label: string) => {
      const now = await writes();
      if (status >= 400 && status < 500) {
        refused++;
        expect(now - mark, `${label}: refused with ${status} but wrote ${now - mark} row(s)`).toBe(0);
      }
      mark = now;
    };
  };

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
        const unchanged = await ledger();
        await run(arb, async (c) => {
          const { url, query } = caseAddress(target.url, c);
          const res = await t.server.inject({
            method: target.method,
            url: query ? `${url}?${query}` : url,
            headers: headers(c.auth, target.method === 'POST' ? c.body.type : undefined),
            remoteAddress: c.ip,
            ...(target.method === 'POST' ? { payload: c.body.payload } : {}),
          });
          checkAnswer(res, `${target.method} ${url}`, { procedure: target.procedure?.name });
          await unchanged(res.statusCode, `${target.method} ${url}`);
        });
        // in process: the handler with a real caller, as the adapter runs it for a parsed request
        const fast = fc.record({
          auth: tokenArb(),
          params: fc.tuple(...target.params.map(() => pathParam)),
          query: fc.dictionary(fc.constantFrom(...QUERY_KEYS), queryValue.map(wellFormed), { maxKeys: 3 }),
          body: inputFor(fields),
          ip: fc.ipV4(),
        });
        await run(
          fast,
          async (c) => {
            countCase();
            const params = Object.fromEntries(target.params.map((p, i) => [p, c.params[i]!]));
            const answer = await callRestFast(t.built.app, target.route, {
              params,
              query: c.query,
              body: c.body,
              authorization: c.auth,
              ip: c.ip,
            });
            const label = `${target.method} ${target.url} ${JSON.stringify({ params, query: c.query, body: c.body })?.slice(0, 200)}`;
            checkFast(answer, label, target.procedure?.name);
            await unchanged(answer.status, label);
          },
          FAST_RUNS,
        );
        expectNoPollution();
      });
    }

    it("random paths under /api/ answer 404 { error } (or a real route's answer), never 5xx", async () => {
      const segment = fc.oneof(
        { weight: 3, arbitrary: nastyString.filter((v) => v.length > 0 && v.length <= 120).map(encodeParam) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            'character',
            'auth',
            'user',
            'message',
            'hubPost',
            'feed',
            'translation',
            'get',
            'me',
            'all',
            'ccbill',
            'patreon',
            'subscribestar',
            'webhook',
            '..',
            '.',
            '',
          ),
        },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
      );
      const arb = fc.record({
        segments: fc.array(segment, { minLength: 1, maxLength: 5 }),
        method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
        auth: tokenArb(),
        body: fc.option(bodyArb([]), { nil: undefined }),
        trailing: fc.boolean(),
      });
      let notFound = 0;
      let sent = 0;
      const unchanged = await ledger();
      await run(
        arb,
        async (c) => {
          countCase();
          sent++;
          const url = `/api/${c.segments.join('/')}${c.trailing ? '/' : ''}`;
          const res = await t.server.inject({
            method: c.method,
            url,
            headers: headers(c.auth, c.body && !['GET', 'HEAD'].includes(c.method) ? c.body.type : undefined),
            ...(c.body && !['GET', 'HEAD'].includes(c.method) ? { payload: c.body.payload } : {}),
          });
          if (c.method === 'HEAD') {
            expect(res.statusCode, `HEAD ${url}`).toBeLessThan(500);
            return;
          }
          checkAnswer(res, `${c.method} ${url}`);
          if (res.statusCode === 404) {
            notFound++;
            expect(res.json(), `${c.method} ${url}`).toEqual({ error: 'Not found' });
          }
          await unchanged(res.statusCode, `${c.method} ${url}`);
        },
        FAST_RUNS,
      );
      // the generator does reach unknown paths, not only real routes
      expect(notFound / sent).toBeGreaterThan(0.5);
    });
  });

  describe('tRPC procedures', () => {
    for (const procedure of PROCEDURES) {
      it(`${procedure.type} ${procedure.name}`, async () => {
        const arb = fc.record({
          auth: tokenArb(),
          input: inputFor(procedure.fields),
          raw: fc.option(rawBody, { freq: 5 }),
          viaGet: fc.boolean(),
          ip: fc.ipV4(),
        });
        const unchanged = await ledger();
        await run(arb, async (c) => {
          countCase();
          const json = JSON.stringify(c.input);
          // queries are read with GET ?input=, mutations with POST; the wrong verb must be refused cleanly too
          const get = procedure.type === 'query' ? !c.raw || c.viaGet : c.viaGet && !c.raw;
          const res = get
            ? await t.server.inject({
                method: 'GET',
                url: `/trpc/${procedure.name}${json === undefined ? '' : `?input=${encodeURIComponent(json)}`}`,
                headers: headers(c.auth),
                remoteAddress: c.ip,
              })
            : await t.server.inject({
                method: 'POST',
                url: `/trpc/${procedure.name}`,
                headers: headers(c.auth, c.raw?.type ?? 'application/json'),
                payload: c.raw?.payload ?? json ?? '',
                remoteAddress: c.ip,
              });
          const label = `${get ? 'GET' : 'POST'} /trpc/${procedure.name} ${(json ?? '').slice(0, 120)}`;
          checkAnswer(res, label, { trpc: true, procedure: procedure.name });
          await unchanged(res.statusCode, label);
        });
        // in process: the procedure through a caller, input as the wire carries it
        const fast = fc.record({ auth: tokenArb(), input: inputFor(procedure.fields), ip: fc.ipV4() });
        await run(
          fast,
          async (c) => {
            countCase();
            const answer = await callProcedureFast(t.built.app, procedure.name, c.input, {
              authorization: c.auth,
              ip: c.ip,
            });
            const label = `${procedure.name} ${(JSON.stringify(c.input) ?? '').slice(0, 200)}`;
            checkFast(answer, label, procedure.name);
            await unchanged(answer.status, label);
          },
          FAST_RUNS,
        );
        expectNoPollution();
      });
    }

    it('batched calls, unknown procedures and odd tRPC paths', async () => {
      const names = PROCEDURES.map((p) => p.name);
      const arb = fc.record({
        names: fc.array(
          fc.oneof(
            fc.constantFrom(...names),
            fc.constantFrom('nope', 'auth', '__proto__', 'constructor', 'auth.__proto__', '_def', ''),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        inputs: fc.array(nastyValue, { maxLength: 4 }),
        post: fc.boolean(),
        auth: tokenArb(),
      });
      await run(arb, async (c) => {
        countCase();
        const input = JSON.stringify(Object.fromEntries(c.inputs.map((v, i) => [String(i), v])));
        const path = `/trpc/${c.names.map(encodeURIComponent).join(',')}?batch=1`;
        const res = c.post
          ? await t.server.inject({
              method: 'POST',
              url: path,
              headers: headers(c.auth, 'application/json'),
              payload: input,
            })
          : await t.server.inject({
              method: 'GET',
              url: `${path}&input=${encodeURIComponent(input)}`,
              headers: headers(c.auth),
            });
        checkAnswer(res, `${c.post ? 'POST' : 'GET'} ${path}`, { trpc: true });
      });
    });
  });

  it('routes the plugins and the server add (payments, webhooks, health, metrics, static)', async () => {
    const targets = pluginTargets(t.pluginRoutes, REST);
    expect(targets.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /card-payment/:tier',
        'POST /api/ccbill/webhook',
        'POST /api/patreon/webhook',
        'POST /api/subscribestar/webhook',
        'GET /api/patreon',
        'GET /api/subscribestar',
        'GET /healthz',
        'GET /readyz',
      ]),
    );
    for (const target of targets) {
      const params = paramsOf(target.url);
      const arb = fc.record({
        auth: tokenArb(),
        params: fc.tuple(...params.map(() => paramArb)),
        query: queryArb,
        body: bodyArb(['eventType', 'subscriptionId', 'transactionId', 'data', 'event']),
        ip: fc.oneof(fc.ipV4(), fc.constantFrom('64.38.212.17', '64.38.240.1')),
        signature: fc.oneof(
          fc.constant(undefined),
          fc.string({ unit: 'binary-ascii', maxLength: 64 }).map((s) => s.replace(/[^\x21-\x7e]/g, '')),
        ),
      });
      await run(arb, async (c) => {
        const { url, query } = caseAddress(target.url, c);
        const res = await t.server.inject({
          method: target.method as 'GET' | 'POST',
          url: query ? `${url}?${query}` : url,
          headers: {
            ...headers(c.auth, target.method === 'POST' ? c.body.type : undefined),
            ...(c.signature !== undefined
              ? {
                  'x-patreon-signature': c.signature,
                  'x-subscribestar-signature': c.signature,
                  'x-patreon-event': 'members:update',
                }
              : {}),
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
    const me = await t.server.inject({
      method: 'GET',
      url: '/api/character/get/me',
      headers: { authorization: `Bearer ${tokens.player}` },
    });
    expect(me.statusCode).toBe(200);
    // a stale allowance hides nothing: each listed stub must still have answered 501 here
    for (const name of KNOWN_STUBS)
      expect(stubsSeen.has(name), `${name} is no longer a stub: remove it from KNOWN_STUBS`).toBe(true);
  });
});
