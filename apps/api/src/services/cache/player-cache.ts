import { LRUCache } from 'lru-cache';
import type { Reader } from '../../db/raw.ts';
import { loadPlayerRecord, playerAt, type Player, type PlayerRecord } from '../players.ts';
import type { ChangeFeed } from './change-feed.ts';

const MAX_PLAYERS = 50_000;
/** A safety net only: every change that matters is announced by the database. */
const TTL_MS = 60_000;

/**
 * The players permission checks read, kept while the database announces their changes (tier, role,
 * token version, tags, consent). A record holds the expiries of its live subscriptions, so an expiry
 * takes effect on time without a new read; a change of user or subscription rows drops the record.
 */
export class PlayerCache {
  private readonly records = new LRUCache<string, PlayerRecord>({ max: MAX_PLAYERS, ttl: TTL_MS });
  /** Bumped by every invalidation: a read that raced one is not kept (it may hold the old row). */
  private epoch = 0;

  private readonly changes: ChangeFeed;

  constructor(changes: ChangeFeed) {
    this.changes = changes;
    const forget = (id: string) => {
      this.epoch++;
      if (id === '*') this.records.clear();
      else this.records.delete(id);
    };
    changes.on('User', forget);
    changes.on('Subscription', forget);
    changes.onReset(() => forget('*'));
  }

  async get(db: Reader, userId: string, now: number): Promise<Player | null> {
    if (!this.changes.live) {
      const record = await loadPlayerRecord(db, userId, now);
      return record && playerAt(record, now);
    }
    const hit = this.records.get(userId);
    if (hit) return playerAt(hit, now);
    const epoch = this.epoch;
    const record = await loadPlayerRecord(db, userId, now);
    if (record && epoch === this.epoch && this.changes.live) this.records.set(userId, record);
    return record && playerAt(record, now);
  }
}
