/*
 * Plain values both sides need, without zod: the web app imports `@app/schema/constants` on the pages
 * every visitor loads, so the schema package's zod stays out of the first chunk. The zod schemas of the
 * other files build on these.
 */

/** The sixteen interface languages of the specification (§1). */
export const LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ru',
  'zh',
  'ja',
  'ko',
  'ar',
  'tr',
  'id',
  'hi',
  'vi',
  'th',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** Tiers: 0 Free, 1 Basic Pass, 2 VIP Pass, 3 God Mode. */
export const TIERS = [0, 1, 2, 3] as const;
export type Tier = (typeof TIERS)[number];
export const TIER_NAMES: Record<Tier, string> = { 0: 'Free', 1: 'Basic Pass', 2: 'VIP Pass', 3: 'God Mode' };
/** Vote power by tier (spec §6): Free 1, Basic 3, VIP 6, God Mode 10. */
export const VOTE_POWER = [1, 3, 6, 10] as const;

/** Roles: 0 player, 10+ translator, 50+ moderator, 100 admin. */
export const ROLE = { player: 0, translator: 10, moderator: 50, admin: 100 } as const;

export const GAME_TYPES = [
  'chat',
  'cosplay',
  'helping-hand',
  'lost-and-found',
  'emoji',
  'emojisfw',
  'minigame',
  'minigame2',
] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** Game types whose route has a /futa variant. */
export const FUTA_GAME_TYPES: readonly GameType[] = ['lost-and-found', 'emoji', 'minigame', 'minigame2'];

/** Message limits (spec §5, §9): 200 characters on the app chat, 100 on the game shell. */
export const APP_CHAT_LIMIT = 200;
export const GAME_CHAT_LIMIT = 100;

/** The placeholder in hub markdown replaced by the page with the player's stored token (only in links to allowed origins). */
export const TOKEN_PLACEHOLDER = '{token}';

/** One at-sign and a dot in the domain (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
