import type { Lorebook, LorebookEntry } from '@app/schema';

/**
 * Lorebook selection as the character-card V2/V3 specifications describe it: an entry enters the
 * prompt when one of its keys is in the last `scan_depth` messages (secondary keys narrowing by the
 * selective logic), or always when constant; each book's entries share its token budget, higher
 * priority kept first; the chosen entries go in insertion order, before or after the character.
 */

export interface SelectedLore {
  before: string[];
  after: string[];
  /** Estimated tokens of the chosen entries. */
  tokens: number;
}

/** A simple estimate: about four characters a token in English prose. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** Recursive scanning stops after this many rounds, whatever the entries say. */
const MAX_ROUNDS = 5;
const REGEX_KEY = /^\/(.+)\/([dgimsuy]*)$/s;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** V3 decorators (`@@depth 4`, ...) open an entry's content; they are instructions to the app, not lore. */
const DECORATORS = /^(?:@@[^\n]*(?:\n|$))+/;

function keyPattern(entry: LorebookEntry, key: string): RegExp | null {
  const flags = entry.case_sensitive ? 'u' : 'iu';
  const regex = REGEX_KEY.exec(key);
  try {
    if (regex?.[1]) return new RegExp(regex[1], regex[2]?.replace(/[gy]/g, '') ?? '');
    if (entry.use_regex) return new RegExp(key, flags);
    if (entry.match_whole_words) return new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegex(key)}(?![\\p{L}\\p{N}_])`, flags);
    return new RegExp(escapeRegex(key), flags);
  } catch {
    // A broken pattern in a card never matches; the pack stays playable.
    return null;
  }
}

function matchesKey(entry: LorebookEntry, key: string, text: string): boolean {
  if (!key.trim()) return false;
  return keyPattern(entry, key)?.test(text) ?? false;
}

function activates(entry: LorebookEntry, text: string): boolean {
  if (entry.constant) return true;
  if (!entry.keys.some((k) => matchesKey(entry, k, text))) return false;
  const secondary = entry.secondary_keys.filter((k) => k.trim());
  if (!entry.selective || secondary.length === 0) return true;
  const found = secondary.filter((k) => matchesKey(entry, k, text)).length;
  switch (entry.selective_logic) {
    case 'and_any':
      return found > 0;
    case 'and_all':
      return found === secondary.length;
    case 'not_any':
      return found === 0;
    case 'not_all':
      return found < secondary.length;
  }
}

interface Chosen {
  entry: LorebookEntry;
  index: number;
}

function selectFromBook(book: Lorebook, recent: readonly string[], substitute: (text: string) => string): Chosen[] {
  const candidates = book.entries
    .map((entry, index) => ({ entry, index, content: substitute(entry.content.replace(DECORATORS, '')).trim() }))
    .filter((c) => c.entry.enabled && c.content);
  const active = new Map<number, (typeof candidates)[number]>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const lore = book.recursive_scanning ? [...active.values()].map((c) => c.content) : [];
    let added = false;
    for (const c of candidates) {
      if (active.has(c.index)) continue;
      const depth = c.entry.scan_depth ?? book.scan_depth;
      const text = [...(depth > 0 ? recent.slice(-depth) : []), ...lore].join('\n');
      if (activates(c.entry, text)) {
        active.set(c.index, c);
        added = true;
      }
    }
    if (!added || !book.recursive_scanning) break;
  }
  // The budget keeps constant entries first, then higher priority (insertion order when unset).
  const ranked = [...active.values()].sort(
    (a, b) =>
      Number(b.entry.constant) - Number(a.entry.constant) ||
      (b.entry.priority ?? b.entry.insertion_order) - (a.entry.priority ?? a.entry.insertion_order) ||
      a.index - b.index,
  );
  let left = book.token_budget;
  const kept: Chosen[] = [];
  for (const c of ranked) {
    const cost = estimateTokens(c.content);
    if (cost > left) continue;
    left -= cost;
    kept.push({ entry: { ...c.entry, content: c.content }, index: c.index });
  }
  return kept;
}

/**
 * The lore of `books` that the recent messages (oldest first, the player's newest last) call for.
 * `substitute` replaces the card macros in each entry's text.
 */
export function selectLore(
  books: readonly Lorebook[],
  recent: readonly string[],
  substitute: (text: string) => string = (t) => t,
): SelectedLore {
  const chosen = books.flatMap((book, b) => selectFromBook(book, recent, substitute).map((c) => ({ ...c, book: b })));
  chosen.sort((a, b) => a.entry.insertion_order - b.entry.insertion_order || a.book - b.book || a.index - b.index);
  const pick = (position: LorebookEntry['position']) =>
    chosen.filter((c) => c.entry.position === position).map((c) => c.entry.content);
  return {
    before: pick('before_char'),
    after: pick('after_char'),
    tokens: chosen.reduce((sum, c) => sum + estimateTokens(c.entry.content), 0),
  };
}

export interface MacroNames {
  /** The character's name (a V3 card's nickname when it has one). */
  char: string;
  /** The player's display name, or "you". */
  user: string;
}

/** Replaces the card macros `{{char}}`/`<BOT>` and `{{user}}`/`<USER>` (any letter case). */
export function replaceMacros(text: string, names: MacroNames): string {
  return text.replace(/\{\{char\}\}|<BOT>/gi, () => names.char).replace(/\{\{user\}\}|<USER>/gi, () => names.user);
}
