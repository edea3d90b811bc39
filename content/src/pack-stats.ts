import type { ContentPack } from './read-pack.ts';

export interface PackStats {
  characters: number;
  /** Locations over all characters (two each). */
  locations: number;
  /** The fewest poses any character has. */
  posesPerCharacterMin: number;
  poses: number;
  /** Characters with a futa variant (futa poses) or of futa gender. */
  futaCharacters: number;
  exclusiveCharacters: number;
  posts: number;
  hubPosts: number;
  scenarios: number;
  generatedMedia: number;
}

/** Counts for the landing page ("9 characters, 18 locations, 70+ poses") and the operator's checks. */
export function packStats(pack: ContentPack): PackStats {
  const poseCounts = pack.characters.map((c) => c.poses.length);
  return {
    characters: pack.characters.length,
    locations: pack.characters.reduce((n, c) => n + c.locations.length, 0),
    posesPerCharacterMin: poseCounts.length ? Math.min(...poseCounts) : 0,
    poses: poseCounts.reduce((a, b) => a + b, 0),
    futaCharacters: pack.characters.filter(
      (c) => c.gender === 'futa' || c.poses.some((p) => typeof p.futa === 'boolean'),
    ).length,
    exclusiveCharacters: pack.characters.filter((c) => c.tier > 0).length,
    posts: pack.posts.length,
    hubPosts: pack.hubPosts.length,
    scenarios: Object.keys(pack.scenarios).length,
    generatedMedia: pack.media.generated.length,
  };
}
