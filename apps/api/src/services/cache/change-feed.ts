import { CHANGES_CHANNEL } from '../../db/changes-channel.ts';
import type { Database } from '../../db/client.ts';

/** Tables whose committed changes the database announces (migration 20261123000000_change_notifications). */
export type ChangedTable = 'User' | 'Subscription' | 'PostLike' | 'Follow' | 'PlayerCharacter' | 'Post' | 'Character';

/** Called with the changed row's player id, or '*' for a change to the whole table (posts, characters). */
export type ChangeListener = (key: string) => void;

const USER_UPDATE = /UPDATE\s+(?:"public"\.)?"User"\s+SET\s+([\s\S]*?)\s+WHERE/i;
const VISIT_COLUMNS = new Set(['lastSeenAt', 'updatedAt']);

const addsOrRemoves = (table: string, statement: string) =>
  new RegExp(`(?:INSERT\\s+INTO|DELETE\\s+FROM)\\s+(?:"public"\\.)?"${table}"`, 'i').test(statement);

/**
 * Whether a statement writing the User table may change what a permission check reads: a new player
 * (INSERT) is in no cache yet, and recording a visit (lastSeenAt) changes nothing that is cached.
 */
export function changesPermissions(statement: string): boolean {
  if (/DELETE\s+FROM\s+(?:"public"\.)?"User"/i.test(statement)) return true;
  const update = USER_UPDATE.exec(statement);
  if (!update) return false;
  const columns = [...update[1]!.matchAll(/"(\w+)"\s*=/g)].map((m) => m[1]!);
  return columns.length === 0 || columns.some((c) => !VISIT_COLUMNS.has(c));
}

/**
 * The database's change notifications, fanned out to the caches. Caches may answer from memory only while
 * `live` is true: while the listening connection is down a change could go unheard, so they read the
 * database instead, and everything cached is dropped when it comes back.
 */
export class ChangeFeed {
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private readonly resets = new Set<() => void>();
  private stop: (() => Promise<void>) | undefined;
  live = false;

  on(table: ChangedTable, listener: ChangeListener): void {
    let set = this.listeners.get(table);
    if (!set) this.listeners.set(table, (set = new Set()));
    set.add(listener);
  }

  /** `fn` runs whenever notifications may have been missed: every cache empties itself. */
  onReset(fn: () => void): void {
    this.resets.add(fn);
  }

  /** A change this process knows about (its own write), announced before the database's notification arrives. */
  changed(table: ChangedTable, key: string): void {
    for (const listener of this.listeners.get(table) ?? []) listener(key);
  }

  async start(db: Database): Promise<void> {
    this.stop = await db.listen(CHANGES_CHANNEL, {
      notify: (payload) => {
        const at = payload.indexOf(':');
        if (at > 0) this.changed(payload.slice(0, at) as ChangedTable, payload.slice(at + 1));
      },
      connected: (up) => {
        for (const reset of this.resets) reset();
        this.live = up;
      },
    });
    // The process's own writes to permission data, posts and characters drop the caches at once, before the
    // notification arrives (see Database.watchWrites); a player's own rows are dropped by its mutation.
    db.watchWrites(['User', 'Subscription', 'Post', 'Character'], (table, statement) => {
      if (table === 'User' && !changesPermissions(statement)) return;
      this.changed(table as ChangedTable, table === 'Post' && !addsOrRemoves(table, statement) ? 'updated' : '*');
    });
  }

  async close(): Promise<void> {
    this.live = false;
    await this.stop?.();
  }
}
