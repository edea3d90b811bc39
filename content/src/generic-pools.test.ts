import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialoguePool, packCharacterSchema } from '@app/schema';
import { characterSkeleton, genericNote, importCharacterCard, importNotes } from './character-card.ts';
import { checkPack } from './check-pack.ts';
import { readCardFile } from './card-png.ts';
import { PackError } from './pack-error.ts';
import { readPack } from './read-pack.ts';
import { copyDemoPack } from './test-pack.ts';

const marisol = () =>
  characterSkeleton(
    importCharacterCard(readCardFile(join(import.meta.dirname, '..', 'fixtures', 'cards', 'marisol.v3.json')), {
      age: 31,
      id: 'marisol',
    }),
  );

function packWith(record: Record<string, unknown>): string {
  const dir = copyDemoPack();
  writeFileSync(join(dir, 'characters', `${String(record.id)}.json`), JSON.stringify(record, null, 2));
  return dir;
}

describe('generic pools of an imported card', () => {
  it('the skeleton names every placeholder pool it wrote, and only those', () => {
    const c = packCharacterSchema.parse(marisol());
    expect(c.generic).toEqual([
      'talk.cold',
      'talk.warm',
      'talk.hot',
      'locationOffer',
      'actionOffer',
      'actionGeneric',
      'sceneEnd',
      'blocked',
      'away',
      'resume',
      'freeText.positive',
      'freeText.neutral',
      'freeText.negative',
      'dates.cafe',
      'dates.rooftop',
    ]);
    for (const name of c.generic) expect(dialoguePool(c.dialogue, name), name).not.toBeNull();
    // The card's first message and alternates are written greetings, not placeholders.
    expect(c.generic).not.toContain('greeting');
  });

  it('a card without a first message gets a placeholder greeting, listed as generic', () => {
    const card = importCharacterCard(
      { spec: 'chara_card_v2', data: { name: 'Nell Hart', description: 'A sailor of thirty-four.' } },
      { age: 34 },
    );
    const c = packCharacterSchema.parse(characterSkeleton(card));
    expect(c.generic[0]).toBe('greeting');
    expect(dialoguePool(c.dialogue, 'greeting')).toEqual(c.dialogue.greeting);
  });

  it('names pools by field and key, and nothing else', () => {
    const { dialogue } = packCharacterSchema.parse(marisol());
    expect(dialoguePool(dialogue, 'dates.cafe')).toBe(dialogue.dates.cafe);
    expect(dialoguePool(dialogue, 'freeText.negative')).toBe(dialogue.freeText.negative);
    for (const bad of ['dates.beach', 'talk', 'freeText', 'warning', 'actions.wave', 'talk.cold.x', 'toString'])
      expect(dialoguePool(dialogue, bad), bad).toBeNull();
  });

  it('a pack with an imported character loads, and content:check says who voices its pools', () => {
    const dir = packWith(marisol());
    expect(readPack(dir).characters.find((c) => c.id === 'marisol')?.generic).toHaveLength(15);
    const voiced = checkPack(dir, { modelConfigured: true });
    expect(voiced.exitCode).toBe(0);
    expect(voiced.lines).toContain('marisol: 15 pools voiced by the model');
    const unvoiced = checkPack(dir, { modelConfigured: false });
    expect(unvoiced.lines.find((l) => l.startsWith('marisol:'))).toMatch(
      /^marisol: 15 pools to write: talk\.cold, talk\.warm, .*dates\.rooftop$/,
    );
    // The demo characters are written: no line for them.
    expect(voiced.lines.filter((l) => /pools? (voiced|to write)/.test(l))).toHaveLength(1);
  });

  it('refuses a generic name that is no pool of the character', () => {
    const dir = packWith({ ...marisol(), generic: ['talk.cold', 'dates.beach'] });
    let error: unknown;
    try {
      readPack(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PackError);
    expect((error as PackError).issues).toContainEqual(
      expect.objectContaining({
        file: 'characters/marisol.json',
        field: 'generic',
        message: '"dates.beach" names no dialogue pool of this character',
      }),
    );
  });

  it('the import notes: playable now with a model, the placeholders to write without', () => {
    const generic = ['talk.cold', 'blocked'];
    const withModel = importNotes(generic, true).join('\n');
    expect(withModel).toContain('Playable now: the model voices the 2 generic dialogue pools (talk.cold, blocked)');
    expect(withModel).not.toContain('dialogue: every pool');
    expect(withModel).toContain('locations: two meeting places');
    const without = importNotes(generic, false).join('\n');
    expect(without).toContain('Placeholders to replace before players see this character:');
    expect(without).toContain('dialogue: every pool named in "generic" has one generic line');
    expect(without).not.toContain('Playable now');
    expect(genericNote(['blocked'], true)).toBe('1 pool voiced by the model');
  });
});
