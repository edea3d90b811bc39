import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPack, REPO_ROOT } from '@app/content';
import { importCard } from '../src/cli/content-commands.ts';
import { writeTestPack } from './content-fixtures.ts';

const FIXTURES = join(REPO_ROOT, 'content', 'fixtures', 'cards');

describe('pnpm admin import-card with the peer apps’ card formats', () => {
  it.each(['marisol.v2.png', 'marisol.v3.png', 'marisol.v3.json', 'marisol.charx'])(
    '%s becomes a valid character with its lorebook and greeting variants',
    (file) => {
      const pack = writeTestPack([{ id: 'ava', name: 'Ava Stone', gender: 'girl', tier: 0, posts: 1 }], { poses: 3 });
      const made = importCard({ packDir: pack }, { file: join(FIXTURES, file), age: '31', id: 'marisol' });
      expect(made.code, made.output).toBe(0);
      expect(made.output).toContain('From the card: name, tags, description, persona, lorebook, greetings');
      expect(made.output).toContain('The card names the world info "port-calloway": copy its file to lorebooks/');
      const written = JSON.parse(readFileSync(join(pack, 'characters', 'marisol.json'), 'utf8')) as {
        lorebook: { entries: unknown[] };
        dialogue: { greeting: unknown[] };
        card: Record<string, unknown>;
      };
      expect(written.lorebook.entries).toHaveLength(6);
      expect(written.dialogue.greeting).toHaveLength(3);
      expect(written.card).toMatchObject({ creator: 'cards fixture', character_version: '1.2' });
      const marisol = readPack(pack).characters.find((c) => c.id === 'marisol');
      expect(marisol?.persona.alternate_greetings).toHaveLength(2);
    },
  );
});

describe('pnpm admin import-card says whether the character is playable now', () => {
  const fixture = join(FIXTURES, 'marisol.v3.json');
  it('with a model configured: playable now, the model voicing the generic pools', () => {
    const pack = writeTestPack([{ id: 'ava', name: 'Ava Stone', gender: 'girl', tier: 0, posts: 1 }], { poses: 3 });
    const made = importCard({ packDir: pack, modelConfigured: true }, { file: fixture, age: '31', id: 'marisol' });
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain(
      'Playable now: the model voices the 15 generic dialogue pools (talk.cold, talk.warm, talk.hot, locationOffer,',
    );
    expect(made.output).not.toContain('Placeholders to replace');
    expect(made.output).toContain('Then load it: pnpm content:load');
    const marisol = readPack(pack).characters.find((c) => c.id === 'marisol');
    expect(marisol?.generic).toHaveLength(15);
  });

  it('without a model: the placeholders to write, as before', () => {
    const pack = writeTestPack([{ id: 'ava', name: 'Ava Stone', gender: 'girl', tier: 0, posts: 1 }], { poses: 3 });
    const made = importCard({ packDir: pack, modelConfigured: false }, { file: fixture, age: '31', id: 'marisol' });
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('Placeholders to replace before players see this character:');
    expect(made.output).toContain('dialogue: every pool named in "generic" has one generic line');
    expect(made.output).not.toContain('Playable now');
  });
});
