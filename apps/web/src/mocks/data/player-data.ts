import type { PlayerDataExport, TokenClaims } from '@app/schema';
import type { MockPlayer } from './game-turn.ts';
import { gameOfKey, playerRecord } from './play-store.ts';

/** "Download my data" in the mocks: the server's document (apps/api services/accounts/player-data.ts) from the play store. */
export function playerDataOf(player: MockPlayer, claims: Partial<TokenClaims> | null): PlayerDataExport {
  const record = playerRecord(player.id);
  const now = new Date().toISOString();
  return {
    exportedAt: now,
    account: {
      id: player.id,
      email: claims?.loggedIn ? `${player.id}@example.com` : null,
      emailVerified: Boolean(claims?.loggedIn),
      hasPassword: Boolean(claims?.loggedIn),
      role: claims?.role ?? 0,
      language: claims?.language ?? 'en',
      subscribeStarEmail: null,
      subscribeStarLinked: false,
      patreonLinked: false,
      createdAt: now,
      updatedAt: now,
      lastSeenAt: now,
      suspendedUntil: null,
      bannedAt: null,
    },
    consent: { termsOfService: Boolean(claims?.tosConsent) },
    tags: player.tags,
    progress: [...record.progress].map(([charId, p]) => ({ charId, ...p, updatedAt: now })),
    games: [...record.games].map(([key, state]) => ({ ...gameOfKey(key), state })),
    messages: [...record.messages].flatMap(([key, messages]) => messages.map((m) => ({ ...gameOfKey(key), ...m }))),
    follows: [...record.follows].map((charId) => ({ charId, createdAt: now })),
    likes: [...record.likes].map((postId) => ({ postId, createdAt: now })),
    votes: [],
    customMessagesPerDay: [],
    modelTokensPerDay: [],
    subscriptions: player.tier > 0 ? [{ provider: 'manual', tier: player.tier, status: 'active' }] : [],
    reports: [],
    moderation: [],
    mailLinks: [],
    linkedPlatforms: [],
    pendingSignups: [],
  };
}
