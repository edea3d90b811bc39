import type { HttpHandler } from 'msw';
import { claimsOfRequest, mockToken } from '../data/token.ts';
import { trpcMutation } from '../trpc.ts';

export const handlers: HttpHandler[] = [
  trpcMutation('user.setTosConsent', ({ request }) => ({ token: mockToken({ ...claimsOfRequest(request), tosConsent: true }) })),
  trpcMutation('user.setTag', ({ input, request }) => {
    const claims = claimsOfRequest(request);
    const tags = { ...(claims?.tags ?? {}), [input.tag]: String(input.value) };
    return { tags, token: mockToken({ ...claims, tags }) };
  }),
  trpcMutation('user.setTags', ({ input, request }) => {
    const claims = claimsOfRequest(request);
    const tags = { ...(claims?.tags ?? {}), ...Object.fromEntries(Object.entries(input.tags).map(([k, v]) => [k, String(v)])) };
    return { tags, token: mockToken({ ...claims, tags }) };
  }),
  trpcMutation('user.restart', () => ({ success: true as const })),
  trpcMutation('user.restartCharacter', () => ({ success: true as const })),
];
