import { describe, expect, it } from 'vitest';
import { DEMO_PACK_DIR } from './media-dirs.ts';
import { readPack } from './read-pack.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const pack = readPack(DEMO_PACK_DIR);

/** Every interface language besides English: the demo pack must reach all of them. */
const INTERFACE_LANGS = ['es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'tr', 'id', 'hi', 'vi', 'th'];

/** Interface languages still without a demo folder in i18n/; remove one when its folder lands. */
const NOT_YET_TRANSLATED: string[] = [];

/** The languages the pack is translated into (its i18n/ folders); a language is added whole or not at all. */
const LANGS: string[] = readdirSync(join(DEMO_PACK_DIR, 'i18n'));

/** Languages not written in Latin letters: a translation must contain at least one letter of its script. */
const SCRIPTS: Record<string, RegExp> = {
  ru: /\p{Script=Cyrillic}/u,
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
  th: /\p{Script=Thai}/u,
};

interface Translatable {
  where: string;
  text: string;
  trans: Record<string, string>;
}

/** Every text with translations: descriptions, location and pose names, lines, replies, posts, hub posts. */
function translatables(): Translatable[] {
  const found: Translatable[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      for (const [textKey, transKey] of [
        ['text', 'trans'],
        ['name', 'nameTrans'],
        ['description', 'descriptionTrans'],
      ] as const) {
        if (typeof o[textKey] === 'string' && o[transKey] && typeof o[transKey] === 'object') {
          found.push({ where: `${where}.${textKey}`, text: o[textKey], trans: o[transKey] as Record<string, string> });
        }
      }
      for (const [key, item] of Object.entries(o)) if (key !== 'persona') visit(item, `${where}.${key}`);
    }
  };
  for (const c of pack.characters) visit(c, c.id);
  visit(pack.posts, 'posts');
  visit(pack.hubPosts, 'hub');
  return found;
}

const all = translatables();

describe('demo pack translations', () => {
  it('covers descriptions, locations, poses, lines, replies, posts and hub posts', () => {
    expect(all.length).toBeGreaterThan(1500);
    for (const part of [
      '.description',
      '.locations[0].name',
      '.poses[0].name',
      '.dialogue.greeting[0].text',
      '.replies[2].text',
    ]) {
      expect(all.some((t) => t.where.includes(part))).toBe(true);
    }
    expect(all.filter((t) => t.where.startsWith('posts'))).toHaveLength(pack.posts.length);
    expect(all.filter((t) => t.where.startsWith('hub'))).toHaveLength(pack.hubPosts.length);
  });

  it('builds every interface language except the pending ones, and only those', () => {
    expect([...LANGS, ...NOT_YET_TRANSLATED].sort()).toEqual([...INTERFACE_LANGS].sort());
    for (const t of all) expect(Object.keys(t.trans).sort(), t.where).toEqual([...LANGS].sort());
  });

  it('has every text in each built language, none empty', () => {
    const incomplete = all.filter((t) => LANGS.some((lang) => !t.trans[lang]?.trim())).map((t) => t.where);
    expect(incomplete).toEqual([]);
  });

  it.skipIf(NOT_YET_TRANSLATED.length > 0)('has every text in all 15 non-English languages, none empty', () => {
    const incomplete = all.filter((t) => INTERFACE_LANGS.some((lang) => !t.trans[lang]?.trim())).map((t) => t.where);
    expect(incomplete).toEqual([]);
  });

  it('writes each language in its own script and keeps placeholders and image references', () => {
    const wrong: string[] = [];
    for (const { where, text, trans } of all) {
      const kept = text.match(/\{\w+\}|\[[\w.-]+\]/g) ?? [];
      for (const lang of LANGS) {
        const translated = trans[lang] ?? '';
        if (SCRIPTS[lang] && !SCRIPTS[lang].test(translated)) wrong.push(`${where} ${lang}: not in its script`);
        for (const token of kept) if (!translated.includes(token)) wrong.push(`${where} ${lang}: lost ${token}`);
        if (translated.includes('|')) wrong.push(`${where} ${lang}: stray separator`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('does not leave English copies in the Latin-script languages', () => {
    for (const lang of LANGS.filter((l) => !SCRIPTS[l])) {
      const copies = new Set(all.filter((t) => t.trans[lang] === t.text).map((t) => t.text));
      // A few loanwords are the same everywhere (e.g. "Strip poker").
      expect([...copies].length, `${lang}: ${[...copies].join(' / ')}`).toBeLessThanOrEqual(3);
    }
  });

  it('gives every line and reply a stable id, so translations never follow positions', () => {
    expect(pack.warnings.filter((w) => w.message.includes('no id'))).toEqual([]);
    expect(pack.warnings).toEqual([]);
  });
});
