import type { Tags } from '@app/schema';

// The rules live in the engine (the web app's mocks apply the same ones); the SQL below states isVisibleCharacter.
export { isLocked, pickTrans, visibleGenders, type Gender } from '@app/game-engine';

/**
 * SQL: the character `c` is visible to a player who sees `genders` (a comma-joined SQL parameter),
 * the engine's `isVisibleCharacter`: her gender is among them, or the player sees futas and she has a
 * futa variant (DESIGN §4: the demo's nine women each have one, shown through the per-character futa switch).
 */
export const visibleCharacterSql = (genders: string) =>
  `(c."gender" = ANY(string_to_array(${genders}::text, ',')) OR (c."futaPoses" AND 'futa' = ANY(string_to_array(${genders}::text, ','))))`;

export const asStringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export const asTags = (value: unknown): Tags =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
    : {};
