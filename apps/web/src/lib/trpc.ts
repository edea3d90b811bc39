import { createTRPCReact, httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from '@trpc/react-query';
import { EventSource } from 'eventsource';
import type { AppRouter } from '@app/api/router';
import { readStoredLanguage } from './language-store.ts';
import { currentToken } from './session.ts';

export const trpc = createTRPCReact<AppRouter>();

/** Absolute so that fetch works in tests too (jsdom's origin). */
export function trpcUrl(): string {
  return `${window.location.origin}/trpc`;
}

/** Headers every call carries: the bearer token when one exists and the chosen language. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'x-language': readStoredLanguage() ?? 'en' };
  const token = currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A call made in a given language (the translation map of the language being opened) carries it in its context. */
export interface CallContext {
  language?: string;
}

/**
 * Subscriptions (a chat turn's lines as they are written) go over Server-Sent Events. The browser's own
 * EventSource cannot send headers, so this one (the `eventsource` package) reads the stream with a fetch
 * that adds them: the bearer token stays out of the URL.
 */
const subscriptionLink = () =>
  httpSubscriptionLink({
    url: trpcUrl(),
    EventSource,
    eventSourceOptions: () => ({
      fetch: (url, init) => fetch(url, { ...init, headers: { ...init.headers, ...requestHeaders() } }),
    }),
  });

/** Calls with a language of their own go alone with that language's header; all others are batched. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: subscriptionLink(),
        false: splitLink({
          condition: (op) => typeof (op.context as CallContext).language === 'string',
          true: httpLink({
            url: trpcUrl(),
            headers: ({ op }) => ({ ...requestHeaders(), 'x-language': (op.context as CallContext).language! }),
          }),
          false: httpBatchLink({ url: trpcUrl(), headers: requestHeaders }),
        }),
      }),
    ],
  });
}
