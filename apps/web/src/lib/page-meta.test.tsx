import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyTranslations, i18n } from '../i18n/i18n.ts';
import { applyPageHead, pageHeadOf, useCharacterPageMeta, usePageMeta } from './page-meta.ts';

const ORIGIN = 'https://dating.example.com';
const head = () => document.head;
const meta = (key: string) =>
  head().querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;
const canonical = () => head().querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const alternates = () =>
  [...head().querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
    (l) => `${l.hreflang} ${l.href}`,
  );

function Meta() {
  usePageMeta('Test Hearts');
  return null;
}

const ELISE = { id: 'elise', name: 'Elise', description: 'Elle connaît chaque angle.' };

function CharacterPage({ loaded }: { loaded: boolean }) {
  useCharacterPageMeta(loaded ? ELISE : undefined, 'Test Hearts');
  return null;
}

/** The root's head manager around a character's page, as the app nests them (the root's effect runs last). */
function CharacterMeta({ loaded }: { loaded: boolean }) {
  usePageMeta('Test Hearts');
  return <CharacterPage loaded={loaded} />;
}

describe('the head manager', () => {
  beforeEach(() => {
    // as the server sent the first page
    head().innerHTML = `<title>Old</title><meta name="description" content="old"><meta property="og:site_name" content="Served Hearts"><link rel="canonical" href="${ORIGIN}/en"><link rel="alternate" hreflang="en" href="${ORIGIN}/en">`;
  });
  afterEach(() => applyTranslations('en', {}));

  it('pageHeadOf: a language page with its canonical and sixteen alternates plus x-default', () => {
    const page = pageHeadOf('/fr/tiers', 'Test Hearts', ORIGIN, (k) => (k === 'Tiers' ? 'Abonnements' : k));
    expect(page.title).toBe('Abonnements · Test Hearts');
    expect(page.description).toBe('The subscription tiers: what each one opens and what it costs.');
    expect(page.canonical).toBe(`${ORIGIN}/fr/tiers`);
    expect(page.alternates).toHaveLength(17);
    expect(page.alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${ORIGIN}/en/tiers` });
    expect(pageHeadOf('/en/app/chat/ava', 'Test Hearts', ORIGIN, (k) => k)).toMatchObject({
      title: 'Test Hearts: Adults-only dating game',
      canonical: undefined,
      alternates: [],
    });
  });

  it('applyPageHead replaces what the server wrote instead of adding to it', () => {
    applyPageHead(
      document,
      pageHeadOf('/terms', 'Test Hearts', ORIGIN, (k) => k),
      'en',
    );
    expect(document.title).toBe('Terms of Service · Test Hearts');
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(head().querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(canonical()).toBe(`${ORIGIN}/terms`);
    expect(alternates()).toEqual([]);
    expect(meta('og:title')).toBe('Terms of Service · Test Hearts');
    expect(meta('og:url')).toBe(`${ORIGIN}/terms`);
  });

  it('usePageMeta follows client-side navigation and the language, on the origin the server named', async () => {
    applyTranslations('de', { Explore: 'Entdecken', 'Adults-only dating game': 'Dating-Spiel nur für Erwachsene' });
    const router = createMemoryRouter([{ path: '*', element: <Meta /> }], { initialEntries: ['/de/tiers'] });
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(document.title).toBe('Tiers · Test Hearts');
    expect(canonical()).toBe(`${ORIGIN}/de/tiers`);
    expect(alternates()).toContain(`ja ${ORIGIN}/ja/tiers`);

    await act(() => router.navigate('/de/app/explore'));
    expect(document.title).toBe('Entdecken · Test Hearts');
    expect(meta('description')).toBe('An adults-only (18+) dating-game chat with fictional AI-generated characters.');
    expect(meta('og:locale')).toBe('de');

    await act(() => router.navigate('/de/app/chat/ava'));
    expect(document.title).toBe('Test Hearts: Dating-Spiel nur für Erwachsene');
    expect(canonical()).toBeUndefined();
    expect(alternates()).toEqual([]);
  });

  it("a character's page keeps her name, description, canonical and alternates; the root does not overwrite them", async () => {
    applyTranslations('fr', {});
    const router = createMemoryRouter(
      [
        { path: '/:lang/app/profile/:id', element: <CharacterMeta loaded /> },
        { path: '*', element: <Meta /> },
      ],
      { initialEntries: ['/fr/tiers'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    await act(() => router.navigate('/fr/app/profile/elise'));
    expect(document.title).toBe('Elise · Test Hearts');
    expect(meta('description')).toBe('Elle connaît chaque angle.');
    expect(meta('og:title')).toBe('Elise · Test Hearts');
    expect(canonical()).toBe(`${ORIGIN}/fr/app/profile/elise`);
    expect(alternates()).toContain(`ja ${ORIGIN}/ja/app/profile/elise`);
    expect(alternates()).toContain(`x-default ${ORIGIN}/en/app/profile/elise`);
  });

  it('while the character loads, her page keeps the head the server wrote', () => {
    const router = createMemoryRouter([{ path: '*', element: <CharacterMeta loaded={false} /> }], {
      initialEntries: ['/en/app/profile/elise'],
    });
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(meta('description')).toBe('old');
    expect(canonical()).toBe(`${ORIGIN}/en`);
  });
});
