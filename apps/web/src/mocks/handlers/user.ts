import type { HttpHandler } from 'msw';
import { canRestartCharacter } from '@app/game-engine';
import { hidesEveryone } from '@app/schema';
import { forgetPlayer, playerRecord, restartProgress } from '../data/play-store.ts';
import { requestPlayer } from '../data/social.ts';
import { claimsOfRequest, mockToken } from '../data/token.ts';
import { mockRefusal, trpcMutation, trpcQuery } from '../trpc.ts';
import { playerDataOf } from '../data/player-data.ts';

/** The server's refusal (apps/api services/accounts/tags.ts): Visibility Settings never leave an empty app. */
function refuseEmpty(changes: Record<string, unknown>, tags: Record<string, string>): void {
  if (('girls' in changes || 'futas' in changes) && hidesEveryone(tags))
    throw mockRefusal('tags.visibilityEmpty', 'validation');
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
  // Restarting clears the player's games and scores; a running block or cooldown stays (the engine's restart rule).
  trpcMutation('user.restart', ({ request }) => {
    const player = requestPlayer(request);
    restartProgress(playerRecord(player.id), { tier: player.tier, now: Date.now() });
    return { success: true as const };
  }),
  trpcMutation('user.restartCharacter', ({ input, request }) => {
    const player = requestPlayer(request);
    if (!canRestartCharacter(player.tier)) throw mockRefusal('tier.restartCharacter', 'tier', 'FORBIDDEN');
    restartProgress(playerRecord(player.id), { tier: player.tier, now: Date.now(), charId: input.id });
    return { success: true as const };
  }),
  trpcQuery('user.export', ({ request }) => playerDataOf(requestPlayer(request), claimsOfRequest(request))),
  trpcMutation('user.deleteAccount', ({ request }) => {
    forgetPlayer(requestPlayer(request).id);
    return { success: true as const };
  }),
];
