import { z } from 'zod';

const between = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/** Sampling settings sent with a model request, named as the OpenAI-compatible servers take them. */
export const samplingSettingsShape = {
  temperature: between('temperature', 0, 2).optional(),
  top_p: between('top_p', 0, 1).optional(),
  /** Not OpenAI's: llama.cpp, vLLM and Ollama read it. */
  min_p: between('min_p', 0, 1).optional(),
  frequency_penalty: between('frequency_penalty', -2, 2).optional(),
  /** Not OpenAI's: llama.cpp, vLLM and Ollama read it. */
  repetition_penalty: between('repetition_penalty', 0, 3).optional(),
  max_tokens: between('max_tokens', 16, 32_768).int('max_tokens must be a whole number').optional(),
  stop: z
    .array(z.string().min(1, 'a stop sequence cannot be empty').max(40, 'a stop sequence is at most 40 characters'))
    .max(4, 'at most 4 stop sequences')
    .optional(),
};

/** Sampling settings of a model endpoint (MODEL_TIER<n>_SETTINGS, MODEL_FALLBACK_SETTINGS). */
export const samplingSettingsSchema = z.strictObject(samplingSettingsShape);
export type SamplingSettings = z.infer<typeof samplingSettingsSchema>;

/** The smallest context budget: a persona, the rules and an answer must fit in it. */
export const MIN_CONTEXT_TOKENS = 1024;

/**
 * A character's own model settings (the pack character's `model`): they win over the global and
 * the tier's settings. `contextTokens` is the prompt-plus-answer budget of her chats.
 */
export const characterModelSchema = z
  .strictObject({
    ...samplingSettingsShape,
    contextTokens: between('contextTokens', MIN_CONTEXT_TOKENS, 1_000_000)
      .int('contextTokens must be a whole number')
      .optional(),
  })
  .refine((s) => !s.contextTokens || !s.max_tokens || s.max_tokens <= s.contextTokens / 2, {
    message: 'max_tokens must leave at least half of contextTokens to the prompt',
    path: ['max_tokens'],
  });
export type CharacterModel = z.infer<typeof characterModelSchema>;
