import { describe, expect, it } from 'vitest';
import { lorebookSchema, type PackCharacter } from '@app/schema';
import { parseConfig } from '../src/config.ts';
import { fitPrompt, LORE_SHARE, type PromptHistoryItem, type PromptInput } from '../src/services/model/prompt.ts';
import { characterSettings, promptBudget } from '../src/services/model/settings.ts';
import { countTokens, promptTokens, REQUEST_OVERHEAD } from '../src/services/model/tokens.ts';
import { characterData } from './game-fixtures.ts';

/** `n` messages, alternating player and character, each some 40 tokens and numbered oldest first. */
function longHistory(n: number): PromptHistoryItem[] {
  return Array.from({ length: n }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    response: `Message number ${i}: ${'we talked about the sea, the city lights and late night jazz records '.repeat(3)}`,
  }));
}

function input(character: PackCharacter, history: readonly PromptHistoryItem[], extra: Partial<PromptInput> = {}) {
  return {
    character,
    stage: 'talk',
    location: null,
    meter: 12,
    summary: 'They met at the cafe and joked about jazz.',
    history,
    message: 'Tell me about your day',
    mode: 'freestyle',
    picked: false,
    language: 'en',
    ...extra,
  } satisfies PromptInput;
}

/** The numbers of the history messages a prompt holds, in order. */
const numbers = (messages: { content: string }[]) =>
  messages.slice(1, -1).map((m) => Number(/^Message number (\d+):/.exec(m.content)?.[1]));

describe('the context budget of a prompt', () => {
  const mila = characterData('mila');
  const config = parseConfig({});

  it('cuts a long history to the budget: the newest messages stay, the oldest go, the count stays within it', () => {
    const history = longHistory(60);
    const budget = { contextTokens: 2048, answerTokens: 400 };
    const fitted = fitPrompt(input(mila, history, { budget }));
    const held = numbers(fitted.messages);
    expect(held.length).toBeGreaterThan(5);
    expect(held.length).toBeLessThan(60);
    // contiguous, ending with the newest one
    expect(held).toEqual(Array.from({ length: held.length }, (_, i) => 60 - held.length + i));
    expect(fitted.from).toBe(60 - held.length);
    expect(fitted.tokens).toBe(promptTokens(fitted.messages));
    expect(fitted.tokens).toBeLessThanOrEqual(budget.contextTokens - budget.answerTokens);
    // the next older message would not have fitted
    const older = countTokens(history[fitted.from - 1]!.response) + 4;
    expect(fitted.tokens + older).toBeGreaterThan(budget.contextTokens - budget.answerTokens);
    expect(fitted.messages[0]!.content).toContain('Earlier in this conversation: They met at the cafe');
    expect(fitted.messages.at(-1)).toEqual({ role: 'user', content: 'Tell me about your day' });
  });

  it('holds a whole short history, and keeps more of a long one with a bigger budget', () => {
    expect(numbers(fitPrompt(input(mila, longHistory(8))).messages)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const small = fitPrompt(input(mila, longHistory(60), { budget: { contextTokens: 2048, answerTokens: 600 } }));
    const big = fitPrompt(input(mila, longHistory(60), { budget: { contextTokens: 8192, answerTokens: 600 } }));
    expect(numbers(big.messages).length).toBeGreaterThan(numbers(small.messages).length * 2);
  });

  it("a character's small contextTokens keeps fewer messages than the global budget", () => {
    const history = longHistory(60);
    const small = characterData('mila', { model: { contextTokens: 1536 } });
    const globalBudget = promptBudget(config, mila, 0);
    expect(globalBudget).toEqual({ contextTokens: 4096, answerTokens: 600 });
    const ownBudget = promptBudget(config, small, 0);
    expect(ownBudget).toEqual({ contextTokens: 1536, answerTokens: 600 });
    const everyone = fitPrompt(input(mila, history, { budget: globalBudget }));
    const hers = fitPrompt(input(small, history, { budget: ownBudget }));
    expect(numbers(hers.messages).length).toBeGreaterThan(0);
    expect(numbers(hers.messages).length).toBeLessThan(numbers(everyone.messages).length / 2);
    expect(hers.tokens).toBeLessThanOrEqual(1536 - 600);
    expect(everyone.tokens).toBeLessThanOrEqual(4096 - 600);
  });

  it("keeps the answer's max_tokens out of the budget: hers, else the tier's model, else MODEL_MAX_TOKENS", () => {
    const tiered = parseConfig({ MODEL_MAX_TOKENS: '500', MODEL_TIER2_SETTINGS: '{"max_tokens":900}' });
    expect(promptBudget(tiered, mila, 0).answerTokens).toBe(500);
    expect(promptBudget(tiered, mila, 2).answerTokens).toBe(900);
    const terse = characterData('mila', { model: { max_tokens: 200, temperature: 0.3 } });
    expect(promptBudget(tiered, terse, 2)).toEqual({ contextTokens: 4096, answerTokens: 200 });
    expect(characterSettings(terse)).toEqual({ max_tokens: 200, temperature: 0.3 });
    expect(characterSettings(characterData('mila', { model: { contextTokens: 2048 } }))).toBeUndefined();
    expect(characterSettings(mila)).toBeUndefined();
  });

  it('keeps the persona and the player’s words when the budget holds no history at all', () => {
    const fitted = fitPrompt(input(mila, longHistory(10), { budget: { contextTokens: 1024, answerTokens: 900 } }));
    expect(fitted.messages).toHaveLength(2);
    expect(fitted.from).toBe(10);
    expect(fitted.messages[0]!.content).toContain('Name: Char mila. Age: 24');
  });

  it("counts a request added after the player's words (another answer, a wording) in the budget", () => {
    const budget = { contextTokens: 2048, answerTokens: 400 };
    const note = `(Answer again, differently from what you said before: ${'"a line you said" / '.repeat(40)})`;
    const plain = fitPrompt(input(mila, longHistory(60), { budget }));
    const noted = fitPrompt(input(mila, longHistory(60), { budget, note }));
    expect(noted.messages.at(-1)!.content).toBe(`Tell me about your day\n\n${note}`);
    expect(noted.tokens).toBe(promptTokens(noted.messages));
    expect(noted.tokens).toBeLessThanOrEqual(budget.contextTokens - budget.answerTokens);
    expect(numbers(noted.messages).length).toBeLessThan(numbers(plain.messages).length);
  });

  it('a message that is only a picture takes no room and does not end the window', () => {
    const history = [...longHistory(4), { role: 'assistant' as const, response: '[mila-pose-1.jpg]' }];
    const fitted = fitPrompt(input(mila, history));
    expect(numbers(fitted.messages)).toEqual([0, 1, 2, 3]);
    expect(fitted.from).toBe(0);
  });

  it('gives lore no more than its share of the budget, the higher priority first, and more room in a bigger budget', () => {
    const entry = (word: string, priority: number) => ({
      keys: ['jazz'],
      priority,
      content: `${word}: ${`${word} lore about the jazz club and its regulars `.repeat(12)}`,
    });
    const book = lorebookSchema.parse({
      token_budget: 100_000,
      entries: ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'].map((w, i) =>
        entry(w, 10 - i),
      ),
    });
    const lorist = characterData('mila', { lorebook: book });
    const loreIn = (contextTokens: number) => {
      const budget = { contextTokens, answerTokens: 600 };
      const fitted = fitPrompt(input(lorist, longHistory(30), { budget, message: 'Do you like jazz?' }));
      const system = fitted.messages[0]!.content;
      const held = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'].filter((w) =>
        system.includes(`${w}: ${w} lore`),
      );
      const loreTokens = held.reduce(
        (sum, w) => sum + countTokens(book.entries.find((e) => e.content.startsWith(w))!.content),
        0,
      );
      const room = contextTokens - 600 - REQUEST_OVERHEAD;
      expect(loreTokens).toBeLessThanOrEqual(Math.floor(room * LORE_SHARE));
      expect(fitted.tokens).toBeLessThanOrEqual(contextTokens - 600);
      return held;
    };
    const small = loreIn(2048);
    expect(small.length).toBeGreaterThan(0);
    // priority decides what stays: the first ones
    expect(small).toEqual(
      ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'].slice(0, small.length),
    );
    const big = loreIn(8192);
    expect(big.length).toBeGreaterThan(small.length);
  });
});
