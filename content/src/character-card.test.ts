import { describe, expect, it } from 'vitest';
import { importCharacterCard } from './character-card.ts';
import { PackError } from './pack-error.ts';

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
      },
    });
  });

  it('accepts the card as JSON text and an explicit id', () => {
    expect(importCharacterCard(JSON.stringify(card('chara_card_v2')), { age: 30, id: 'luna' }).id).toBe('luna');
  });

  it('refuses a card without an age supplied by the operator', () => {
    expect(() => importCharacterCard(card('chara_card_v2'))).toThrow(/character card: age: age is required/);
  });

  it('refuses an age under 18', () => {
    expect(() => importCharacterCard(card('chara_card_v3'), { age: 16 })).toThrow(/age: Every character must be 18 or over/);
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
