import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { characterSchema, feedPostSchema } from '@app/schema';
import { mockCharacters } from './characters.ts';
import { mockPosts } from './posts.ts';

describe('character and post mock data', () => {
  it('is valid against the shared schemas', () => {
    expect(() => z.array(characterSchema).parse(mockCharacters)).not.toThrow();
    expect(() => z.array(feedPostSchema).parse(mockPosts)).not.toThrow();
  });

  it('has nine characters, every one an adult of 21 or more with the age in the description', () => {
    expect(mockCharacters).toHaveLength(9);
    for (const c of mockCharacters) {
      expect(c.age).toBeGreaterThanOrEqual(21);
      expect(c.description).toContain(String(c.age));
      expect(c.description).not.toMatch(/\b(school|teen|student|young girl|child)\b/i);
    }
  });

  it('has carousels and videos among the posts, and levels that match the scores', () => {
    expect(mockPosts.some((p) => p.images.split('|').length > 1)).toBe(true);
    expect(mockPosts.some((p) => /\.mp4$/.test(p.images))).toBe(true);
    for (const c of mockCharacters) expect(c.level).toBe(Math.floor(c.score / 30) + 1);
  });
});
