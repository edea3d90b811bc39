import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PACK_DIR } from './media-dirs.ts';
import { packFromTexts, type PackContent } from './pack-content.ts';
import { readPack } from './read-pack.ts';

/** The pack's JSON texts by path, as a bundler hands them over; `only` keeps the paths it accepts. */
function texts(dir: string, only: (path: string) => boolean): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const inPack = relative(dir, path);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json') && only(inPack)) out[inPack] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return out;
}

describe("packFromTexts (the web mocks' pack, without the file system)", () => {
  it("gives the characters, scenarios, posts and hub posts readPack gives, with one language's translations merged by id", () => {
    const full = readPack(DEMO_PACK_DIR);
    const french = packFromTexts(texts(DEMO_PACK_DIR, (p) => !p.startsWith('i18n/') || p.startsWith('i18n/fr/')));
    const pick = (trans: Record<string, string>) => trans.fr;
    expect(french.characters.map((c) => c.id)).toEqual(full.characters.map((c) => c.id));
    expect(Object.keys(french.scenarios)).toEqual(Object.keys(full.scenarios));
    expect(french.posts.map((p) => [p.id, pick(p.descriptionTrans)])).toEqual(
      full.posts.map((p) => [p.id, pick(p.descriptionTrans)]),
    );
    expect(french.hubPosts).toHaveLength(full.hubPosts.length);
    const mila = (pack: PackContent) => pack.characters.find((c) => c.id === 'mila')!;
    expect(mila(french).descriptionTrans.fr).toBeTruthy();
    expect(JSON.stringify(mila(french).dialogue.greeting)).toContain(
      JSON.stringify(pick((mila(full).dialogue.greeting[0] as { trans: Record<string, string> }).trans)),
    );
  });

  it('has no translation without the i18n files', () => {
    const english = packFromTexts(
      texts(DEMO_PACK_DIR, (p) => !p.startsWith('i18n/') && !p.startsWith('translations/')),
    );
    expect(english.characters.every((c) => Object.keys(c.descriptionTrans).length === 0)).toBe(true);
  });
});
