import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPack } from './check-pack.ts';
import { DEMO_PACK_DIR } from './media-dirs.ts';
import { readPack } from './read-pack.ts';
import { editJson, lineObject, type CharacterFile, type CharacterTranslationFile } from './test-pack.ts';

const STARTER = new URL('../examples/starter/', import.meta.url).pathname;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function starterCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'starter-'));
  cpSync(STARTER, dir, { recursive: true });
  dirs.push(dir);
  return dir;
}
/** The 1-based line of the first occurrence of `needle` in a file of the pack. */
const lineOf = (dir: string, file: string, needle: string) =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;

describe('translations by stable id', () => {
  it('merges each language folder into the text its id names', () => {
    const pack = readPack(DEMO_PACK_DIR);
    const mila = pack.characters.find((c) => c.id === 'mila')!;
    const fr = JSON.parse(
      readFileSync(join(DEMO_PACK_DIR, 'i18n/fr/characters/mila.json'), 'utf8'),
    ) as CharacterTranslationFile;
    const rude = mila.dialogue.talk.cold[0]!.replies.find((r) => r.kind === 'rude')!;
    expect(rude.id).toBe('cold-1.rude');
    expect(rude.trans.fr).toBe(fr.lines?.['cold-1.rude']);
    expect(mila.descriptionTrans.ja).toBe(
      (
        JSON.parse(
          readFileSync(join(DEMO_PACK_DIR, 'i18n/ja/characters/mila.json'), 'utf8'),
        ) as CharacterTranslationFile
      ).description,
    );
    expect(mila.poses[0]!.nameTrans.de).toBeTruthy();
    const post = pack.posts.find((p) => p.charId === 'mila')!;
    expect(post.descriptionTrans.ko).toBeTruthy();
  });

  it('accepts the starter example pack with no warning, in English and French', () => {
    const report = checkPack(STARTER);
    expect(report.exitCode).toBe(0);
    expect(report.lines[0]).toMatch(/^Starter pack 1\.0\.0 is valid/);
    expect(report.lines.join('\n')).not.toContain('warning');
    const iris = readPack(STARTER).characters[0]!;
    expect(iris.dialogue.greeting[0]).toMatchObject({
      text: 'Careful, that shelf bites.',
      trans: { fr: 'Attention, cette étagère mord.' },
    });
  });

  it('points a writer at a mistyped id in a language file, by file and line, and still loads', () => {
    const dir = starterCopy();
    editJson<CharacterTranslationFile>(dir, 'i18n/fr/characters/iris.json', (t) => {
      t.lines = { ...t.lines, 'cold-1.frendly': 'Les deux.' };
    });
    const report = checkPack(dir);
    expect(report.exitCode).toBe(0);
    const line = lineOf(dir, 'i18n/fr/characters/iris.json', 'cold-1.frendly');
    expect(report.lines).toContain(
      `  i18n/fr/characters/iris.json:${line}: lines.cold-1.frendly: No line or reply "cold-1.frendly" in the source file`,
    );
  });

  it('lists a new English line that a language lacks at the line of its id, and plays it in English', () => {
    const dir = starterCopy();
    editJson<CharacterFile>(dir, 'characters/iris.json', (c) => {
      c.dialogue.greeting.push({ id: 'greeting.2', text: 'We close at six, so be quick.' });
    });
    const report = checkPack(dir);
    const line = lineOf(dir, 'characters/iris.json', '"greeting.2"');
    expect(report.lines).toContain(
      `  characters/iris.json:${line}: dialogue.greeting[1].id: "greeting.2" is not translated into fr`,
    );
    expect(readPack(dir).characters[0]!.dialogue.greeting[1]).toMatchObject({
      text: 'We close at six, so be quick.',
      trans: {},
    });
  });

  it('warns when a translation loses a placeholder or an image reference', () => {
    const dir = starterCopy();
    editJson<CharacterFile>(dir, 'characters/iris.json', (c) => {
      lineObject(c.dialogue.greeting[0]).text = 'Careful, {name}, that shelf bites.';
    });
    expect(checkPack(dir).lines.join('\n')).toMatch(
      /i18n\/fr\/characters\/iris\.json:\d+: lines\.greeting\.1: The translation lost \{name\}/,
    );
  });

  it("refuses two texts with the same id, naming the second one's line", () => {
    const dir = starterCopy();
    editJson<CharacterFile>(dir, 'characters/iris.json', (c) => {
      lineObject(c.dialogue.away[0]).id = 'blocked.1';
    });
    const report = checkPack(dir);
    expect(report.exitCode).toBe(1);
    const line =
      readFileSync(join(dir, 'characters/iris.json'), 'utf8')
        .split('\n')
        .findLastIndex((l) => l.includes('"blocked.1"')) + 1;
    expect(report.lines).toContain(
      `  characters/iris.json:${line}: dialogue.away[0].id: Duplicate text id "blocked.1"`,
    );
  });

  it('refuses a language file that is not JSON, at the line of the mistake', () => {
    const dir = starterCopy();
    const file = join(dir, 'i18n/fr/posts.json');
    writeFileSync(file, '{\n  "iris-post-1": "Nouveautés"\n  "oops": "x"\n}\n');
    const report = checkPack(dir);
    expect(report.exitCode).toBe(1);
    expect(report.lines[1]).toMatch(/^ {2}i18n\/fr\/posts\.json:3: \(json\): Not valid JSON/);
  });

  it('refuses a language folder that is not a language code, and unknown keys in a character file', () => {
    const dir = starterCopy();
    cpSync(join(dir, 'i18n/fr'), join(dir, 'i18n/French'), { recursive: true });
    editJson(dir, 'i18n/fr/characters/iris.json', (t) => {
      t.greeting = 'Bonjour';
    });
    const lines = checkPack(dir).lines.join('\n');
    expect(lines).toContain('i18n/French/: (folder): Language folders are named by language code');
    expect(lines).toMatch(/i18n\/fr\/characters\/iris\.json:\d+: \(root\): Unrecognized key: "greeting"/);
  });
});
