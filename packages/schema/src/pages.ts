import { LANGUAGES, type Language } from './constants.ts';

/**
 * Page metadata shared by the server (the head it writes into index.html, /sitemap.xml, robots.txt) and the
 * web app (the head it keeps right while navigating). Titles and descriptions are English interface keys,
 * translated through apps/web/src/i18n/locales/{lang}.json like every other interface string.
 */
export interface PageInfo {
  /** The path after the optional language segment. */
  path: string;
  title: string;
  description: string;
  /** Listed in /sitemap.xml and open to crawlers in robots.txt. */
  indexed?: boolean;
  /** Exists only without a language segment (terms and privacy, spec §2; the copyright page like them). */
  unprefixed?: boolean;
  /** Also names the pages under its path (a player's page in the console's Players). */
  nested?: boolean;
}

export const SITE_TAGLINE = 'Adults-only dating game';
export const DEFAULT_DESCRIPTION = 'An adults-only (18+) dating-game chat with fictional AI-generated characters.';

export const PAGES: readonly PageInfo[] = [
  { path: '/', title: SITE_TAGLINE, description: DEFAULT_DESCRIPTION, indexed: true },
  {
    path: '/tiers',
    title: 'Tiers',
    description: 'The subscription tiers: what each one opens and what it costs.',
    indexed: true,
  },
  {
    path: '/game',
    title: 'Games',
    description: 'Story games with every character: costume nights, quizzes, emoji chats and more.',
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    description: 'Every public page of the site, in every language.',
    indexed: true,
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms of use of the site: who may use it, subscriptions, content and contacts.',
    indexed: true,
    unprefixed: true,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How the site handles your data: what is stored, why, and your rights.',
    indexed: true,
    unprefixed: true,
  },
  {
    path: '/copyright',
    title: 'Copyright Policy',
    description:
      'How to report content that infringes your copyright: the notice-and-takedown process and our designated agent.',
    indexed: true,
    unprefixed: true,
  },
  { path: '/signup', title: 'Sign up', description: DEFAULT_DESCRIPTION },
  // The feed: open to search engines, as each character's page is (characterPage below)
  { path: '/app/home', title: 'Home', description: DEFAULT_DESCRIPTION, indexed: true },
  { path: '/app/feed', title: 'Home', description: DEFAULT_DESCRIPTION },
  { path: '/app/explore', title: 'Explore', description: DEFAULT_DESCRIPTION },
  { path: '/app/inbox', title: 'Messages', description: DEFAULT_DESCRIPTION },
  { path: '/app/hub', title: 'Buzz', description: DEFAULT_DESCRIPTION },
  { path: '/app/profile/me', title: 'Account', description: DEFAULT_DESCRIPTION },
  { path: '/app/profile/me/account', title: 'Account', description: DEFAULT_DESCRIPTION },
  { path: '/app/profile/me/prices', title: 'Prices', description: DEFAULT_DESCRIPTION },
  // The operator's console (moderators and admins; robots.txt keeps it out of search engines)
  { path: '/admin', title: 'Console', description: DEFAULT_DESCRIPTION },
  { path: '/admin/reports', title: 'Reports', description: DEFAULT_DESCRIPTION },
  { path: '/admin/players', title: 'Players', description: DEFAULT_DESCRIPTION, nested: true },
  { path: '/admin/log', title: 'Moderation log', description: DEFAULT_DESCRIPTION },
  { path: '/admin/hub', title: 'Hub posts', description: DEFAULT_DESCRIPTION },
  { path: '/admin/content', title: 'Content', description: DEFAULT_DESCRIPTION },
];

/** Every title and description (interface keys the translation files must hold). */
export const PAGE_STRINGS: readonly string[] = [...new Set(PAGES.flatMap((p) => [p.title, p.description]))];

export interface PageMatch {
  /** The page's entry; undefined for pages without their own (a chat, a game, an unknown path). */
  page: PageInfo | undefined;
  /** The path's language segment, if any. */
  lang: Language | undefined;
  /** The path without its language segment. */
  rest: string;
}

const isLanguage = (s: string | undefined): s is Language => (LANGUAGES as readonly string[]).includes(s ?? '');

/** The page a path shows: "/fr/tiers" → the tiers entry in French. */
export function matchPage(pathname: string): PageMatch {
  const first = pathname.split('/')[1];
  const lang = isLanguage(first) ? first : undefined;
  let rest = lang ? pathname.slice(lang.length + 1) : pathname;
  if (rest.length > 1 && rest.endsWith('/')) rest = rest.slice(0, -1);
  if (rest === '') rest = '/';
  const page =
    PAGES.find((p) => p.path === rest && !(p.unprefixed && lang)) ??
    PAGES.find((p) => p.nested && rest.startsWith(`${p.path}/`));
  return { page, lang, rest };
}

/** The path of a character's page (after the language segment); the player's own profile is "me". */
const CHARACTER_PATH = /^\/app\/profile\/([^/]+)$/;

/** The character a path shows its page of ("/fr/app/profile/elise" → "elise"); undefined for any other path. */
export function characterIdOf(pathname: string): string | undefined {
  const id = CHARACTER_PATH.exec(matchPage(pathname).rest)?.[1];
  if (!id || id === 'me') return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/**
 * A character's page as a page entry: titled with her name, described by her description (both already in
 * the page's language), found by search engines in every language like the feed.
 */
export function characterPage(id: string, name: string, description: string): PageInfo {
  return { path: `/app/profile/${encodeURIComponent(id)}`, title: name, description, indexed: true };
}

/** The document title: "Site: tagline" on the landing and other untitled pages, else "Page · Site". */
export function pageTitle(page: PageInfo | undefined, siteName: string, t: (key: string) => string): string {
  if (!page || page.title === SITE_TAGLINE) return `${siteName}: ${t(SITE_TAGLINE)}`;
  return `${t(page.title)} · ${siteName}`;
}

/** The page's address in a language ("/" is the language-less landing, x-default). */
export function pagePath(page: PageInfo, lang: Language | undefined): string {
  if (page.unprefixed || !lang) return page.path;
  return page.path === '/' ? `/${lang}` : `/${lang}${page.path}`;
}

/** The canonical path of a page seen at a path in a language: a language-less form of a language page is its English one. */
export function canonicalPath(page: PageInfo, lang: Language | undefined): string {
  return pagePath(page, lang ?? (page.path === '/' ? undefined : 'en'));
}

/** The hreflang alternates of a page: one per language, and the language-less landing (or the English form) as x-default. */
export function pageAlternates(page: PageInfo, origin: string): { hreflang: string; href: string }[] {
  if (page.unprefixed) return [];
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: origin + pagePath(page, lang) })),
    { hreflang: 'x-default', href: origin + canonicalPath(page, undefined) },
  ];
}
