import { LANGUAGE_NAMES, type Language, type PackCharacter } from '@app/schema';
import type { ChatTurnMessage } from './client.ts';
import { replaceMacros, selectLore } from './lorebook.ts';
import { messageTokens, REQUEST_OVERHEAD } from './tokens.ts';

/**
 * The most recent messages read for a prompt: the context budget decides how many of them go in
 * verbatim (newest first); older ones live in the running summary.
 */
export const PROMPT_HISTORY = 60;

/** The share of the prompt's budget the lorebooks may take together (each book's own budget applies too). */
export const LORE_SHARE = 0.25;

/** The tokens of one turn: prompt and answer together, and the part kept for the answer. */
export interface PromptBudget {
  contextTokens: number;
  answerTokens: number;
}

/** The budget of MODEL_CONTEXT_TOKENS and MODEL_MAX_TOKENS at their defaults. */
export const DEFAULT_BUDGET: PromptBudget = { contextTokens: 4096, answerTokens: 600 };

export interface PromptHistoryItem {
  role: 'user' | 'assistant';
  response: string;
}

export interface PromptInput {
  character: PackCharacter;
  stage: string;
  /** The date location's name, when on a date. */
  location: string | null;
  meter: number;
  /** The running summary of history that left the prompt window (may be empty). */
  summary: string;
  /** The structured digest: where you met, dates, the mood's course, what the player shared. */
  digest?: string;
  history: readonly PromptHistoryItem[];
  /** What the player sent. */
  message: string;
  mode: 'chat' | 'freestyle';
  /** The player clicked one of the suggested replies (else they wrote their own words). */
  picked: boolean;
  language: string;
  /** What `{{user}}` becomes; "you" when absent. */
  playerName?: string;
  /** Chat mode: the scripted lines the reply stands in for, and the replies offered next. */
  guide?: { lines: string[]; options: string[] };
  /** How many tokens the prompt may fill; DEFAULT_BUDGET when absent. */
  budget?: PromptBudget;
  /** A request added after the player's words (what to word, "answer again"), counted in the budget. */
  note?: string;
}

export interface FittedPrompt {
  messages: ChatTurnMessage[];
  /** Index in `history` of the oldest message the prompt holds (`history.length` when none): older ones left the window. */
  from: number;
  /** The prompt's tokens (tokens.ts), at most the budget less the answer's unless persona and message alone are more. */
  tokens: number;
}

/** The messages of a stored chat as the prompt's history. */
export function promptHistory(messages: readonly { role: string; response: string }[]): PromptHistoryItem[] {
  return messages.map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', response: m.response }));
}

/** The name of the character's date location `id`, null when there is none. */
export function locationName(character: PackCharacter, id: string | null): string | null {
  return id ? (character.locations.find((l) => l.id === id)?.name ?? null) : null;
}

/** The card's macros for one character: `{{char}}` her nickname or name, `{{user}}` the player ("you" when unnamed). */
export function cardMacros(c: PackCharacter, playerName?: string): (text: string) => string {
  return (text) => replaceMacros(text, { char: c.persona.nickname || c.name, user: playerName || 'you' });
}

function band(meter: number): string {
  if (meter < 10) return 'cold: polite but guarded, not yet won over';
  if (meter < 20) return 'warm: interested, playful, flirting back';
  return 'hot: openly attracted, teasing and affectionate';
}

const IMAGE_REF = /\s*\[[^\]]*\]/g;

export function stripImages(text: string): string {
  return text.replace(IMAGE_REF, '').trim();
}

function languageName(code: string): string {
  return LANGUAGE_NAMES[code as Language] ?? 'English';
}

/**
 * The chat-completion messages for one turn: the card's system prompt, the lore the conversation calls
 * for around the persona, the rules, summary, recent history, then the player's words with the card's
 * post-history instructions (after the history, as the card specifications place them).
 */
export function buildPrompt(p: PromptInput): ChatTurnMessage[] {
  return fitPrompt(p).messages;
}

/**
 * The prompt within the turn's token budget, filled in order: the system part (persona, rules, digest,
 * summary) and the player's words, then lore up to its share, then as much recent history as fits,
 * newest first, so the answer keeps its `answerTokens`.
 */
export function fitPrompt(p: PromptInput): FittedPrompt {
  const budget = p.budget ?? DEFAULT_BUDGET;
  const c = p.character;
  const m = cardMacros(c, p.playerName);
  const history = p.history.map((h) => ({ role: h.role, content: stripImages(h.response) }));
  const last: ChatTurnMessage = { role: 'user', content: lastMessage(p, m) };
  const room = budget.contextTokens - budget.answerTokens - REQUEST_OVERHEAD;
  const bare = messageTokens({ content: systemText(p, m, { before: [], after: [] }) }) + messageTokens(last);
  const books = [...(c.lorebook ? [c.lorebook] : []), ...c.lorebooks.filter((b) => typeof b !== 'string')];
  const loreBudget = Math.max(0, Math.min(Math.floor(room * LORE_SHARE), room - bare));
  const lore = selectLore(books, [...history.map((h) => h.content).filter(Boolean), p.message], m, loreBudget);
  const system: ChatTurnMessage = { role: 'system', content: systemText(p, m, lore) };
  let left = room - messageTokens(system) - messageTokens(last);
  let from = history.length;
  const kept: ChatTurnMessage[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!;
    if (h.content) {
      const cost = messageTokens(h);
      if (cost > left) break;
      left -= cost;
      kept.unshift(h);
    }
    from = i;
  }
  const used = budget.contextTokens - budget.answerTokens - left;
  return { messages: [system, ...kept, last], from, tokens: used };
}

function systemText(p: PromptInput, m: (text: string) => string, lore: { before: string[]; after: string[] }): string {
  const c = p.character;
  const persona = c.persona;
  const original = `You are ${c.name}, a fictional adult character in a flirtatious dating game.`;
  const stage =
    p.stage === 'date' && p.location
      ? `on a date with the player at ${p.location}`
      : 'chatting with the player, getting to know each other';
  const translate = p.language !== 'en';
  return [
    // A card's system prompt replaces ours; `{{original}}` in it stands for ours.
    persona.system_prompt ? m(persona.system_prompt.replaceAll('{{original}}', original)) : original,
    ...lore.before,
    `Name: ${c.name}. Age: ${c.age} (an adult). ${m(persona.description || c.description)}`,
    persona.personality ? `Personality: ${m(persona.personality)}` : '',
    persona.scenario ? `Scenario: ${m(persona.scenario)}` : '',
    ...lore.after,
    persona.mes_example ? `Example of how you talk:\n${m(persona.mes_example)}` : '',
    `Right now you are ${stage}. Your mood toward the player is ${band(p.meter)} (meter ${p.meter} of 30).`,
    // the digest quotes the card's scenario
    p.digest ? `What you know so far: ${m(p.digest)}` : '',
    p.summary ? `Earlier in this conversation: ${p.summary}` : '',
    'Rules: stay in character; keep it suggestive and flirtatious, never explicit; every person mentioned is an adult; never mention minors, school, non-consent, real people or anything illegal; never repeat a line you already said.',
    'Answer ONLY with a JSON object: {"lines": [1 to 3 short chat messages from you], "meter": integer from -6 to 4 (how the player\'s last message changes your mood: rude or pushy -3..-6, neutral 0, friendly +1..+3, charming +4), "options": [exactly 3 short replies the player could send next, under 100 characters each]}.',
    translate
      ? `Write "lines" and "options" in English, and add "linesTrans" and "optionsTrans" with the same texts in ${languageName(p.language)}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The player's words, with the chat mode's guide and the card's post-history instructions. */
function lastMessage(p: PromptInput, m: (text: string) => string): string {
  let last = p.picked ? `(The player picked the suggested reply) ${p.message}` : p.message;
  if (p.guide && p.guide.lines.length > 0) {
    last += `\n\n(Say in your own words, in at most 3 lines: ${p.guide.lines.map(stripImages).filter(Boolean).join(' / ')}`;
    if (p.guide.options.length > 0) last += ` — so that these replies fit next: ${p.guide.options.join(' / ')}`;
    last += ')';
  }
  // The card's own `{{original}}` here is our post-history text, which is none.
  const after = m(p.character.persona.post_history_instructions.replaceAll('{{original}}', '')).trim();
  if (after) last += `\n\n(${after})`;
  if (p.note) last += `\n\n${p.note}`;
  return last;
}
