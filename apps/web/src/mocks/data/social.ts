import { characterView, hasFutaPoses, isVisibleCharacter, postView, visibleGenders } from '@app/game-engine';
import type { PackContent } from '@app/content/pack-content';
import type { Character, CharacterPost, PackCharacter, PackPost } from '@app/schema';
import type { MockPlayer } from './game-turn.ts';
import { claimsOfRequest } from './token.ts';
import { ANONYMOUS_PLAYER, playerRecord, postLikes } from './play-store.ts';

const DAY_MS = 86_400_000;
/** The mocks' "content load": posts are dated `daysAgo` before it, as the server dates them at its load. */
const LOADED_AT = Date.now();

/** The player a request speaks for: the token's user, tier and tags (a request without one is the anonymous player). */
export function requestPlayer(request: Request): MockPlayer {
  const claims = claimsOfRequest(request);
  return { id: claims?.user ?? ANONYMOUS_PLAYER, tier: claims?.tier ?? 0, tags: claims?.tags ?? {} };
}

export const requestLanguage = (request: Request) => {
  const asked = request.headers.get('x-language');
  return asked && /^[a-z]{2}$/.test(asked) ? asked : 'en';
};

/** A character as the player sees her (the engine's view, fed from the pack and the player's record). */
export function viewCharacter(pack: PackContent, c: PackCharacter, player: MockPlayer, language: string): Character {
  const record = playerRecord(player.id);
  return characterView(
    {
      ...c,
      images: c.images.join('|'),
      futaPoses: hasFutaPoses(c.poses),
      progress: record.progress.get(c.id) ?? null,
      followed: record.follows.has(c.id),
      postCount: pack.posts.filter((p) => p.charId === c.id).length,
    },
    player.tier,
    language,
  );
}

/** The characters the player's visibility tags allow, in the pack's order (character.all). */
export function listCharacters(pack: PackContent, player: MockPlayer, language: string): Character[] {
  const genders = visibleGenders(player.tags);
  return pack.characters
    .filter((c) => isVisibleCharacter({ gender: c.gender, futaPoses: hasFutaPoses(c.poses) }, genders))
    .map((c) => viewCharacter(pack, c, player, language));
}

function viewPost(pack: PackContent, p: PackPost, player: MockPlayer, language: string): CharacterPost {
  const c = pack.characters.find((x) => x.id === p.charId)!;
  return postView(
    {
      ...p,
      images: p.images.join('|'),
      likes: postLikes.get(p.id) ?? 0,
      createdAt: new Date(LOADED_AT - Math.round(p.daysAgo * DAY_MS)),
      character: { name: c.name, tier: c.tier, images: c.images.join('|') },
      likedBy: playerRecord(player.id).likes.has(p.id) ? [player.id] : [],
    },
    player.tier,
    language,
  );
}

/** Posts newest first (the id breaking ties), one page of them, as the player sees them. */
export function pageOfPosts(
  pack: PackContent,
  posts: PackPost[],
  player: MockPlayer,
  language: string,
  page: number,
  pageSize: number,
): CharacterPost[] {
  return [...posts]
    .sort((a, b) => a.daysAgo - b.daysAgo || b.id.localeCompare(a.id))
    .slice((page - 1) * pageSize, page * pageSize)
    .map((p) => viewPost(pack, p, player, language));
}

/** The feed's posts: those of the characters the player sees, all or only followed ones (feed.page). */
export function feedPosts(pack: PackContent, player: MockPlayer, mode: 'all' | 'following'): PackPost[] {
  const genders = visibleGenders(player.tags);
  const follows = playerRecord(player.id).follows;
  const shown = new Set(
    pack.characters
      .filter((c) => isVisibleCharacter({ gender: c.gender, futaPoses: hasFutaPoses(c.poses) }, genders))
      .map((c) => c.id),
  );
  return pack.posts.filter((p) => shown.has(p.charId) && (mode === 'all' || follows.has(p.charId)));
}
