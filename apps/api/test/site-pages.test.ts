import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/schema';
import { characterRow } from './accounts-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

const TRANSLATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../web/src/i18n/locales');
const ORIGIN = 'https://dating.example.com';

/** A built page (as Vite writes it) and a media folder. */
function site() {
  const root = mkdtempSync(join(tmpdir(), 'site-pages-'));
  mkdirSync(join(root, 'web/brand'), { recursive: true });
  mkdirSync(join(root, 'media'));
  writeFileSync(
    join(root, 'web/index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="old" />\n    <link rel="manifest" href="/manifest.webmanifest" />\n    <title>Old title</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  writeFileSync(join(root, 'web/robots.txt'), 'User-agent: *\nDisallow: /\n');
  for (const name of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'])
    writeFileSync(join(root, 'web/brand', name), 'png');
  writeFileSync(join(root, 'media/clip.webm'), 'webm');
  return { webDist: join(root, 'web'), mediaDirs: [join(root, 'media')], translationsDir: TRANSLATIONS };
}

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/);

describe('a site search engines find and browsers install', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      config: { PUBLIC_URL: ORIGIN, SITE_NAME: 'Test Hearts' },
      server: site(),
      seed: (db) =>
        Promise.all(
          [
            characterRow('elise', {
              name: 'Elise',
              description: 'A photographer <who> knows "every" angle.',
              descriptionTrans: { fr: 'Une photographe qui connaît chaque angle.' },
              sortOrder: 1,
            }),
            characterRow('camille', { name: 'Camille', sortOrder: 2 }),
            characterRow('gone', { name: 'Gone', inPack: false }),
          ].map((data) => db.prisma.character.create({ data })),
        ),
    });
  });
  afterAll(() => t.close());

  it('/sitemap.xml lists every public page in every language, with hreflang alternates, on PUBLIC_URL', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.every((l) => l.startsWith(`${ORIGIN}/`))).toBe(true);
    for (const lang of LANGUAGES) {
      for (const path of [`/${lang}`, `/${lang}/tiers`, `/${lang}/sitemap`]) expect(locs).toContain(ORIGIN + path);
    }
    expect(locs).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/terms`, `${ORIGIN}/privacy`, `${ORIGIN}/copyright`]),
    );
    // the legal pages have one address, without a language
    expect(locs.filter((l) => l.endsWith('/copyright'))).toEqual([`${ORIGIN}/copyright`]);
    expect(locs.length).toBe(new Set(locs).size);
    // the feed and each character's page in the pack, in every language
    for (const lang of LANGUAGES)
      for (const path of ['/app/home', '/app/profile/elise', '/app/profile/camille'])
        expect(locs).toContain(`${ORIGIN}/${lang}${path}`);
    expect(locs.filter((l) => l.includes('/gone'))).toEqual([]);
    // nothing robots.txt keeps out: the rest of the app, the game, the account forms
    const open = /\/app\/(home|profile\/(elise|camille))$/;
    expect(
      locs.filter((l) => !open.test(l) && /\/(app|game|signup|signin|password-reset|connect-email)\b/.test(l)),
    ).toEqual([]);
    const elise = xml.split('<url>').find((u) => u.includes(`<loc>${ORIGIN}/de/app/profile/elise</loc>`))!;
    expect(elise).toContain(`hreflang="ko" href="${ORIGIN}/ko/app/profile/elise"`);
    expect(elise).toContain(`hreflang="x-default" href="${ORIGIN}/en/app/profile/elise"`);
    // each language form names all of them, and x-default
    const tiers = xml.split('<url>').find((u) => u.includes(`<loc>${ORIGIN}/fr/tiers</loc>`))!;
    for (const lang of LANGUAGES)
      expect(tiers).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${ORIGIN}/${lang}/tiers"/>`);
    expect(tiers).toContain(`hreflang="x-default" href="${ORIGIN}/en/tiers"`);
    const landing = xml.split('<url>').find((u) => u.includes(`<loc>${ORIGIN}/ja</loc>`))!;
    expect(landing).toContain(`hreflang="x-default" href="${ORIGIN}/"`);
  });

  it('robots.txt opens what the sitemap lists, keeps the app out and names the sitemap', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const line of [
      'Allow: /$',
      'Allow: /terms',
      'Allow: /privacy',
      'Allow: /copyright',
      'Allow: /*/sitemap',
      'Allow: /*/tiers',
      'Allow: /app/home',
      'Allow: /*/app/home',
      'Allow: /app/profile/',
      'Allow: /*/app/profile/',
      'Disallow: /app/profile/me$',
      'Disallow: /*/app/profile/me$',
      'Disallow: /*/app/profile/me/',
      'Disallow: /app/',
      'Disallow: /*/app/',
      'Disallow: /game\n',
      'Disallow: /*/game\n',
      'Disallow: /admin\n',
      'Disallow: /*/admin\n',
      'Disallow: /api/',
      'Disallow: /*/signup',
    ]) {
      expect(res.body).toContain(line);
    }
    // not the built file's copy
    expect(res.body).not.toContain('Disallow: /\n');
  });

  it.each([
    [
      '/en',
      'en',
      'Test Hearts: Adults-only dating game',
      'An adults-only (18+) dating-game chat with fictional AI-generated characters.',
      `${ORIGIN}/en`,
    ],
    [
      '/de/tiers',
      'de',
      'Tarife · Test Hearts',
      'Die Abo-Stufen: was jede freischaltet und was sie kostet.',
      `${ORIGIN}/de/tiers`,
    ],
    [
      '/ja/sitemap',
      'ja',
      'サイトマップ · Test Hearts',
      'サイトのすべての公開ページ（全言語）。',
      `${ORIGIN}/ja/sitemap`,
    ],
    [
      '/terms',
      'en',
      'Terms of Service · Test Hearts',
      'The terms of use of the site: who may use it, subscriptions, content and contacts.',
      `${ORIGIN}/terms`,
    ],
    [
      '/copyright',
      'en',
      'Copyright Policy · Test Hearts',
      'How to report content that infringes your copyright: the notice-and-takedown process and our designated agent.',
      `${ORIGIN}/copyright`,
    ],
    [
      '/tiers',
      'en',
      'Tiers · Test Hearts',
      'The subscription tiers: what each one opens and what it costs.',
      `${ORIGIN}/en/tiers`,
    ],
    [
      '/',
      'en',
      'Test Hearts: Adults-only dating game',
      'An adults-only (18+) dating-game chat with fictional AI-generated characters.',
      `${ORIGIN}/`,
    ],
    [
      '/fr/game',
      'fr',
      'Jeux · Test Hearts',
      'Des jeux d’histoire avec chaque personnage : soirées costumées, quiz, discussions en emojis et plus encore.',
      `${ORIGIN}/fr/game`,
    ],
    [
      '/ar/app/explore',
      'ar',
      'استكشاف · Test Hearts',
      'دردشة ولعبة مواعدة للبالغين فقط (18+) مع شخصيات خيالية مولّدة بالذكاء الاصطناعي.',
      `${ORIGIN}/ar/app/explore`,
    ],
  ])('%s carries its own head in %s', async (url, lang, title, description, canonical) => {
    const res = await t.server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(title);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaOf(html, 'description')).toBe(description);
    expect(canonicalOf(html)).toBe(canonical);
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:description')).toBe(description);
    expect(metaOf(html, 'og:url')).toBe(canonical);
    expect(metaOf(html, 'og:site_name')).toBe('Test Hearts');
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/brand/icon-512.png`);
    // the rest of the built page is kept
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('language pages name every language as an alternate; terms, privacy and copyright (one address) name none', async () => {
    const tiers = (await t.server.inject({ method: 'GET', url: '/es/tiers' })).body;
    for (const lang of LANGUAGES)
      expect(tiers).toContain(`<link rel="alternate" hreflang="${lang}" href="${ORIGIN}/${lang}/tiers" />`);
    expect(tiers).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/en/tiers" />`);
    const privacy = (await t.server.inject({ method: 'GET', url: '/privacy' })).body;
    expect(privacy).not.toContain('hreflang');
    expect(canonicalOf(privacy)).toBe(`${ORIGIN}/privacy`);
    const copyright = (await t.server.inject({ method: 'GET', url: '/copyright' })).body;
    expect(copyright).not.toContain('hreflang');
  });

  it('a page without its own entry (a chat) gets the site title and no canonical; text is escaped', async () => {
    const html = (await t.server.inject({ method: 'GET', url: '/fr/app/chat/%22%3Cb%3E' })).body;
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Test Hearts: Jeu de rencontres réservé aux adultes');
    expect(canonicalOf(html)).toBeUndefined();
    expect(html).not.toContain('<b>');
  });

  it("a character's page is named after her, in the page's language, with its canonical and alternates", async () => {
    const fr = await t.server.inject({ method: 'GET', url: '/fr/app/profile/elise' });
    expect(fr.statusCode).toBe(200);
    expect(attr(fr.body, /<title>([^<]*)<\/title>/)).toBe('Elise · Test Hearts');
    expect(metaOf(fr.body, 'description')).toBe('Une photographe qui connaît chaque angle.');
    expect(canonicalOf(fr.body)).toBe(`${ORIGIN}/fr/app/profile/elise`);
    expect(metaOf(fr.body, 'og:url')).toBe(`${ORIGIN}/fr/app/profile/elise`);
    expect(fr.body).toContain(`<html lang="fr" dir="ltr">`);
    for (const lang of LANGUAGES)
      expect(fr.body).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${ORIGIN}/${lang}/app/profile/elise" />`,
      );
    expect(fr.body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/en/app/profile/elise" />`);

    // no translation: the pack's own description, escaped; a language-less path's canonical is the English one
    const en = await t.server.inject({ method: 'GET', url: '/app/profile/elise' });
    expect(metaOf(en.body, 'description')).toBe('A photographer &lt;who&gt; knows &quot;every&quot; angle.');
    expect(canonicalOf(en.body)).toBe(`${ORIGIN}/en/app/profile/elise`);

    // the player's own profile is not a character's page
    const me = await t.server.inject({ method: 'GET', url: '/en/app/profile/me' });
    expect(attr(me.body, /<title>([^<]*)<\/title>/)).toBe('Account · Test Hearts');
  });

  it('a character nobody has is answered 404, with the app (which says so) and the site head', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.server.inject({ method, url: '/en/app/profile/nobody' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      if (method === 'GET') {
        expect(res.body).toContain('<div id="root"></div>');
        expect(attr(res.body, /<title>([^<]*)<\/title>/)).toBe('Test Hearts: Adults-only dating game');
        expect(canonicalOf(res.body)).toBeUndefined();
      }
    }
  });

  it.each([
    '/en',
    '/de/tiers',
    '/terms',
    '/en/app/profile/elise',
    '/sitemap.xml',
    '/robots.txt',
    '/manifest.webmanifest',
  ])('HEAD %s answers as GET, without the body', async (url) => {
    const get = await t.server.inject({ method: 'GET', url });
    const head = await t.server.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'cache-control', 'content-security-policy'])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it('the manifest names the site, opens the game standalone and lists its icons, which are served as PNG', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<{
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    }>();
    expect(manifest).toMatchObject({
      name: 'Test Hearts',
      short_name: 'Test Hearts',
      start_url: '/en/app/home',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await t.server.inject({ method: 'GET', url: icon.src });
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type'], icon.src).toBe('image/png');
    }
  });

  it('.webm media are served as video/webm', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/public/clip.webm' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
  });
});

describe('media on a CDN (MEDIA_BASE_URL)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      config: { PUBLIC_URL: ORIGIN, MEDIA_BASE_URL: 'https://cdn.example.com/pack/' },
      server: site(),
    });
  });
  afterAll(() => t.close());

  it('names the media base in every page for the web app, and lets the page load images and videos from it', async () => {
    const page = await t.server.inject({ method: 'GET', url: '/en/app/feed' });
    expect(metaOf(page.body, 'media-base')).toBe('https://cdn.example.com/pack');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com\/pack/);
    expect(csp).toMatch(/media-src [^;]*https:\/\/cdn\.example\.com\/pack/);
    // /public/ still answers, for links already shared.
    expect((await t.server.inject({ method: 'GET', url: '/public/clip.webm' })).statusCode).toBe(200);
  });

  it('is absent without MEDIA_BASE_URL', async () => {
    const plain = await startTestServer('pglite', { config: { PUBLIC_URL: ORIGIN }, server: site() });
    try {
      const body = (await plain.server.inject({ method: 'GET', url: '/en' })).body;
      expect(metaOf(body, 'media-base')).toBeUndefined();
      expect(metaOf(body, 'chat-typing-scale')).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe("the character's typing pace (CHAT_TYPING_SCALE)", () => {
  it("tells the web app a pace other than the specification's", async () => {
    const fast = await startTestServer('pglite', {
      config: { PUBLIC_URL: ORIGIN, CHAT_TYPING_SCALE: '0.25' },
      server: site(),
    });
    try {
      expect(metaOf((await fast.server.inject({ method: 'GET', url: '/en/app/feed' })).body, 'chat-typing-scale')).toBe(
        '0.25',
      );
    } finally {
      await fast.close();
    }
  });
});
