import type { TFunction } from 'i18next';
import { BLOCK_METER, DANGER_METER } from '@app/game-engine';
import type { MeterChange, Unlock } from '@app/schema';
import { isolate } from '../../lib/bidi.ts';

/** Why the meter moved, in a few words (the reply's reason; a change without one reads by its sign). */
export function changeReason(
  t: TFunction,
  change: Pick<MeterChange, 'delta'> & { reason: MeterChange['reason'] | null },
  name: string,
): string {
  const who = isolate(name);
  switch (change.reason) {
    case 'kind':
      return t('{{name}} liked that', { name: who });
    case 'bold':
      return t('{{name}} likes your boldness', { name: who });
    case 'tooBold':
      return t('Too bold too soon: be kind first');
    case 'rude':
      return t('That came across as rude');
    case 'unkind':
      return t('That sounded unkind');
    case 'neutral':
      return t('{{name}} is not sure what to make of that', { name: who });
    case 'sceneEnd':
      return t('The scene is over: her affection settles');
    case 'resumed':
      return t('{{name}} is talking to you again', { name: who });
    default:
      return change.delta > 0 ? t('{{name}} liked that', { name: who }) : t('That cost you affection');
  }
}

/** A warning once a drop leaves the meter in the danger band, above the block line; else null. */
export function dangerWarning(t: TFunction, meter: number, delta: number): string | null {
  if (delta >= 0 || meter > DANGER_METER || meter <= BLOCK_METER) return null;
  return t('Careful: at {{value}} or lower she blocks you.', { value: BLOCK_METER });
}

/** What a level opens, as a list: "Rooftop After Hours and 3 new poses". */
export function unlockText(t: TFunction, unlock: Unlock, language: string): string {
  const parts = [
    ...unlock.locations.map(isolate),
    ...(unlock.poses > 0
      ? [t('{{count}} new poses', { count: unlock.poses, defaultValue_one: '{{count}} new pose' })]
      : []),
  ];
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
  } catch {
    return parts.join(', ');
  }
}
