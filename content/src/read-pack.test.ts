import { rmSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PACK_DIR } from './media-dirs.ts';
import { characterModelSchema } from '@app/schema';
import { PackError } from './pack-error.ts';
import { readPack } from './read-pack.ts';
import { copyDemoPack, editJson, type CharacterFile, type HubFile, type PostsFile } from './test-pack.ts';

const dirs: string[] = [];
const brokenCopy = () => {
  const dir = copyDemoPack();
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Reads the pack expecting a refusal, and returns the error message (without its line number, tested apart). */
function refusal(dir: string): string {
  try {
    readPack(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(PackError);
    return (error as PackError).message.replace(/^(\S+\.json):\d+:/, '$1:');
  }
  throw new Error('readPack accepted a broken pack');
}

describe('readPack', () => {
  it('validates the demo pack', () => {
    const pack = readPack(DEMO_PACK_DIR);
    expect(pack.meta.name).toBe('Demo pack');
    expect(pack.characters).toHaveLength(9);
    expect(pack.media.files).toContain('clip-neon.mp4');
    expect(pack.media.generated).toContain('mila-card.jpg');
  });

  it('refuses a character under 18, naming file and field', () => {
    const dir = brokenCopy();
    editJson<CharacterFile>(dir, 'characters/mila.json', (c) => {
      c.age = 17;
    });
    expect(refusal(dir)).toMatch(/^characters\/mila\.json: age: Every character must be 18 or over/);
  });

  it('refuses a character without an age', () => {
    const dir = brokenCopy();
    editJson(dir, 'characters/vera.json', (c) => {
      delete c.age;
    });
    expect(refusal(dir)).toMatch(/^characters\/vera\.json: age: age is required/);
  });

  it.each([
    [
      'description',
      (c: CharacterFile) => (c.description = 'A cheerful schoolgirl who loves the beach.'),
      'description',
    ],
    ['name', (c: CharacterFile) => (c.name = 'Teen Mila'), 'name'],
    [
      'persona',
      (c: CharacterFile) => (c.persona.personality = 'Looks barely legal and acts like a kid.'),
      'persona.personality',
    ],
    [
      'dialogue',
      (c: CharacterFile) => (c.dialogue.talk.warm[1]!.replies[0]!.text = 'You look so young-looking tonight'),
      'dialogue.talk.warm[1].replies[0].text',
    ],
  ])('refuses minor-coded wording in the %s', (_where, edit, field) => {
    const dir = brokenCopy();
    editJson<CharacterFile>(dir, 'characters/mila.json', edit);
    expect(refusal(dir)).toContain(`characters/mila.json: ${field}: Minor-coded wording is not allowed`);
  });

  it('accepts words that only contain a listed word', () => {
    const dir = brokenCopy();
    editJson<CharacterFile>(dir, 'characters/mila.json', (c) => {
      c.description = 'No kidding: she steals the canteen spoons and teases everyone. Adults only.';
    });
    expect(() => readPack(dir)).not.toThrow();
  });

  it('refuses an image that is neither in media/ nor generated', () => {
    const dir = brokenCopy();
    editJson<CharacterFile>(dir, 'characters/nova.json', (c) => {
      c.poses[3]!.image = 'missing-picture.jpg';
    });
    expect(refusal(dir)).toMatch(/^characters\/nova\.json: poses\[3\]\.image: Media "missing-picture\.jpg"/);
  });

  it('refuses a post of an unknown character and a missing video', () => {
    const dir = brokenCopy();
    editJson<PostsFile>(dir, 'posts.json', (posts) => {
      posts[0]!.charId = 'nobody';
      posts[1]!.images = ['gone.mp4'];
    });
    const message = refusal(dir);
    expect(message).toContain('posts.json: [0].charId: Post of unknown character "nobody"');
  });

  it('refuses date beats keyed by an unknown location', () => {
    const dir = brokenCopy();
    editJson<CharacterFile>(dir, 'characters/jade.json', (c) => {
      c.dialogue.dates['moon-base'] = c.dialogue.dates['airport-lounge']!;
    });
    expect(refusal(dir)).toContain(
      'characters/jade.json: dialogue.dates.moon-base: Date beats for unknown location "moon-base"',
    );
  });

  it('refuses duplicate ids', () => {
    const dir = brokenCopy();
    editJson<CharacterFile>(dir, 'characters/elise.json', (c) => {
      c.id = 'mila';
      c.images = ['mila-card.jpg', 'mila-avatar.jpg'];
      c.backgroundImage = 'mila-bg.jpg';
    });
    expect(refusal(dir)).toMatch(/Duplicate character id "mila"/);
  });

  it('refuses duplicate pose ids within a character', () => {
    const dir = brokenCopy();
    editJson<CharacterFile>(dir, 'characters/sienna.json', (c) => {
      c.poses[5]!.id = c.poses[4]!.id;
    });
    expect(refusal(dir)).toContain('characters/sienna.json: poses: Duplicate pose id');
  });

  it('refuses action lines keyed by a pose the character does not have', () => {
    const dir = brokenCopy();
    editJson<CharacterFile>(dir, 'characters/mila.json', (c) => {
      c.dialogue.actions = { [c.poses[0]!.id]: ['Like this?'], 'moon-walk': ['Wrong pose'] };
    });
    const message = refusal(dir);
    expect(message).toBe('characters/mila.json: dialogue.actions.moon-walk: Action lines for unknown pose "moon-walk"');
  });

  it.each([
    [
      'an action pool',
      (c: CharacterFile) =>
        (c.dialogue.actions = { [c.poses[0]!.id]: [{ text: 'Look', trans: {}, image: 'no-such-action.jpg' }] }),
      (c: CharacterFile) => `dialogue.actions.${c.poses[0]!.id}[0].image`,
    ],
    [
      'a free-text pool',
      (c: CharacterFile) => (c.dialogue.freeText.neutral[0] = { text: 'Hm?', trans: {}, image: 'no-such-action.jpg' }),
      () => 'dialogue.freeText.neutral[0].image',
    ],
    [
      'a date beat',
      (c: CharacterFile) =>
        (c.dialogue.dates[c.locations[0]!.id]![0]!.lines[0] = { text: 'Here', trans: {}, image: 'no-such-action.jpg' }),
      (c: CharacterFile) => `dialogue.dates.${c.locations[0]!.id}[0].lines[0].image`,
    ],
  ])('refuses a missing line image in %s', (_where, edit, field) => {
    const dir = brokenCopy();
    let expected = '';
    editJson<CharacterFile>(dir, 'characters/sienna.json', (c) => {
      edit(c);
      expected = field(c);
    });
    expect(refusal(dir)).toBe(
      `characters/sienna.json: ${expected}: Media "no-such-action.jpg" is neither in media/ nor produced by the art generator`,
    );
  });

  it('refuses a bracketed media name inside a text that does not exist, and accepts one that does', () => {
    const dir = brokenCopy();
    editJson<CharacterFile>(dir, 'characters/vera.json', (c) => {
      c.dialogue.greeting[0] = {
        text: 'Look at my sketch [vera-sketch.jpg]',
        trans: { de: 'Schau [vera-sketch.jpg]' },
      };
      c.dialogue.greeting[1] = 'And my card [vera-card.jpg]';
    });
    const error = (() => {
      try {
        readPack(dir);
      } catch (e) {
        return e as PackError;
      }
    })();
    expect(error?.issues.map((i) => `${i.file}: ${i.field}`)).toEqual([
      'characters/vera.json: dialogue.greeting[0].text',
      'characters/vera.json: dialogue.greeting[0].trans.de',
    ]);
    editJson<PostsFile>(dir, 'posts.json', (posts) => {
      posts[0]!.description = 'New shot [nowhere.png]';
    });
    editJson<CharacterFile>(dir, 'characters/vera.json', (c) => {
      c.dialogue.greeting[0] = 'Look at my sketch [vera-card.jpg]';
      c.dialogue.greeting[1] = 'Hello';
    });
    expect(refusal(dir)).toBe(
      'posts.json: [0].description: Media "nowhere.png" is neither in media/ nor produced by the art generator',
    );
  });

  it('refuses more seeded votes than a hub post has options', () => {
    const dir = brokenCopy();
    editJson<HubFile>(dir, 'hub.json', (hub) => {
      hub[0]!.seedVotes = [1, 2, 3, 4, 5, 6];
    });
    expect(refusal(dir)).toBe('hub.json: [0].seedVotes: seedVotes has 6 numbers for 4 options');
  });

  it('reports only the root error of a character that fails the schema, not its posts and their art', () => {
    const dir = brokenCopy();
    editJson(dir, 'characters/raven.json', (c) => {
      c.gender = 'robot';
    });
    const error = (() => {
      try {
        readPack(dir);
      } catch (e) {
        return e as PackError;
      }
    })();
    expect(error?.issues.map(({ message: _, ...where }) => where)).toEqual([
      { file: 'characters/raven.json', field: 'gender', line: 5, path: ['gender'] },
    ]);
    expect(error?.issues[0]?.message).toMatch(/"girl"\|"futa"/);
    expect(error?.message).toMatch(/^characters\/raven\.json:5: gender: /);
  });

  it("accepts a character's own model settings and refuses bad ones, naming the field", () => {
    const settings = { temperature: 0.7, top_p: 0.9, min_p: 0.05, frequency_penalty: 0.2, repetition_penalty: 1.1 };
    const good = brokenCopy();
    editJson(good, 'characters/mila.json', (c) => {
      c.model = { ...settings, max_tokens: 300, stop: ['###'], contextTokens: 8192 };
    });
    expect(readPack(good).characters.find((c) => c.id === 'mila')?.model).toEqual({
      ...settings,
      max_tokens: 300,
      stop: ['###'],
      contextTokens: 8192,
    });
    const refused = (model: unknown) => {
      const dir = brokenCopy();
      editJson(dir, 'characters/mila.json', (c) => {
        c.model = model;
      });
      return refusal(dir);
    };
    expect(refused({ temperature: 3 })).toBe(
      'characters/mila.json: model.temperature: temperature must be between 0 and 2',
    );
    expect(refused({ stop: [''] })).toBe('characters/mila.json: model.stop[0]: a stop sequence cannot be empty');
    // the other rules, by the schema the reader applies (a pack read takes seconds)
    const message = (model: unknown) => characterModelSchema.safeParse(model).error?.issues.map((i) => i.message);
    expect(message({ top_p: -0.1 })).toEqual(['top_p must be between 0 and 1']);
    expect(message({ max_tokens: 300.5 })).toEqual(['max_tokens must be a whole number']);
    expect(message({ stop: ['a', 'b', 'c', 'd', 'e'] })).toEqual(['at most 4 stop sequences']);
    expect(message({ contextTokens: 100 })).toEqual(['contextTokens must be between 1024 and 1000000']);
    expect(message({ contextTokens: 1024, max_tokens: 800 })).toEqual([
      'max_tokens must leave at least half of contextTokens to the prompt',
    ]);
    expect(message({ temprature: 0.5 })?.join()).toMatch(/temprature/);
    expect(
      message({ repetition_penalty: 1.1, frequency_penalty: -0.5, contextTokens: 1024, max_tokens: 512 }),
    ).toBeUndefined();
  }, 60_000);

  it('names a file that is not valid JSON', () => {
    const dir = brokenCopy();
    writeFileSync(`${dir}/hub.json`, '[{ oops');
    expect(refusal(dir)).toMatch(/^hub\.json: \(json\): Not valid JSON/);
  });
});
