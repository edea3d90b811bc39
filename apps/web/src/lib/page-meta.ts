import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/schema/constants';
import {
  DEFAULT_DESCRIPTION,
  canonicalPath,
  characterIdOf,
  characterPage,
  matchPage,
  pageAlternates,
  pageTitle,
  type PageInfo,
} from '@app/schema/pages';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical address; undefined for pages without their own entry (a chat, a game). */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
}

/** The head of a page, as the server writes it into index.html (apps/api/src/http/site-pages.ts). */
export function pageHeadOf(
  pathname: string,
  siteName: string,
  origin: string,
  translate: (key: string) => string,
): PageHead {
  const { page, lang } = matchPage(pathname);
  return headOf(page, lang as Language | undefined, siteName, origin, translate);
}

function headOf(
  page: PageInfo | undefined,
  lang: Language | undefined,
  siteName: string,
  origin: string,
  translate: (key: string) => string,
): PageHead {
  return {
    title: pageTitle(page, siteName, translate),
    description: translate(page?.description ?? DEFAULT_DESCRIPTION),
    canonical: page ? origin + canonicalPath(page, lang) : undefined,
    alternates: page ? pageAlternates(page, origin) : [],
  };
}

/** A character's page: titled with her name and described by her description, both in the page's language. */
export function characterHeadOf(
  pathname: string,
  character: { id: string; name: string; description: string },
  siteName: string,
  origin: string,
): PageHead {
  const page = characterPage(character.id, character.name, character.description);
  return headOf(page, matchPage(pathname).lang as Language | undefined, siteName, origin, (text) => text);
}

function setMeta(doc: Document, attr: 'name' | 'property', key: string, content: string): void {
  let el = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = doc.createElement('meta');
    el.setAttribute(attr, key);
    doc.head.append(el);
  }
  el.content = content;
}

/** Writes a page's head into the document, replacing what the server or the previous page wrote. */
export function applyPageHead(doc: Document, head: PageHead, language: string): void {
  doc.title = head.title;
  setMeta(doc, 'name', 'description', head.description);
  setMeta(doc, 'property', 'og:title', head.title);
  setMeta(doc, 'property', 'og:description', head.description);
  setMeta(doc, 'property', 'og:locale', language);
  for (const el of doc.head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]',
  ))
    el.remove();
  if (head.canonical) {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    link.href = head.canonical;
    doc.head.append(link);
    setMeta(doc, 'property', 'og:url', head.canonical);
  }
  for (const alt of head.alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alt.hreflang;
    link.href = alt.href;
    doc.head.append(link);
  }
}

/** The site's public origin and name as the server wrote them into the page (PUBLIC_URL, SITE_NAME). */
function served(doc: Document): { origin: string; siteName: string | undefined } {
  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const siteName = doc.head.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content || undefined;
  let origin = doc.location.origin;
  try {
    if (canonical) origin = new URL(canonical).origin;
  } catch {
    // keep the page's own origin
  }
  return { origin, siteName };
}

let servedOnce: ReturnType<typeof served> | undefined;

/** Keeps the title, description, canonical, alternates and Open Graph tags right as the app navigates. */
export function usePageMeta(siteName?: string): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  servedOnce ??= served(document);
  const name = siteName ?? servedOnce.siteName ?? 'Velvet Hearts';
  const { origin } = servedOnce;
  useEffect(() => {
    // a character's page writes its own head once it has her (useCharacterPageMeta)
    if (characterIdOf(pathname) !== undefined) return;
    applyPageHead(
      document,
      pageHeadOf(pathname, name, origin, (pageKey) => t(pageKey)),
      i18n.language,
    );
  }, [pathname, name, origin, t, i18n.language]);
}

/** A character's page keeps its head (her name and description) as the server wrote it, once she has loaded. */
export function useCharacterPageMeta(
  character: { id: string; name: string; description: string } | undefined,
  siteName?: string,
): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  servedOnce ??= served(document);
  const name = siteName ?? servedOnce.siteName ?? 'Velvet Hearts';
  const { origin } = servedOnce;
  const { id, name: characterName, description } = character ?? {};
  useEffect(() => {
    if (id === undefined || characterName === undefined || description === undefined) return;
    applyPageHead(
      document,
      characterHeadOf(pathname, { id, name: characterName, description }, name, origin),
      i18n.language,
    );
  }, [pathname, id, characterName, description, name, origin, i18n.language]);
}
