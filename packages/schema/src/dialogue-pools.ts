import type { Beat, Dialogue, Line } from './content.ts';

/**
 * A dialogue pool by its name in a character's `generic` list: `greeting`, `greetingReturning`,
 * `talk.cold|warm|hot`, `locationOffer`, `dates.<locationId>`, `actionOffer`, `actionGeneric`,
 * `actions.<poseId>`, `sceneEnd`, `blocked`, `warning`, `lastWarning`, `away`, `resume`,
 * `freeText.positive|neutral|negative`. Null when the character has no such pool.
 */
export function dialoguePool(dialogue: Dialogue, name: string): readonly (Line | Beat)[] | null {
  const [field = '', key, ...rest] = name.split('.');
  if (rest.length > 0 || !Object.hasOwn(dialogue, field)) return null;
  const value: unknown = dialogue[field as keyof Dialogue];
  if (value === undefined) return null;
  if (Array.isArray(value)) return key === undefined ? (value as (Line | Beat)[]) : null;
  if (key === undefined || !Object.hasOwn(value as object, key)) return null;
  return (value as Record<string, (Line | Beat)[]>)[key] ?? null;
}

/** The texts a pool's lines say (a beat's lines, not its replies), `{name}` not filled in. */
export function poolTexts(pool: readonly (Line | Beat)[]): string[] {
  return pool.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if ('lines' in item) return item.lines.map((l) => (typeof l === 'string' ? l : l.text));
    return [item.text];
  });
}

/** The `generic` pool name of a state's beat pool (`talk:cold` is `talk.cold`, `date:cafe` is `dates.cafe`). */
export function beatPoolName(pool: string): string {
  const [kind, id = ''] = pool.split(':');
  return kind === 'date' ? `dates.${id}` : `talk.${id}`;
}
