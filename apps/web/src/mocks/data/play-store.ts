import { keptThroughRestart, storedGameType } from '@app/game-engine';
import type { ChatMessage, GameState, GameType, Tags } from '@app/schema';
import type { MockMemory } from './memory.ts';

/** What the server keeps of one player, held in memory: the mocks' database. */
export interface PlayerRecord {
  /** Characters the player follows. */
  follows: Set<string>;
  /** Score, meter and per-character tags by character (the server's PlayerCharacter). */
  progress: Map<string, { score: number; meter: number; tags: Tags }>;
  /** Game states by `<charId>/<stored game type>` (the server's GameState). */
  games: Map<string, GameState>;
  /** Messages of each game, oldest first (the server's Message). */
  messages: Map<string, ChatMessage[]>;
  /** Posts the player likes. */
  likes: Set<string>;
  /** What each character remembers of the chat game (the server keeps it in the chat's GameState). */
  memories: Map<string, MockMemory>;
}

export const ANONYMOUS_PLAYER = 'player-anon-1';

const players = new Map<string, PlayerRecord>();
/** Likes per post, counted over every player (the server's Post.likes). */
export const postLikes = new Map<string, number>();

/** The record of a player, new (no follows, no chats, level 1 everywhere) on first use. */
export function playerRecord(playerId: string): PlayerRecord {
  let record = players.get(playerId);
  if (!record) {
    record = {
      follows: new Set(),
      progress: new Map(),
      games: new Map(),
      messages: new Map(),
      likes: new Set(),
      memories: new Map(),
    };
    players.set(playerId, record);
  }
  return record;
}

/** A deleted account: the player's record goes (a later request with the token starts a new one). */
export function forgetPlayer(playerId: string): void {
  players.delete(playerId);
}

/** Every player starts new again (tests call it between cases). */
export function resetPlayStore(): void {
  players.clear();
  postLikes.clear();
}

/** The key of a game in a player's record: the story games keep the futa variant apart, as the server stores them. */
export function gameKey(charId: string, gameType: GameType, isFuta: boolean): string {
  return `${charId}/${storedGameType(gameType, isFuta)}`;
}

/** The character and the stored game type a key of gameKey names. */
export function gameOfKey(key: string): { charId: string; gameType: string } {
  const [charId = '', gameType = ''] = key.split('/');
  return { charId, gameType };
}

/** Test factory: the player's progress with a character as if played (score, and the meter and tags as given). */
export function seedProgress(
  playerId: string,
  charId: string,
  progress: { score: number; meter?: number; tags?: Tags },
): void {
  playerRecord(playerId).progress.set(charId, { meter: 10, tags: {}, ...progress });
}

/**
 * Restart progress with every character, or with one, as the server does: games, messages, scores and
 * meters go; what the engine keeps through a restart (a running block or cooldown with its meter, blocks
 * that still count) stays.
 */
export function restartProgress(record: PlayerRecord, opts: { tier: number; now: number; charId?: string }): void {
  const mine = (charId: string) => opts.charId === undefined || charId === opts.charId;
  const games = [...record.games].filter(([, state]) => mine(state.charId));
  for (const [key] of games) record.games.delete(key);
  for (const key of [...record.messages.keys()]) if (mine(gameOfKey(key).charId)) record.messages.delete(key);
  for (const charId of [...record.progress.keys()]) if (mine(charId)) record.progress.delete(charId);
  for (const charId of [...record.memories.keys()]) if (mine(charId)) record.memories.delete(charId);
  for (const [key, state] of games) {
    const kept = keptThroughRestart(state, opts);
    if (!kept) continue;
    record.games.set(key, kept.state);
    // The meter of a running wait shows on the character until it ends.
    if (kept.waiting && state.gameType === 'chat')
      record.progress.set(state.charId, { score: 0, meter: state.meter, tags: {} });
  }
}
