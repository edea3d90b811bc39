import type { CharacterPost } from '@app/schema';
import { LRUCache } from 'lru-cache';
import type { Reader } from '../../db/raw.ts';
import type { ChangeFeed } from '../cache/change-feed.ts';
import { stableAnswer } from '../cache/stable-answers.ts';
import type { Player } from '../players.ts';
import { feedPage, feedPostView, feedRows, likedPosts, type FeedRow, type PageArgs } from './posts.ts';
import { visibleGenders } from './visibility.ts';

const TTL_MS = 60_000;

interface SharedPage {
  rows: FeedRow[];
  /** Answers built from these rows for players with no like on the page, by tier. */
  answers: Map<number, CharacterPost[]>;
}

/**
 * The "all" feed from memory. A page of posts is the same for every player who sees the same genders in
 * the same language; what differs is the tier (locked posts) and the player's own likes (likedBy names
 * the caller). The answer for players of a tier with no like on the page is kept, and the same object
 * answers every such request; a player with likes there gets an answer of its own.
 * Posts, characters and likes are announced by the database when they change (ChangeFeed).
 */
export class FeedCache {
  private readonly pages = new LRUCache<string, SharedPage>({ max: 2_000, ttl: TTL_MS });
  private readonly likes = new LRUCache<string, Set<string>>({ max: 50_000, ttl: TTL_MS });
  private pagesEpoch = 0;
  private likesEpoch = 0;

  private readonly changes: ChangeFeed;

  constructor(changes: ChangeFeed) {
    this.changes = changes;
    const dropPages = () => {
      this.pagesEpoch++;
      this.pages.clear();
    };
    changes.on('Post', dropPages);
    changes.on('Character', dropPages);
    changes.on('PostLike', (userId) => {
      this.likesEpoch++;
      if (userId === '*') this.likes.clear();
      else this.likes.delete(userId);
    });
    changes.onReset(() => {
      dropPages();
      this.likesEpoch++;
      this.likes.clear();
    });
  }

  /** Drops what this player's own write changed, before the database's notification arrives. */
  forget(userId: string): void {
    this.likesEpoch++;
    this.likes.delete(userId);
  }

  async page(
    db: Reader,
    player: Player,
    language: string,
    args: PageArgs & { mode: 'all' | 'following' },
  ): Promise<CharacterPost[]> {
    if (args.mode !== 'all' || !this.changes.live) return feedPage(db, player, language, args);
    const genders = visibleGenders(player.tags);
    const key = `${genders.join(',')}|${language}|${args.page}|${args.pageSize}`;
    let shared = this.pages.get(key);
    let liked = this.likes.get(player.id);
    if (!shared || !liked)
      [shared, liked] = await Promise.all([
        shared ?? this.sharedPage(db, key, { ...args, genders, language }),
        liked ?? this.likedBy(db, player.id),
      ]);
    if (shared.rows.some((r) => liked.has(r.id)))
      return shared.rows.map((r) => feedPostView(r, player, language, liked.has(r.id)));
    let answer = shared.answers.get(player.tier);
    if (!answer) {
      answer = stableAnswer(shared.rows.map((r) => feedPostView(r, player, language, false)));
      shared.answers.set(player.tier, answer);
    }
    return answer;
  }

  private async sharedPage(db: Reader, key: string, query: Parameters<typeof feedRows>[1]): Promise<SharedPage> {
    const hit = this.pages.get(key);
    if (hit) return hit;
    const epoch = this.pagesEpoch;
    const page: SharedPage = { rows: await feedRows(db, query), answers: new Map() };
    if (epoch === this.pagesEpoch && this.changes.live) this.pages.set(key, page);
    return page;
  }

  private async likedBy(db: Reader, userId: string): Promise<Set<string>> {
    const hit = this.likes.get(userId);
    if (hit) return hit;
    const epoch = this.likesEpoch;
    const liked = await likedPosts(db, userId);
    if (epoch === this.likesEpoch && this.changes.live) this.likes.set(userId, liked);
    return liked;
  }
}
