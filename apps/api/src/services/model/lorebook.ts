import type { Lorebook, LorebookEntry } from '@app/schema';
import { countTokens } from './tokens.ts';

/**
 * Lorebook selection as the character-card V2/V3 specifications describe it: an entry enters the
 * prompt when one of its keys is in the last `scan_depth` messages (secondary keys narrowing by the
 * selective logic), or always when constant; each book's entries share its token budget, higher
 * priority kept first; all books together share the prompt's lore budget the same way; the chosen
 * entries go in insertion order, before or after the character.
 */

export interface SelectedLore {
  before: string[];
  after: string[];
  /** Tokens of the chosen entries (tokens.ts). */
  tokens: number;
}

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
  tokens: number;
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
  const chosen = [...active.values()].map((c) => ({
    entry: { ...c.entry, content: c.content },
    index: c.index,
    tokens: countTokens(c.content),
  }));
  return withinBudget(chosen.sort(byRank), book.token_budget);
}

/** A budget keeps constant entries first, then higher priority (insertion order when unset). */
function byRank(a: Chosen, b: Chosen): number {
  return (
    Number(b.entry.constant) - Number(a.entry.constant) ||
    (b.entry.priority ?? b.entry.insertion_order) - (a.entry.priority ?? a.entry.insertion_order) ||
    a.index - b.index
  );
}

/** The ranked entries that fit in `budget` tokens; one too big is skipped, smaller ones after it may fit. */
function withinBudget<T extends Chosen>(ranked: readonly T[], budget: number): T[] {
  let left = budget;
  const kept: T[] = [];
  for (const c of ranked) {
    if (c.tokens > left) continue;
    left -= c.tokens;
    kept.push(c);
  }
  return kept;
}

/**
 * The lore of `books` that the recent messages (oldest first, the player's newest last) call for.
 * `substitute` replaces the card macros in each entry's text; `budget` caps the tokens of all books
 * together (the prompt's share for lore), each book's own budget applying first.
 */
export function selectLore(
  books: readonly Lorebook[],
  recent: readonly string[],
  substitute: (text: string) => string = (t) => t,
  budget = Number.POSITIVE_INFINITY,
): SelectedLore {
  const fromBooks = books.flatMap((book, b) =>
    selectFromBook(book, recent, substitute).map((c) => ({ ...c, book: b })),
  );
  const chosen = withinBudget(
    fromBooks.sort((a, b) => byRank(a, b) || a.book - b.book),
    budget,
  );
  chosen.sort((a, b) => a.entry.insertion_order - b.entry.insertion_order || a.book - b.book || a.index - b.index);
  const pick = (position: LorebookEntry['position']) =>
    chosen.filter((c) => c.entry.position === position).map((c) => c.entry.content);
  return {
    before: pick('before_char'),
    after: pick('after_char'),
    tokens: chosen.reduce((sum, c) => sum + c.tokens, 0),
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
