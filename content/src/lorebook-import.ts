/**
 * Lorebooks as the peer apps write them, mapped to the pack's `lorebookSchema`: a card's
 * `character_book` (V2/V3, with SillyTavern's extension fields) and SillyTavern world-info files
 * (`{ "entries": { "<uid>": { key, keysecondary, order, ... } } }`). Nothing is dropped: fields the
 * game does not use stay in `extensions`.
 */
import { z } from 'zod';
import { lorebookSchema, type Lorebook, type SelectiveLogic } from '@app/schema';

/** SillyTavern numbers its selective logic: AND ANY, NOT ALL, NOT ANY, AND ALL. */
const SELECTIVE_LOGIC: readonly SelectiveLogic[] = ['and_any', 'not_all', 'not_any', 'and_all'];
/** SillyTavern's positions 0 and 1 are the card's before/after the character; the others (author's note, depth) come after. */
const position = (n: unknown) => (n === 0 ? 'before_char' : 'after_char');

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const omit = (o: Raw, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
/** A value when it is set (SillyTavern writes null for "use the global setting"). */
const given = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** A card book entry: the spec's fields first, SillyTavern's extension fields where the spec has none. */
function cardEntry(entry: unknown): unknown {
  if (!isRecord(entry)) return entry;
  const ext = isRecord(entry.extensions) ? entry.extensions : {};
  return {
    ...entry,
    selective_logic:
      entry.selective_logic ??
      (typeof ext.selectiveLogic === 'number' ? SELECTIVE_LOGIC[ext.selectiveLogic] : undefined),
    position: entry.position ?? (ext.position === undefined ? undefined : position(ext.position)),
    case_sensitive: given(entry.case_sensitive) ?? given(ext.case_sensitive),
    scan_depth: given(entry.scan_depth) ?? given(ext.scan_depth),
    match_whole_words: given(entry.match_whole_words) ?? given(ext.match_whole_words),
  };
}

/** A card's `character_book` (V2/V3) in the pack's shape. */
export const cardBookSchema = z.preprocess((book) => {
  if (!isRecord(book) || !Array.isArray(book.entries)) return book;
  return { ...book, entries: book.entries.map(cardEntry) };
}, lorebookSchema);

const keyList = z.array(z.string()).nullish();
const worldInfoEntrySchema = z.looseObject({
  uid: z.union([z.number(), z.string()]).optional(),
  key: keyList,
  keysecondary: keyList,
  content: z.string().nullish(),
  comment: z.string().nullish(),
  constant: z.boolean().nullish(),
  selective: z.boolean().nullish(),
  selectiveLogic: z.number().int().min(0).max(3).nullish(),
  order: z.number().nullish(),
  position: z.number().nullish(),
  disable: z.boolean().nullish(),
  scanDepth: z.number().int().min(0).nullish(),
  caseSensitive: z.boolean().nullish(),
  matchWholeWords: z.boolean().nullish(),
  useRegex: z.boolean().nullish(),
});
const MAPPED = Object.keys(worldInfoEntrySchema.shape);

/** A SillyTavern world-info file in the pack's shape (its scan depth and budget are the app's settings, not the file's). */
export const worldInfoSchema = z
  .looseObject({
    name: z.string().optional(),
    description: z.string().optional(),
    entries: z.record(z.string(), worldInfoEntrySchema),
  })
  .transform(
    (file): Lorebook =>
      lorebookSchema.parse({
        name: file.name,
        description: file.description,
        extensions: omit(file, ['name', 'description', 'entries']),
        entries: Object.entries(file.entries).map(([uid, e]) => ({
          id: e.uid ?? uid,
          keys: e.key ?? [],
          secondary_keys: e.keysecondary ?? [],
          content: e.content ?? '',
          comment: given(e.comment),
          name: given(e.comment),
          constant: e.constant ?? false,
          selective: e.selective ?? false,
          selective_logic: SELECTIVE_LOGIC[e.selectiveLogic ?? 0],
          insertion_order: e.order ?? 100,
          position: position(e.position ?? 0),
          enabled: !(e.disable ?? false),
          scan_depth: given(e.scanDepth),
          case_sensitive: given(e.caseSensitive),
          match_whole_words: e.matchWholeWords ?? false,
          use_regex: e.useRegex ?? false,
          extensions: omit(e, MAPPED),
        })),
      }),
  );

/**
 * The schema a lorebook file is read with: a card book has a list of entries, a SillyTavern
 * world-info file an object of entries by uid.
 */
export const lorebookFileSchema = (data: unknown): z.ZodType<Lorebook> =>
  isRecord(data) && isRecord(data.entries) ? worldInfoSchema : cardBookSchema;
