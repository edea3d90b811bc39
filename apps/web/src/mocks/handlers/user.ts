import type { HttpHandler } from 'msw';
import { MESSAGES, hidesEveryone } from '@app/schema';
import { claimsOfRequest, mockToken } from '../data/token.ts';
import { mockError, trpcMutation } from '../trpc.ts';

/** The server's refusal (apps/api services/accounts/tags.ts): Visibility Settings never leave an empty app. */
function refuseEmpty(changes: Record<string, unknown>, tags: Record<string, string>): void {
  if (('girls' in changes || 'futas' in changes) && hidesEveryone(tags)) throw mockError(MESSAGES.visibilityEmpty, 'validation');
}

export const handlers: HttpHandler[] = [
  trpcMutation('user.setTosConsent', ({ request }) => ({ token: mockToken({ ...claimsOfRequest(request), tosConsent: true }) })),
  trpcMutation('user.setTag', ({ input, request }) => {
    const claims = claimsOfRequest(request);
    const tags = { ...(claims?.tags ?? {}), [input.tag]: String(input.value) };
    refuseEmpty({ [input.tag]: input.value }, tags);
    return { tags, token: mockToken({ ...claims, tags }) };
  }),
  trpcMutation('user.setTags', ({ input, request }) => {
    const claims = claimsOfRequest(request);
    const tags = { ...(claims?.tags ?? {}), ...Object.fromEntries(Object.entries(input.tags).map(([k, v]) => [k, String(v)])) };
    refuseEmpty(input.tags, tags);
    return { tags, token: mockToken({ ...claims, tags }) };
  }),
  trpcMutation('user.restart', () => ({ success: true as const })),
  trpcMutation('user.restartCharacter', () => ({ success: true as const })),
];
