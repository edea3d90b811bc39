import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { lorebookSchema, packCharacterSchema } from '@app/schema';
import { readCardFile } from './card-png.ts';
import { CARD_FIXTURES_DIR, fixtureSource } from './card-fixtures.ts';
import { characterSkeleton, importCharacterCard } from './character-card.ts';
import { lorebookFileSchema } from './lorebook-import.ts';
import { PackError } from './pack-error.ts';
import { readPack } from './read-pack.ts';
import { copyDemoPack, editJson, type CharacterFile } from './test-pack.ts';

const fixture = (name: string) => join(CARD_FIXTURES_DIR, name);
const source = fixtureSource() as { character_book: { entries: { content: string }[] } } & Record<string, unknown>;
const importFile = (name: string) => importCharacterCard(readCardFile(fixture(name)), { age: 31 });

const FORMATS = [
  { file: 'marisol.v2.png', v3: false },
  { file: 'marisol.v3.png', v3: true },
  { file: 'marisol.v3.json', v3: true },
  { file: 'marisol.charx', v3: true },
];

describe.each(FORMATS)('importing $file', ({ file, v3 }) => {
  const imported = importFile(file);

  it('keeps every persona field as written, macros and all', () => {
    expect(imported).toMatchObject({ id: 'marisol-reyes', name: 'Marisol Reyes', age: 31 });
    expect(imported.tags).toEqual(['romance', 'sea', 'night']);
    expect(imported.persona).toEqual({
      description: source.description,
      personality: source.personality,
      scenario: source.scenario,
      first_mes: source.first_mes,
      mes_example: source.mes_example,
      system_prompt: source.system_prompt,
      post_history_instructions: source.post_history_instructions,
      creator_notes: source.creator_notes,
      alternate_greetings: source.alternate_greetings,
      group_only_greetings: v3 ? source.group_only_greetings : [],
      ...(v3 ? { nickname: 'Mari' } : {}),
    });
  });

  it('keeps the card’s other fields', () => {
    expect(imported.card).toEqual({
      creator: 'cards fixture',
      character_version: '1.2',
      extensions: source.extensions,
      ...(v3
        ? {
            source: source.source,
            creator_notes_multilingual: source.creator_notes_multilingual,
            creation_date: source.creation_date,
            modification_date: source.modification_date,
            assets: source.assets,
          }
        : {}),
    });
  });

  it('keeps the lorebook with every entry, reading SillyTavern’s extension fields', () => {
    const book = imported.lorebook!;
    expect(book).toMatchObject({
      name: "Marisol's logbook",
      description: 'What Marisol knows about her boat and her town.',
      scan_depth: 3,
      token_budget: 200,
      recursive_scanning: true,
      extensions: { source: 'fixture' },
    });
    expect(book.entries.map((e) => e.content)).toEqual(source.character_book.entries.map((e) => e.content));
    const [boat, storm, town, scent, lighthouse, off] = book.entries;
    expect(boat).toMatchObject({
      id: 1,
      keys: ['pilot boat', 'boat'],
      insertion_order: 10,
      priority: 5,
      name: 'The Gull',
      comment: 'boat',
      position: 'before_char',
      extensions: { display_index: 0 },
    });
    expect(storm).toMatchObject({
      selective: true,
      secondary_keys: ['night', 'tonight'],
      selective_logic: 'and_any',
      position: 'after_char',
    });
    expect(town).toMatchObject({
      case_sensitive: true,
      match_whole_words: true,
      scan_depth: 1,
      position: 'after_char',
    });
    expect(scent).toMatchObject({ constant: true, keys: [], insertion_order: 5 });
    expect(lighthouse).toMatchObject({
      keys: ['/light ?house/i'],
      selective_logic: 'not_any',
      use_regex: v3,
      position: 'after_char',
    });
    expect(off).toMatchObject({ enabled: false });
  });

  it('makes a character whose greetings are the first message and the alternate greetings, macros filled', () => {
    const record = packCharacterSchema.parse(characterSkeleton(imported));
    expect(record.dialogue.greeting).toEqual([
      {
        id: 'greeting.1',
        text: '*{name} tosses you a life vest.* Put that on, sailor. The harbour gets choppy after midnight.',
        trans: {},
      },
      { id: 'greeting.2', text: '*{name} waves from the pier.* You again? The tide must like you.', trans: {} },
      { id: 'greeting.3', text: '*The foghorn sounds.* {name}: Right on time, you. Hold the rope for me?', trans: {} },
    ]);
    expect(record.lorebook).toEqual(imported.lorebook);
    expect(record.card).toEqual(imported.card);
  });
});

describe('a CHARX file', () => {
  it('names what is wrong with a zip that holds no card, or a broken one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'charx-'));
    writeFileSync(join(dir, 'empty.charx'), zipSync({ 'readme.txt': Buffer.from('no card here') }));
    writeFileSync(join(dir, 'bad.charx'), zipSync({ 'card.json': Buffer.from('{"spec": ') }));
    expect(() => readCardFile(join(dir, 'empty.charx'))).toThrow(
      /empty\.charx: \(charx\): This CHARX file holds no card\.json/,
    );
    expect(() => readCardFile(join(dir, 'bad.charx'))).toThrow(/bad\.charx: \(charx card\.json\): Not valid JSON/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('SillyTavern world-info files', () => {
  const world: unknown = JSON.parse(readFileSync(fixture('port-calloway.world.json'), 'utf8'));

  it('read as a lorebook, keeping the fields the game does not use', () => {
    const book = lorebookFileSchema(world).parse(world);
    expect(book.name).toBe('Port Calloway');
    const [master, festival, tavern] = book.entries;
    expect(master).toMatchObject({
      id: 0,
      keys: ['harbour master', 'harbourmaster'],
      comment: 'Harbour master',
      insertion_order: 100,
      position: 'before_char',
      enabled: true,
      match_whole_words: false,
      extensions: { probability: 100, useProbability: true, depth: 4, addMemo: true, displayIndex: 0 },
    });
    expect(master?.case_sensitive).toBeUndefined();
    expect(master?.scan_depth).toBeUndefined();
    expect(festival).toMatchObject({
      secondary_keys: ['summer', 'june'],
      selective: true,
      selective_logic: 'and_all',
      position: 'after_char',
      scan_depth: 4,
      case_sensitive: false,
      match_whole_words: true,
    });
    // SillyTavern's "at depth" position comes after the character; the original stays in extensions.
    expect(tavern).toMatchObject({ enabled: false, position: 'after_char', extensions: { depth: 2 } });
    expect(lorebookSchema.parse(book)).toEqual(book);
  });

  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const packWithWorld = () => {
    const dir = copyDemoPack();
    dirs.push(dir);
    mkdirSync(join(dir, 'lorebooks'));
    copyFileSync(fixture('port-calloway.world.json'), join(dir, 'lorebooks', 'port-calloway.json'));
    return dir;
  };

  it('are shared by the characters of a pack that name them', () => {
    const dir = packWithWorld();
    for (const id of ['mila', 'vera'])
      editJson<CharacterFile>(dir, `characters/${id}.json`, (c) => {
        c.lorebooks = ['port-calloway'];
      });
    const pack = readPack(dir);
    const books = (id: string) => pack.characters.find((c) => c.id === id)?.lorebooks;
    expect(books('mila')).toEqual([expect.objectContaining({ name: 'Port Calloway' })]);
    expect(books('vera')).toEqual(books('mila'));
    expect(books('elise')).toEqual([]);
  });

  it('a pack naming a lorebook it does not have is refused, naming the character file', () => {
    const dir = packWithWorld();
    editJson<CharacterFile>(dir, 'characters/mila.json', (c) => {
      c.lorebooks = ['port-calloway', 'atlantis'];
    });
    expect(() => readPack(dir)).toThrow(PackError);
    expect(() => readPack(dir)).toThrow(/characters\/mila\.json:\d+: lorebooks\.1: No lorebook "atlantis"/);
  });
});
