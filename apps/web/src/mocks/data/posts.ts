import type { CharacterPost } from '@app/schema';
import { mockCharacters } from './characters.ts';

const captions = [
  'New week, new view. Guess where I am?',
  'Golden hour never misses.',
  'Dressed up, nowhere to be... yet.',
  'Coffee first, flirting later.',
  'Saved you a seat.',
  'Tell me your favourite from this set.',
  'Rainy night playlist is on. Come over and pick the next song.',
  'Caught myself smiling at my phone again.',
];
const clips = ['clip-neon.mp4', 'clip-sunset.mp4', 'clip-waves.mp4'];
const DAY = 86_400_000;
const EPOCH = Date.UTC(2025, 5, 1);

function mediaFor(charId: string, n: number): string {
  if (n % 4 === 1) return clips[n % clips.length]!;
  if (n % 3 === 0) return [1, 2, 3].map((i) => `${charId}-post-${n}-${i}.jpg`).join('|');
  return `${charId}-post-${n}-1.jpg`;
}

/** Eight posts per character: single images, three-image carousels and short videos. */
export const mockPosts: CharacterPost[] = mockCharacters.flatMap((c, ci) =>
  Array.from({ length: 8 }, (_, n) => ({
    _id: `${c._id}-post-${n + 1}`,
    charId: c._id,
    name: c.name,
    description: captions[(n + ci) % captions.length]!,
    descriptionTrans: null,
    images: mediaFor(c._id, n + 1),
    likes: (ci * 7 + n * 13) % 90,
    likedBy: [],
    locked: c.locked,
    createdAt: new Date(EPOCH - (n * 9 + ci) * DAY / 4).toISOString(),
  })),
).sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function clonePosts(): CharacterPost[] {
  return mockPosts.map((p) => ({ ...p, likedBy: [...p.likedBy] }));
}

/** Test factory: a post with overrides. */
export function makePost(overrides: Partial<CharacterPost> = {}): CharacterPost {
  const base = mockPosts[0]!;
  return { ...base, likedBy: [...base.likedBy], ...overrides };
}
