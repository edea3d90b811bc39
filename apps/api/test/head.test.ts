import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/** A built page and a media folder, as main.ts serves them. */
function site() {
  const root = mkdtempSync(join(tmpdir(), 'head-site-'));
  mkdirSync(join(root, 'web/assets'), { recursive: true });
  mkdirSync(join(root, 'media'));
  writeFileSync(
    join(root, 'web/index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(join(root, 'web/assets/app.js'), 'console.log(1)');
  writeFileSync(join(root, 'web/robots.txt'), 'User-agent: *\n');
  writeFileSync(join(root, 'media/ava-card.jpg'), 'jpg');
  return { webDist: join(root, 'web'), mediaDirs: [join(root, 'media')] };
}

/** HEAD is checked on one database: no query differs between the two. */
describe('HEAD answers every page GET answers', () => {
  let t: TestServer;
  const getRoutes: string[] = [];
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      server: {
        ...site(),
        plugins: [
          (server) => {
            server.addHook('onRoute', (route) => {
              const methods = Array.isArray(route.method) ? route.method : [route.method];
              if (methods.includes('GET')) getRoutes.push(route.url);
            });
          },
        ],
      },
    });
  });
  afterAll(() => t.close());

  const pages = [
    '/',
    '/app/feed',
    '/app/chat/ava',
    '/terms',
    '/es/prices',
    '/robots.txt',
    '/assets/app.js',
    '/public/ava-card.jpg',
    '/healthz',
    '/readyz',
  ];

  it.each(pages)('HEAD %s: the status and headers of GET, no body', async (url) => {
    const get = await t.server.inject({ method: 'GET', url });
    const head = await t.server.inject({ method: 'HEAD', url });
    expect(get.statusCode, url).toBe(200);
    expect(head.statusCode, url).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options'])
      expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
  });

  it('HEAD of a path nothing answers is 404, as GET', async () => {
    for (const url of ['/api/nothing-here', '/public/missing.jpg']) {
      expect((await t.server.inject({ method: 'HEAD', url })).statusCode, url).toBe(404);
      expect((await t.server.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('every GET route has its HEAD route', () => {
    expect(getRoutes).toContain('/healthz');
    for (const url of getRoutes) expect(t.server.hasRoute({ method: 'HEAD', url }), `HEAD ${url}`).toBe(true);
  });
});
