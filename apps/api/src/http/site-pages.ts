import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_DESCRIPTION,
  LANGUAGES,
  PAGES,
  PAGE_STRINGS,
  RTL_LANGUAGES,
  canonicalPath,
  characterPage,
  matchPage,
  pageAlternates,
  pagePath,
  pageTitle,
  type Language,
  type PageInfo,
} from '@app/schema';

/** The page's own theme colour (index.html's theme-color, the deep plum background): the installed app's bar matches the page. */
export const THEME_COLOR = '#140a14';
export const BACKGROUND_COLOR = '#140a14';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page strings of each language, read once from the pack's translation files (English is the key). */
export function pageTranslations(dir: string | undefined): (lang: Language) => (key: string) => string {
  const cache = new Map<Language, Record<string, string>>();
  const mapOf = (lang: Language): Record<string, string> => {
    let map = cache.get(lang);
    if (!map) {
      map = {};
      const file = dir ? join(dir, `${lang}.json`) : undefined;
      if (lang !== 'en' && file && existsSync(file)) {
        try {
          const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
          for (const key of PAGE_STRINGS) if (typeof all[key] === 'string' && all[key]) map[key] = all[key] as string;
        } catch {
          // a broken file leaves the page in English; the pack's own checks report it
        }
      }
      cache.set(lang, map);
    }
    return map;
  };
  return (lang) => (key) => mapOf(lang)[key] ?? key;
}

export interface SitePagesOptions {
  /** The site's public origin (PUBLIC_URL), without a trailing slash. */
  origin: string;
  siteName: string;
  translate: (lang: Language) => (key: string) => string;
  /** MEDIA_BASE_URL: the web app builds media URLs on it instead of /public/ (read from a meta tag). */
  mediaBase?: string;
  /** CHAT_TYPING_SCALE: how the web app scales the character's typing pauses (read from a meta tag when not 1). */
  typingScale?: number;
}

/** A character's page as its head shows her: name and description in the page's language. */
export interface CharacterHead {
  id: string;
  name: string;
  description: string;
}

/**
 * The head of each page, written into the built index.html: title, description, canonical, hreflang
 * alternates and Open Graph. Computed once per page and language, then served from memory; a character's
 * page (given her name and description) is written on each request.
 */
export function createPageHead(
  indexHtml: string,
  opts: SitePagesOptions,
): (pathname: string, character?: CharacterHead) => string {
  const origin = opts.origin.replace(/\/+$/, '');
  const cache = new Map<string, string>();
  // the template's own title, description, lang and dir are replaced; everything else is kept
  const template = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<html\b[^>]*>/i, '<html lang="%LANG%" dir="%DIR%">');

  const write = (page: PageInfo | undefined, lang: Language | undefined, t: (key: string) => string): string => {
    // an unknown language-less path shows English; terms and privacy follow the stored language in the browser
    const language: Language = lang ?? 'en';
    const title = pageTitle(page, opts.siteName, t);
    const description = t(page?.description ?? DEFAULT_DESCRIPTION);
    const tags = [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<meta property="og:site_name" content="${escapeHtml(opts.siteName)}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:locale" content="${language}" />`,
      `<meta property="og:image" content="${origin}/brand/icon-512.png" />`,
    ];
    if (opts.typingScale !== undefined && opts.typingScale !== 1)
      tags.push(`<meta name="chat-typing-scale" content="${opts.typingScale}" />`);
    if (opts.mediaBase)
      tags.push(`<meta name="media-base" content="${escapeHtml(opts.mediaBase.replace(/\/+$/, ''))}" />`);
    if (page) {
      // a language-less page that has language forms (e.g. /tiers) names its English form as canonical
      const canonical = escapeHtml(origin + canonicalPath(page, lang));
      tags.push(`<link rel="canonical" href="${canonical}" />`, `<meta property="og:url" content="${canonical}" />`);
      for (const alt of pageAlternates(page, origin))
        tags.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}" />`);
    }
    return template
      .replace('%LANG%', language)
      .replace('%DIR%', RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr')
      .replace(/<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`);
  };

  return (pathname, character) => {
    const { page, lang } = matchPage(pathname);
    if (character) return write(characterPage(character.id, character.name, character.description), lang, (s) => s);
    const key = `${page?.path ?? '*'}|${lang ?? ''}`;
    let html = cache.get(key);
    if (!html) cache.set(key, (html = write(page, lang, opts.translate(lang ?? 'en'))));
    return html;
  };
}

/** /sitemap.xml: every indexed page in every language, each with its hreflang alternates, then each character's page. */
export function sitemapXml(originUrl: string, characterIds: readonly string[] = []): string {
  const origin = originUrl.replace(/\/+$/, '');
  const entries: string[] = [];
  const pages = [...PAGES.filter((p) => p.indexed), ...characterIds.map((id) => characterPage(id, id, ''))];
  for (const page of pages) {
    const paths = page.unprefixed
      ? [page.path]
      : [...(page.path === '/' ? ['/'] : []), ...LANGUAGES.map((lang) => pagePath(page, lang))];
    const links = pageAlternates(page, origin).map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`,
    );
    for (const path of paths)
      entries.push(['  <url>', `    <loc>${escapeHtml(origin + path)}</loc>`, ...links, '  </url>'].join('\n'));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: the public pages, the feed and the characters' pages are for search engines; a player's own
 * pages and the game are not. Kept beside the page table, so it always opens what the sitemap lists.
 */
export function robotsTxt(originUrl: string): string {
  const origin = originUrl.replace(/\/+$/, '');
  return [
    "# An adults-only (18+) site: the public pages, the feed and the characters' pages are for search engines;",
    "# a player's own pages, the chats, the games and the console are not.",
    'User-agent: *',
    'Allow: /$',
    ...PAGES.filter((p) => p.indexed && p.path !== '/').flatMap((p) =>
      p.unprefixed ? [`Allow: ${p.path}`] : [`Allow: ${p.path}`, `Allow: /*${p.path}`],
    ),
    // each character's page, not the player's own profile (the longer rule wins)
    ...['Allow: /app/profile/', 'Disallow: /app/profile/me$', 'Disallow: /app/profile/me/'].flatMap((rule) => {
      const [verb, path] = rule.split(' ');
      return [rule, `${verb} /*${path}`];
    }),
    // '/game' without a slash: the index /{lang}/game as well as each game under it; '/admin': the console
    ...['/app/', '/game', '/admin'].flatMap((p) => [`Disallow: ${p}`, `Disallow: /*${p}`]),
    'Disallow: /api/',
    'Disallow: /trpc/',
    ...[
      '/signup',
      '/signin',
      '/password-reset',
      '/connect-email',
      '/confirm-signup',
      '/verify-email',
      '/subscribestar-welcome',
    ].flatMap((p) => [`Disallow: ${p}`, `Disallow: /*${p}`]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The web app manifest: installable, opening the game. */
export function webManifest(siteName: string): Record<string, unknown> {
  return {
    name: siteName,
    short_name: siteName,
    description: DEFAULT_DESCRIPTION,
    id: '/',
    start_url: '/en/app/home',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/brand/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
