import { describe, expect, it } from 'vitest';
import { lorebookSchema, type Lorebook } from '@app/schema';
import { replaceMacros, selectLore } from '../src/services/model/lorebook.ts';
import { countTokens } from '../src/services/model/tokens.ts';

type EntryInput = Partial<Lorebook['entries'][number]> & { content: string };
const book = (entries: EntryInput[], settings: Partial<Omit<Lorebook, 'entries'>> = {}): Lorebook =>
  lorebookSchema.parse({ ...settings, entries });
const picked = (books: Lorebook[], recent: string[]) => {
  const lore = selectLore(books, recent);
  return [...lore.before, ...lore.after];
};

describe('selectLore', () => {
  it('inserts an entry only when one of its keys is in the recent messages', () => {
    const b = book([{ keys: ['lighthouse', 'beacon'], content: 'LIGHT' }]);
    expect(picked([b], ['Nice evening.'])).toEqual([]);
    expect(picked([b], ['Is that the Beacon over there?'])).toEqual(['LIGHT']);
  });

  it('looks only scan_depth messages back, the entry’s own depth first', () => {
    const b = book(
      [
        { keys: ['boat'], content: 'BOAT' },
        { keys: ['boat'], content: 'DEEP', scan_depth: 4 },
      ],
      { scan_depth: 2 },
    );
    const recent = ['Nice boat.', 'Thanks.', 'Shall we go?'];
    expect(picked([b], recent)).toEqual(['DEEP']);
    expect(picked([b], recent.slice(1).concat('boat?'))).toEqual(['BOAT', 'DEEP']);
    expect(picked([book([{ keys: ['boat'], content: 'NONE' }], { scan_depth: 0 })], ['boat'])).toEqual([]);
  });

  it('always inserts constant entries and never disabled or empty ones', () => {
    const b = book([
      { constant: true, content: 'ALWAYS' },
      { keys: ['boat'], enabled: false, content: 'OFF' },
      { keys: ['boat'], content: '   ' },
      { keys: [], content: 'NO KEYS' },
    ]);
    expect(picked([b], ['boat'])).toEqual(['ALWAYS']);
  });

  it('matches case-insensitively unless the entry is case-sensitive, and whole words when asked', () => {
    const b = book([
      { keys: ['Calloway'], case_sensitive: true, content: 'CASED' },
      { keys: ['art'], content: 'PART' },
      { keys: ['art'], match_whole_words: true, content: 'WORD' },
    ]);
    expect(picked([b], ['calloway at the start'])).toEqual(['PART']);
    expect(picked([b], ['Calloway art'])).toEqual(['CASED', 'PART', 'WORD']);
  });

  it('reads regex keys written /like this/ or with use_regex, and ignores a broken one', () => {
    const b = book([
      { keys: ['/light ?house/i'], content: 'SLASHED' },
      { keys: ['fog+y'], use_regex: true, content: 'REGEX' },
      { keys: ['(unclosed'], use_regex: true, content: 'BROKEN' },
    ]);
    expect(picked([b], ['A LIGHT HOUSE, so foggy'])).toEqual(['SLASHED', 'REGEX']);
  });

  it('combines secondary keys by the selective logic', () => {
    const entry = (selective_logic: Lorebook['entries'][number]['selective_logic']) => ({
      keys: ['storm'],
      secondary_keys: ['night', 'sea'],
      selective: true,
      selective_logic,
      content: selective_logic,
    });
    const b = book([entry('and_any'), entry('and_all'), entry('not_any'), entry('not_all')]);
    expect(picked([b], ['a storm'])).toEqual(['not_any', 'not_all']);
    expect(picked([b], ['a storm at night'])).toEqual(['and_any', 'not_all']);
    expect(picked([b], ['a storm at sea at night'])).toEqual(['and_any', 'and_all']);
    expect(picked([b], ['night at sea'])).toEqual([]);
    // Not selective: the secondary keys do not matter.
    expect(picked([book([{ ...entry('and_all'), selective: false }])], ['storm'])).toEqual(['and_all']);
  });

  it('orders by insertion order, before or after the character', () => {
    const b = book([
      { keys: ['x'], insertion_order: 30, content: 'C', position: 'after_char' },
      { keys: ['x'], insertion_order: 10, content: 'A' },
      { keys: ['x'], insertion_order: 20, content: 'B', position: 'after_char' },
      { keys: ['x'], insertion_order: 5, content: 'FIRST' },
    ]);
    expect(selectLore([b], ['x'])).toMatchObject({ before: ['FIRST', 'A'], after: ['B', 'C'] });
  });

  it('keeps within the token budget, constant then higher priority first', () => {
    const text = (c: string) => c + ` ${c}`.repeat(9); // 10 tokens: "apple" and " apple" are one each
    const b = book(
      [
        { keys: ['x'], priority: 1, insertion_order: 1, content: text('apple') },
        { keys: ['x'], priority: 9, insertion_order: 2, content: text('berry') },
        { constant: true, insertion_order: 3, content: text('cat') },
        { keys: ['x'], priority: 0, insertion_order: 50, content: text('dog') },
      ],
      { token_budget: 25 },
    );
    const lore = selectLore([b], ['x']);
    expect(['apple', 'berry', 'cat', 'dog'].map((w) => countTokens(text(w)))).toEqual([10, 10, 10, 10]);
    expect(lore.before).toEqual([text('berry'), text('cat')]);
    expect(lore.tokens).toBe(countTokens(text('berry')) + countTokens(text('cat')));
    expect(lore.tokens).toBeLessThanOrEqual(25);
  });

  it('keeps every book together within the prompt’s lore budget, constant then higher priority first', () => {
    const text = (c: string) => c + ` ${c}`.repeat(9);
    const first = book([
      { keys: ['x'], priority: 1, content: text('apple') },
      { constant: true, content: text('cat') },
    ]);
    const second = book([{ keys: ['x'], priority: 5, content: text('berry') }]);
    expect(selectLore([first, second], ['x']).before).toHaveLength(3);
    const lore = selectLore([first, second], ['x'], (t) => t, 25);
    expect(lore.before).toEqual([text('cat'), text('berry')]);
    expect(lore.tokens).toBeLessThanOrEqual(25);
    expect(selectLore([first, second], ['x'], (t) => t, 0)).toMatchObject({ before: [], after: [], tokens: 0 });
  });

  it('lets selected lore select more with recursive scanning', () => {
    const entries = [
      { keys: ['harbour'], content: 'The harbour has a lighthouse.' },
      { keys: ['lighthouse'], content: 'The lighthouse keeper is Ana.' },
    ];
    expect(picked([book(entries)], ['the harbour'])).toEqual(['The harbour has a lighthouse.']);
    expect(picked([book(entries, { recursive_scanning: true })], ['the harbour'])).toEqual([
      'The harbour has a lighthouse.',
      'The lighthouse keeper is Ana.',
    ]);
  });

  it('merges several books (own and shared), each with its own budget', () => {
    const own = book([{ keys: ['x'], insertion_order: 20, content: 'OWN' }]);
    const shared = book([{ keys: ['x'], insertion_order: 10, content: 'SHARED' }]);
    expect(picked([own, shared], ['x'])).toEqual(['SHARED', 'OWN']);
  });

  it('leaves out the V3 decorator lines that open an entry', () => {
    const b = book([{ constant: true, content: '@@depth 4\n@@activate\nThe Gull has a brass bell.' }]);
    expect(picked([b], [])).toEqual(['The Gull has a brass bell.']);
  });

  it('fills macros in the entries it returns', () => {
    const b = book([{ constant: true, content: '{{char}} likes {{user}}.' }]);
    expect(selectLore([b], [], (t) => replaceMacros(t, { char: 'Mari', user: 'you' })).before).toEqual([
      'Mari likes you.',
    ]);
  });
});

describe('replaceMacros', () => {
  it('replaces {{char}}, {{user}}, <BOT> and <USER> in any letter case, literally', () => {
    expect(replaceMacros('{{Char}} and {{USER}}; <BOT> and <user>', { char: 'A$&b', user: 'you' })).toBe(
      'A$&b and you; A$&b and you',
    );
  });
});
