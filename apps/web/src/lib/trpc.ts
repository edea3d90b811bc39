import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
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

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: trpcUrl(), headers: requestHeaders })],
  });
}
