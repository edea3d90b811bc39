import { LANGUAGE_NAMES, type Language, type PackCharacter } from '@app/schema';
import type { ChatTurnMessage } from './client.ts';
import { replaceMacros, selectLore } from './lorebook.ts';

/** How many recent messages go into the prompt verbatim; older ones live in the running summary. */
export const PROMPT_HISTORY = 12;

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
  const c = p.character;
  const persona = c.persona;
  const m = cardMacros(c, p.playerName);
  const history = p.history
    .slice(-PROMPT_HISTORY)
    .map((h) => ({ role: h.role, content: stripImages(h.response) }))
    .filter((h) => h.content);
  const books = [...(c.lorebook ? [c.lorebook] : []), ...c.lorebooks.filter((b) => typeof b !== 'string')];
  const lore = selectLore(books, [...history.map((h) => h.content), p.message], m);
  const original = `You are ${c.name}, a fictional adult character in a flirtatious dating game.`;
  const stage =
    p.stage === 'date' && p.location
      ? `on a date with the player at ${p.location}`
      : 'chatting with the player, getting to know each other';
  const translate = p.language !== 'en';
  const system = [
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
  const messages: ChatTurnMessage[] = [{ role: 'system', content: system }, ...history];
  let last = p.picked ? `(The player picked the suggested reply) ${p.message}` : p.message;
  if (p.guide && p.guide.lines.length > 0) {
    last += `\n\n(Say in your own words, in at most 3 lines: ${p.guide.lines.map(stripImages).filter(Boolean).join(' / ')}`;
    if (p.guide.options.length > 0) last += ` — so that these replies fit next: ${p.guide.options.join(' / ')}`;
    last += ')';
  }
  // The card's own `{{original}}` here is our post-history text, which is none.
  const after = m(persona.post_history_instructions.replaceAll('{{original}}', '')).trim();
  if (after) last += `\n\n(${after})`;
  messages.push({ role: 'user', content: last });
  return messages;
}
