import type { Database } from '../db/client.ts';
import { CharacterListCache } from './social/character-list-cache.ts';
import { FeedCache } from './social/feed-cache.ts';
import { ChangeFeed } from './cache/change-feed.ts';
import { PlayerCache } from './cache/player-cache.ts';
import { PlayableCharacters } from './game/character.ts';

export interface AppCaches {
  changes: ChangeFeed;
  players: PlayerCache;
  feed: FeedCache;
  characterLists: CharacterListCache;
  /** Pack records of playable characters, for chat turns. */
  characters: PlayableCharacters;
  /** Drops what a player's own write changed, at once (the database's notification follows). */
  forgetPlayer(userId: string): void;
}

/** The caches of the hot read paths, listening to the database's change notifications. */
export async function createCaches(db: Database): Promise<AppCaches> {
  const changes = new ChangeFeed();
  const players = new PlayerCache(changes);
  const feed = new FeedCache(changes);
  const characterLists = new CharacterListCache(changes);
  const characters = new PlayableCharacters(changes);
  await changes.start(db);
  return {
    changes,
    players,
    feed,
    characterLists,
    characters,
    forgetPlayer(userId) {
      feed.forget(userId);
      characterLists.forget(userId);
    },
  };
}
