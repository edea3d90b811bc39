import {
  asTier,
  customMessagesPerDay,
  hasFreshReplies,
  isGodMode,
  posesPerTurn,
  sceneCooldownMinutes,
  votePower,
} from '@app/game-engine';
import type { Tier } from '@app/schema';
import type { CachedT } from '../../lib/cached-t.ts';

/** Free and the three paid tiers, compared side by side (spec §6). */
export const TIERS: readonly Tier[] = [0, 1, 2, 3];
/** The tier the page recommends: the middle paid one, most of God Mode's play for about half its price. */
export const RECOMMENDED_TIER: Tier = 2;

export interface Perk {
  /** Stable across tiers: the same row of the comparison. */
  id: string;
  /** Included in this tier (a row a tier lacks is shown crossed out). */
  included: boolean;
  text: string;
}

/** How many characters a tier opens, and which ones it adds to the tier below. */
export interface CharacterCounts {
  open: number;
  total: number;
  added: string[];
}

/** The characters a tier opens: every one whose tier is at most this one. */
export function characterCounts(characters: readonly { name: string; tier: number }[], tier: number): CharacterCounts {
  return {
    open: characters.filter((c) => c.tier <= tier).length,
    total: characters.length,
    added: characters.filter((c) => c.tier === tier && tier > 0).map((c) => c.name),
  };
}

/**
 * A tier's perks in a player's words, every number read from the engine's tier rules (the same the server
 * applies), written as t('...') calls so the string extractor finds them. Numbers go after a colon, so no
 * language needs plural forms for them.
 */
export function tierPerks(t: CachedT, tier: number): Perk[] {
  const level = asTier(tier);
  const perDay = customMessagesPerDay(level);
  const god = isGodMode(level);
  return [
    {
      id: 'freestyle',
      included: perDay > 0,
      text:
        perDay === 0
          ? t('FreeStyle: write your own words and the AI answers')
          : Number.isFinite(perDay)
            ? t('FreeStyle messages a day, answered by the AI: {{limit}}', { limit: perDay })
            : t(
                'FreeStyle messages a day, answered by the AI: unlimited within fair use (hours of chat a day; past that FreeStyle pauses until midnight UTC)',
              ),
    },
    { id: 'fresh', included: hasFreshReplies(level), text: t('Replies written fresh for you, never reused') },
    {
      id: 'poses',
      included: true,
      text: t('Poses you pick at a time in intimate scenes: {{poses}}', { poses: posesPerTurn(level) }),
    },
    { id: 'start-scene', included: god, text: t('Start an intimate scene whenever you like') },
    { id: 'end-scene', included: god, text: t('Decide when a scene ends') },
    { id: 'blocked', included: god, text: t('Keep writing to characters who blocked you') },
    {
      id: 'cooldown',
      included: true,
      text: t('Wait after a scene until she is back: {{minutes}} min', { minutes: sceneCooldownMinutes(level) }),
    },
    { id: 'votes', included: true, text: t('Your hub vote counts ×{{power}}', { power: votePower(level) }) },
  ];
}

/** One line that sells a tier. */
export function tierPitch(t: CachedT, tier: number): string {
  if (tier >= 3) return t('No limits: every character, and every scene on your terms.');
  if (tier === 2) return t('Bigger scenes and plenty of FreeStyle: the best value.');
  if (tier === 1) return t('Exclusive characters and your own words in the chat.');
  return t('Meet the free characters and play at your own pace.');
}

/** A tier's monthly price from the site configuration: "$8" or "$9.50"; "$0" for Free; null while unknown. */
export function priceLabel(prices: readonly { tier: number; usd: number }[] | undefined, tier: number): string | null {
  if (tier === 0) return '$0';
  const usd = prices?.find((p) => p.tier === tier)?.usd;
  if (usd === undefined) return null;
  return Number.isInteger(usd) ? `$${usd}` : `$${usd.toFixed(2)}`;
}
