import type { HttpHandler } from 'msw';
import { canRestartCharacter, TIER_REFUSALS } from '@app/game-engine';
import { MESSAGES, hidesEveryone } from '@app/schema';
import { playerRecord } from '../data/play-store.ts';
import { requestPlayer } from '../data/social.ts';
import { claimsOfRequest, mockToken } from '../data/token.ts';
import { mockError, trpcMutation } from '../trpc.ts';

/** The server's refusal (apps/api services/accounts/tags.ts): Visibility Settings never leave an empty app. */
function refuseEmpty(changes: Record<string, unknown>, tags: Record<string, string>): void {
  if (('girls' in changes || 'futas' in changes) && hidesEveryone(tags))
    throw mockError(MESSAGES.visibilityEmpty, 'validation');
}

export const handlers: HttpHandler[] = [
  trpcMutation('user.setTosConsent', ({ request }) => ({
    token: mockToken({ ...claimsOfRequest(request), tosConsent: true }),
  })),
  trpcMutation('user.setTag', ({ input, request }) => {
    const claims = claimsOfRequest(request);
    const tags = { ...(claims?.tags ?? {}), [input.tag]: String(input.value) };
    refuseEmpty({ [input.tag]: input.value }, tags);
    return { tags, token: mockToken({ ...claims, tags }) };
  }),
  trpcMutation('user.setTags', ({ input, request }) => {
    const claims = claimsOfRequest(request);
    const tags = {
      ...(claims?.tags ?? {}),
      ...Object.fromEntries(Object.entries(input.tags).map(([k, v]) => [k, String(v)])),
    };
    refuseEmpty(input.tags, tags);
    return { tags, token: mockToken({ ...claims, tags }) };
  }),
  // Restarting clears the player's games and scores (the server keeps a running block; the mocks do not).
  trpcMutation('user.restart', ({ request }) => {
    const record = playerRecord(requestPlayer(request).id);
    record.games.clear();
    record.messages.clear();
    record.progress.clear();
    return { success: true as const };
  }),
  trpcMutation('user.restartCharacter', ({ input, request }) => {
    const player = requestPlayer(request);
    if (!canRestartCharacter(player.tier)) throw mockError(TIER_REFUSALS.restartCharacter, 'tier', 'FORBIDDEN');
    const record = playerRecord(player.id);
    for (const key of [...record.games.keys()].filter((k) => k.startsWith(`${input.id}/`))) {
      record.games.delete(key);
      record.messages.delete(key);
    }
    record.progress.delete(input.id);
    return { success: true as const };
  }),
];
