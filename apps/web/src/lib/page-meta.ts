import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/schema/constants';
import { DEFAULT_DESCRIPTION, canonicalPath, matchPage, pageAlternates, pageTitle } from '@app/schema/pages';

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
  return {
    title: pageTitle(page, siteName, translate),
    description: translate(page?.description ?? DEFAULT_DESCRIPTION),
    canonical: page ? origin + canonicalPath(page, lang as Language | undefined) : undefined,
    alternates: page ? pageAlternates(page, origin) : [],
  };
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
    applyPageHead(
      document,
      pageHeadOf(pathname, name, origin, (pageKey) => t(pageKey)),
      i18n.language,
    );
  }, [pathname, name, origin, t, i18n.language]);
}
