import type { HttpHandler } from 'msw';
import { trpcMutation, trpcQuery } from '../trpc.ts';

/** The interface's own locale files, each loaded when mock mode first switches to its language. */
const LOCALES = import.meta.glob<Record<string, string>>('../../i18n/locales/*.json', { import: 'default' });

async function localeMap(language: string): Promise<Record<string, string>> {
  const load = LOCALES[`../../i18n/locales/${language}.json`];
  return load ? await load() : {};
}

export const handlers: HttpHandler[] = [
  trpcQuery('translation.all', ({ request }) => localeMap(request.headers.get('x-language') ?? 'en')),
  trpcMutation('translation.add', ({ input }) => ({ added: input.originals.length })),
];
