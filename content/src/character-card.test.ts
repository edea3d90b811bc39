import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packCharacterSchema } from '@app/schema';
import { cardFromPng, readCardFile } from './card-png.ts';
import { characterSkeleton, importCharacterCard } from './character-card.ts';
import { PackError } from './pack-error.ts';
import { checkWording } from './pack-checks.ts';
import { cardPng } from './test-pack.ts';

const card = (spec: string, data: Record<string, unknown> = {}) => ({
  spec,
  spec_version: spec.endsWith('v3') ? '3.0' : '2.0',
  data: {
    name: 'Luna Vale',
    description: 'Luna is a 29-year-old astronomer.\n\nShe runs the night tours at the observatory.',
    personality: 'Dreamy, witty',
    scenario: 'A clear night at the observatory.',
    first_mes: 'Look up. No, higher.',
    mes_example: '<START>\n{{char}}: Stars are just patient fireworks.',
    system_prompt: 'Stay in character.',
    post_history_instructions: 'Keep it short.',
    creator_notes: 'Original character.',
    tags: ['romance', ' stars '],
    character_book: { entries: [] },
    ...data,
  },
});

describe('importCharacterCard', () => {
  it.each(['chara_card_v2', 'chara_card_v3'])('maps a %s card into persona fields, name and tags', (spec) => {
    const imported = importCharacterCard(card(spec), { age: 29 });
    expect(imported).toEqual({
      id: 'luna-vale',
      name: 'Luna Vale',
      age: 29,
      tags: ['romance', 'stars'],
      description: 'Luna is a 29-year-old astronomer.',
      persona: {
        description: 'Luna is a 29-year-old astronomer.\n\nShe runs the night tours at the observatory.',
        personality: 'Dreamy, witty',
        scenario: 'A clear night at the observatory.',
        first_mes: 'Look up. No, higher.',
        mes_example: '<START>\n{{char}}: Stars are just patient fireworks.',
        system_prompt: 'Stay in character.',
        post_history_instructions: 'Keep it short.',
        creator_notes: 'Original character.',
        alternate_greetings: [],
        group_only_greetings: [],
      },
      lorebook: { entries: [], extensions: {}, recursive_scanning: false, scan_depth: 2, token_budget: 512 },
      card: {},
    });
  });

  it('accepts the card as JSON text and an explicit id', () => {
    expect(importCharacterCard(JSON.stringify(card('chara_card_v2')), { age: 30, id: 'luna' }).id).toBe('luna');
  });

  it('refuses a card without an age supplied by the operator', () => {
    expect(() => importCharacterCard(card('chara_card_v2'))).toThrow(/character card: age: age is required/);
  });

  it('refuses an age under 18', () => {
    expect(() => importCharacterCard(card('chara_card_v3'), { age: 16 })).toThrow(
      /age: Every character must be 18 or over/,
    );
  });

  it('refuses minor-coded wording in the card, naming the field', () => {
    const error = (() => {
      try {
        importCharacterCard(card('chara_card_v2', { scenario: 'After high school she ...' }), { age: 25 });
      } catch (e) {
        return e as PackError;
      }
    })();
    expect(error).toBeInstanceOf(PackError);
    expect(error?.message).toMatch(/character card: data\.scenario: Minor-coded wording/);
  });

  it('refuses other formats', () => {
    expect(() => importCharacterCard({ name: 'Old V1 card' }, { age: 25 })).toThrow(/spec: Only character cards V2/);
  });
});

describe('PNG character cards', () => {
  it('reads a V2 card from the chara chunk of a real PNG', async () => {
    const png = await cardPng({ chara: card('chara_card_v2') });
    expect(cardFromPng(png)).toEqual(card('chara_card_v2'));
  });

  it('prefers the ccv3 chunk of a V3 card over its V2 fallback', async () => {
    // A V3 card carries both: chara (V2, for older tools) and ccv3.
    const png = await cardPng({
      chara: card('chara_card_v2', { name: 'Old Luna' }),
      ccv3: card('chara_card_v3', { name: 'Luna Vale' }),
    });
    expect(importCharacterCard(cardFromPng(png), { age: 29 }).name).toBe('Luna Vale');
  });

  it('reads a card file, PNG or JSON, and names what is wrong with a bad one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cards-'));
    writeFileSync(join(dir, 'luna.png'), await cardPng({ chara: card('chara_card_v2'), ccv3: card('chara_card_v3') }));
    writeFileSync(join(dir, 'luna.json'), JSON.stringify(card('chara_card_v2')));
    writeFileSync(join(dir, 'plain.png'), await cardPng({}));
    const damaged = await cardPng({ chara: card('chara_card_v2') });
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 20) ^ 0xff, damaged.length - 20);
    writeFileSync(join(dir, 'damaged.png'), damaged);
    expect(importCharacterCard(readCardFile(join(dir, 'luna.png')), { age: 29 }).name).toBe('Luna Vale');
    expect(importCharacterCard(readCardFile(join(dir, 'luna.json')), { age: 29 }).name).toBe('Luna Vale');
    expect(() => readCardFile(join(dir, 'plain.png'))).toThrow(/plain\.png: \(png\): This PNG holds no character card/);
    expect(() => readCardFile(join(dir, 'damaged.png'))).toThrow(/damaged\.png: .*damaged/);
    expect(() => readCardFile(join(dir, 'nope.png'))).toThrow(/nope\.png: \(file\): Cannot read the card: ENOENT/);
  });
});

describe('characterSkeleton', () => {
  it('makes a complete character record that passes the pack schema and the wording check', () => {
    const skeleton = characterSkeleton(importCharacterCard(card('chara_card_v2'), { age: 29, id: 'luna' }), {
      gender: 'futa',
      tier: 1,
    });
    const parsed = packCharacterSchema.parse(skeleton);
    expect(parsed).toMatchObject({
      id: 'luna',
      name: 'Luna Vale',
      age: 29,
      gender: 'futa',
      tier: 1,
      images: ['luna-card.jpg', 'luna-avatar.jpg'],
    });
    expect(parsed.dialogue.greeting).toEqual([{ id: 'greeting.1', text: 'Look up. No, higher.', trans: {} }]);
    expect(Object.keys(parsed.dialogue.dates)).toEqual(parsed.locations.map((l) => l.id));
    expect(checkWording('characters/luna.json', skeleton)).toEqual([]);
  });
});
