import { languageOfPath } from './language-store.ts';

/** The path without its language segment ("/fr/app/home" → "/app/home"). */
export function stripLang(pathname: string): string {
  const lang = languageOfPath(pathname);
  if (!lang) return pathname || '/';
  const rest = pathname.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}

/** The landing page: "/" or "/{lang}". */
export function isRootPath(pathname: string): boolean {
  return stripLang(pathname) === '/';
}

/** The sign-in callback page: it swaps the hand-off code in its fragment for a token, then goes on. */
export function isSignInPath(pathname: string): boolean {
  return stripLang(pathname) === '/signin';
}

/**
 * Spec §1: the age gate is not shown on terms, privacy, sitemap or the root path (nor the sign-in callback, which
 * shows nothing); nor on the copyright page, which a rights holder must be able to read.
 */
export function ageGateShown(pathname: string): boolean {
  const path = stripLang(pathname);
  if (isRootPath(pathname) || isSignInPath(pathname)) return false;
  return !['/terms', '/privacy', '/copyright', '/sitemap'].some((p) => path === p || path.startsWith(`${p}/`));
}

/** Spec §2: no language redirect for terms and privacy (nor copyright, like them); nor for the sign-in callback (a redirect would copy its fragment). */
export function languageRedirectAllowed(pathname: string): boolean {
  const path = stripLang(pathname);
  return !['/terms', '/privacy', '/copyright', '/signin'].includes(path);
}

/** Spec §2: the header with a close button on these paths (and on the copyright page, like the other legal pages). */
export function showsCloseHeader(pathname: string): boolean {
  return ['privacy', 'terms', 'copyright', 'sitemap', 'signup', 'tiers'].some((word) => pathname.includes(word));
}

const HERO_HIDDEN = [
  '/signin',
  '/signup',
  '/password-reset',
  '/verify-email',
  '/tiers',
  '/subscribestar-welcome',
  '/connect-email',
  '/sitemap',
  '/privacy',
  '/terms',
  '/copyright',
];

/** Spec §2: the hero background image is hidden on these pages. */
export function heroHidden(pathname: string): boolean {
  if (pathname.includes('/game/')) return true;
  const path = stripLang(pathname);
  return HERO_HIDDEN.some((p) => path === p || path.startsWith(`${p}/`));
}

export function isGamePath(pathname: string): boolean {
  return stripLang(pathname) === '/game' || stripLang(pathname).startsWith('/game/');
}

export function isChatPath(pathname: string): boolean {
  return stripLang(pathname).startsWith('/app/chat/') || isGamePath(pathname);
}
