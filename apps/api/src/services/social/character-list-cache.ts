import type { Character } from '@app/schema';
import { LRUCache } from 'lru-cache';
import type { Reader } from '../../db/raw.ts';
import type { ChangeFeed } from '../cache/change-feed.ts';
import { stableAnswer } from '../cache/stable-answers.ts';
import type { Player } from '../players.ts';
import { listCharacters } from './characters.ts';
import { visibleGenders } from './visibility.ts';

const TTL_MS = 60_000;

/**
 * Each player's character list from memory: it carries the player's score, meter, tags and follows, so it
 * is kept per player (and language, visible genders, tier) and dropped when the database announces a
 * change to the player's progress or follows, or to the pack's characters and posts.
 */
export class CharacterListCache {
  private readonly lists = new LRUCache<string, Map<string, Character[]>>({ max: 20_000, ttl: TTL_MS });
  private epoch = 0;

  private readonly changes: ChangeFeed;

  constructor(changes: ChangeFeed) {
    this.changes = changes;
    const forgetPlayer = (userId: string) => this.forget(userId);
    changes.on('PlayerCharacter', forgetPlayer);
    changes.on('Follow', forgetPlayer);
    changes.on('Character', () => this.forget('*'));
    // A post's like counter changing does not change a list; a post added or removed does (post counts).
    changes.on('Post', (key) => key === '*' && this.forget('*'));
    changes.onReset(() => this.forget('*'));
  }

  forget(userId: string): void {
    this.epoch++;
    if (userId === '*') this.lists.clear();
    else this.lists.delete(userId);
  }

  async list(db: Reader, player: Player, language: string): Promise<Character[]> {
    if (!this.changes.live) return listCharacters(db, player, language);
    const key = `${language}|${visibleGenders(player.tags).join(',')}|${player.tier}`;
    const hit = this.lists.get(player.id)?.get(key);
    if (hit) return hit;
    const epoch = this.epoch;
    const answer = stableAnswer(await listCharacters(db, player, language));
    if (epoch === this.epoch && this.changes.live) {
      let byKey = this.lists.get(player.id);
      if (!byKey) this.lists.set(player.id, (byKey = new Map()));
      byKey.set(key, answer);
    }
    return answer;
  }
}
