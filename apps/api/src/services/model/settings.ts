import type { PackCharacter } from '@app/schema';
import type { Config } from '../../config.ts';
import type { ModelEndpoint, SamplingSettings } from './client.ts';
import type { PromptBudget } from './prompt.ts';

/** The settings every model gets from MODEL_TEMPERATURE, MODEL_TOP_P and the others. */
export function globalSettings(config: Config): SamplingSettings {
  const settings: SamplingSettings = { temperature: config.MODEL_TEMPERATURE, max_tokens: config.MODEL_MAX_TOKENS };
  if (config.MODEL_TOP_P !== undefined) settings.top_p = config.MODEL_TOP_P;
  if (config.MODEL_MIN_P !== undefined) settings.min_p = config.MODEL_MIN_P;
  if (config.MODEL_FREQUENCY_PENALTY !== undefined) settings.frequency_penalty = config.MODEL_FREQUENCY_PENALTY;
  if (config.MODEL_REPETITION_PENALTY !== undefined) settings.repetition_penalty = config.MODEL_REPETITION_PENALTY;
  if (config.MODEL_STOP.length > 0) settings.stop = config.MODEL_STOP;
  return settings;
}

const TIERS = [0, 1, 2, 3] as const;

/**
 * Each tier's endpoints in order: its own model (MODEL_TIER<n>_*, else MODEL_*), then MODEL_FALLBACK_*
 * when set. Null when no model is configured: the scripted engine serves every mode.
 */
export function tierEndpoints(config: Config): ModelEndpoint[][] | null {
  if (!config.MODEL_BASE_URL && !TIERS.some((t) => config[`MODEL_TIER${t}_BASE_URL`])) return null;
  const base = globalSettings(config);
  const limits = { firstTokenMs: config.MODEL_FIRST_TOKEN_MS, timeoutMs: config.MODEL_TIMEOUT_MS };
  const fallback: ModelEndpoint | null = config.MODEL_FALLBACK_BASE_URL
    ? {
        name: 'fallback',
        baseUrl: config.MODEL_FALLBACK_BASE_URL,
        apiKey: config.MODEL_FALLBACK_API_KEY,
        model: config.MODEL_FALLBACK_NAME ?? config.MODEL_NAME,
        settings: { ...base, ...config.MODEL_FALLBACK_SETTINGS },
        ...limits,
      }
    : null;
  return TIERS.map((t) => {
    const baseUrl = config[`MODEL_TIER${t}_BASE_URL`];
    const name = config[`MODEL_TIER${t}_NAME`];
    const settings = config[`MODEL_TIER${t}_SETTINGS`];
    const own = baseUrl || name || settings;
    const url = baseUrl ?? config.MODEL_BASE_URL;
    const chain: ModelEndpoint[] = [];
    if (url)
      chain.push({
        name: own ? `tier${t}` : 'primary',
        baseUrl: url,
        apiKey: baseUrl ? config[`MODEL_TIER${t}_API_KEY`] : (config[`MODEL_TIER${t}_API_KEY`] ?? config.MODEL_API_KEY),
        model: name ?? config.MODEL_NAME,
        settings: { ...base, ...settings },
        ...limits,
      });
    if (fallback) chain.push(fallback);
    return chain;
  });
}

/**
 * A character's own sampling settings (her pack `model`, less the context budget): sent with her turns
 * as CallOptions.settings, so each one set wins over the tier's and the global value.
 */
export function characterSettings(character: PackCharacter): SamplingSettings | undefined {
  if (!character.model) return undefined;
  const { contextTokens: _budget, ...settings } = character.model;
  return Object.keys(settings).length > 0 ? settings : undefined;
}

/**
 * The tokens a turn with `character` may take for a player of `tier`: her `contextTokens`, else
 * MODEL_CONTEXT_TOKENS; the answer keeps the `max_tokens` the request will carry (hers, else the
 * larger of the tier's model and the fallback model, else MODEL_MAX_TOKENS).
 */
export function promptBudget(config: Config, character: PackCharacter, tier: number): PromptBudget {
  const t = TIERS[Math.min(Math.max(tier, 0), TIERS.length - 1)]!;
  const own = config[`MODEL_TIER${t}_SETTINGS`]?.max_tokens ?? config.MODEL_MAX_TOKENS;
  const fallback = config.MODEL_FALLBACK_BASE_URL
    ? (config.MODEL_FALLBACK_SETTINGS?.max_tokens ?? config.MODEL_MAX_TOKENS)
    : 0;
  return {
    contextTokens: character.model?.contextTokens ?? config.MODEL_CONTEXT_TOKENS,
    answerTokens: character.model?.max_tokens ?? Math.max(own, fallback),
  };
}
