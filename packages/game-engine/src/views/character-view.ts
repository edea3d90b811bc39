import type { Character, CharacterPost, Tags } from '@app/schema';
import { levelOf } from '../rules/level.ts';
import { START_METER } from '../engine/state.ts';
import { isLocked, pickTrans } from './visibility.ts';

/** What the character list and page show of a character, wherever it is stored. */
export interface CharacterSource {
  id: string;
  name: string;
  age: number;
  gender: string;
  futaPoses: boolean;
  tier: number;
  tags: string[];
  description: string;
  /** The `descriptionTrans` map (or just the request's language). */
  descriptionTrans: unknown;
  /** '|'-joined, the card first. */
  images: string;
  backgroundImage: string;
  /** The player's progress with her; null before they met. */
  progress: { score: number; meter: number; tags: Tags } | null;
  followed: boolean;
  postCount: number;
}

/** A character as the player sees her: level from the score, locked above the player's tier, the chat's start meter before they met. */
export function characterView(c: CharacterSource, playerTier: number, language: string): Character {
  const score = c.progress?.score ?? 0;
  return {
    _id: c.id,
    name: c.name,
    age: c.age,
    gender: c.gender === 'futa' ? 'futa' : 'girl',
    futaVariant: c.gender === 'futa' || c.futaPoses,
    images: c.images,
    backgroundImage: c.backgroundImage,
    description: c.description,
    descriptionTrans: pickTrans(c.descriptionTrans, language),
    tags: c.tags,
    playerTags: c.progress?.tags ?? {},
    active: c.followed,
    score,
    level: levelOf(score),
    tier: Math.min(3, Math.max(0, c.tier)) as Character['tier'],
    locked: isLocked(c.tier, playerTier),
    horny: c.progress?.meter ?? START_METER,
    postCount: c.postCount,
  };
}

/** What a post shows, wherever it is stored. */
export interface PostSource {
  id: string;
  charId: string;
  description: string;
  descriptionTrans: unknown;
  images: string;
  likes: number;
  createdAt: Date;
  character: { name: string; tier: number; images: string };
  /** Players who like it (only the asking player is needed). */
  likedBy: string[];
}

/**
 * A post as the player sees it. A post of a character above the player's tier is listed (the page dims
 * it among the others) but `locked`, and its media are replaced by the character's public card image:
 * exclusive pictures are what the tier pays for, so they never leave the server for a lower tier.
 */
export function postView(p: PostSource, playerTier: number, language: string): CharacterPost {
  const locked = isLocked(p.character.tier, playerTier);
  return {
    _id: p.id,
    charId: p.charId,
    name: p.character.name,
    description: p.description,
    descriptionTrans: pickTrans(p.descriptionTrans, language),
    images: locked ? (p.character.images.split('|')[0] ?? '') : p.images,
    likes: p.likes,
    likedBy: p.likedBy,
    locked,
    createdAt: p.createdAt.toISOString(),
  };
}
