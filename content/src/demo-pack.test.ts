import { describe, expect, it } from 'vitest';
import { DEMO_PACK_DIR } from './media-dirs.ts';
import { packStats } from './pack-stats.ts';
import { readPack } from './read-pack.ts';

const pack = readPack(DEMO_PACK_DIR);
const LANGS = ['es', 'fr', 'de'];

describe('the demo pack', () => {
  it('matches the landing page: 9 characters, 18 locations, 70+ poses each', () => {
    const stats = packStats(pack);
    expect(stats).toMatchObject({ characters: 9, locations: 18 });
    expect(stats.posesPerCharacterMin).toBeGreaterThanOrEqual(72);
    // Nine women, each with a futa variant (DESIGN §4): a new player with the default Girls setting sees all nine.
    expect(pack.characters.every((c) => c.gender === 'girl')).toBe(true);
    expect(stats.futaCharacters).toBe(9);
    expect(stats.exclusiveCharacters).toBeGreaterThanOrEqual(2);
  });

  it.each(pack.characters.map((c) => [c.id, c] as const))(
    '%s is an adult with translated, complete content',
    (_id, c) => {
      expect(c.age).toBeGreaterThanOrEqual(21);
      expect(c.age).toBeLessThanOrEqual(35);
      expect(Object.keys(c.descriptionTrans)).toEqual(expect.arrayContaining(LANGS));
      const [first, second] = c.locations;
      expect(second!.unlockLevel).toBeGreaterThan(first!.unlockLevel);
      const levels = new Set(c.poses.map((p) => p.unlockLevel));
      expect(Math.min(...levels)).toBe(1);
      expect(Math.max(...levels)).toBeGreaterThanOrEqual(19);
      for (const band of ['cold', 'warm', 'hot'] as const) {
        expect(c.dialogue.talk[band].length).toBeGreaterThanOrEqual(4);
        for (const beat of c.dialogue.talk[band]) {
          expect(beat.replies.map((r) => r.kind)).toEqual(['friendly', 'bold', 'rude']);
          for (const reply of beat.replies) expect(Object.keys(reply.trans)).toEqual(expect.arrayContaining(LANGS));
        }
      }
      for (const loc of c.locations) expect(c.dialogue.dates[loc.id]?.length).toBeGreaterThanOrEqual(3);
      const posts = pack.posts.filter((p) => p.charId === c.id);
      expect(posts.length).toBeGreaterThanOrEqual(4);
      expect(posts.length).toBeLessThanOrEqual(6);
    },
  );

  it.each(pack.characters.map((c) => [c.id, c] as const))(
    '%s greets a first meeting as one and a returning player as one',
    (_id, c) => {
      const text = (l: (typeof c.dialogue.greeting)[number]) => (typeof l === 'string' ? l : l.text);
      expect(c.dialogue.greeting.length).toBeGreaterThanOrEqual(3);
      // A stranger never hears "you again?", "hi again!", "there you are" or "welcome back".
      for (const line of c.dialogue.greeting)
        expect(text(line)).not.toMatch(/\bagain\b|\bthere you are\b|\bback\b|\bfor once\b/i);
      expect(c.dialogue.greetingReturning?.length ?? 0).toBeGreaterThanOrEqual(1);
    },
  );

  it.each(pack.characters.map((c) => [c.id, c] as const))(
    '%s warns in her own words, translated, before she blocks',
    (_id, c) => {
      const all = ['ar', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'pt', 'ru', 'th', 'tr', 'vi', 'zh'];
      const warning = c.dialogue.warning ?? [];
      const lastWarning = c.dialogue.lastWarning ?? [];
      expect(warning.length).toBeGreaterThanOrEqual(2);
      expect(warning.length).toBeLessThanOrEqual(3);
      expect(lastWarning.length).toBe(2);
      for (const line of [...warning, ...lastWarning]) {
        if (typeof line === 'string') throw new Error(`${c.id}: a warning line without an id cannot be translated`);
        expect(Object.keys(line.trans).sort(), line.id).toEqual(all);
      }
      // The sharper warning comes from the second in a row on, and a block only after four: it never promises the next one blocks.
      for (const line of lastWarning)
        expect(typeof line === 'string' ? line : line.text).not.toMatch(
          /\bone more\b|\blast (warning|chance)\b|\bnext time\b|\bdone\b/i,
        );
    },
  );

  it('has tag-specific poses only on characters with that tag, and a futa variant of every character', () => {
    for (const c of pack.characters) {
      for (const pose of c.poses) for (const tag of pose.tags) expect(c.tags).toContain(tag);
      // The variant swaps poses: some only with the futa switch on, some only with it off.
      expect(c.poses.filter((p) => p.futa === true).length, c.id).toBeGreaterThanOrEqual(3);
      expect(c.poses.filter((p) => p.futa === false).length, c.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('has carousels, a few videos and a hub with an ended vote and a critical notice', () => {
    expect(pack.posts.filter((p) => p.images.length >= 2).length).toBeGreaterThan(pack.posts.length / 2);
    expect(pack.posts.filter((p) => p.images.some((i) => i.endsWith('.mp4'))).length).toBeGreaterThanOrEqual(3);
    expect(pack.hubPosts).toHaveLength(4);
    expect(pack.hubPosts.some((h) => h.endsInDays < 0)).toBe(true);
    expect(pack.hubPosts.find((h) => h.critical)?.tags).toContain('!mainEmailVerified');
  });
});
