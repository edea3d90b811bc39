import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';

/**
 * Token counts by gpt-tokenizer's cl100k_base encoding: pure JavaScript with the encoding bundled in
 * the package (nothing downloaded at run time), synchronous and fast enough for every turn. Local models
 * tokenize differently (Llama 3's vocabulary grew out of this one; Mistral's is smaller), so a count is
 * an estimate within about a tenth: MODEL_CONTEXT_TOKENS is best set a little under the server's context.
 */

// Players and cards may write `<|endoftext|>`: counted as the text it is, never refused.
const AS_TEXT = { disallowedSpecial: new Set<string>() };

export function countTokens(text: string): number {
  return text ? countCl100k(text, AS_TEXT) : 0;
}

/** What a chat template adds around each message (role markers, separators), as OpenAI counts it. */
export const MESSAGE_OVERHEAD = 4;
/** What every request adds once: the start of the assistant's answer. */
export const REQUEST_OVERHEAD = 3;

export function messageTokens(message: { content: string }): number {
  return countTokens(message.content) + MESSAGE_OVERHEAD;
}

/** The prompt tokens of a whole request. */
export function promptTokens(messages: readonly { content: string }[]): number {
  return messages.reduce((sum, m) => sum + messageTokens(m), REQUEST_OVERHEAD);
}
