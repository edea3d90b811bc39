import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Crown, Flame, Lock, Square } from 'lucide-react';
import { isGodMode, posesPerTurn } from '@app/game-engine';
import { isolate } from '../../../lib/bidi.ts';
import { useCachedT } from '../../../lib/cached-t.ts';
import { useLangPath } from '../../../lib/lang.ts';
import { PRICES_PATH, exclusiveHint, tierName } from '../../../lib/tiers.ts';

/** The lowest tier a rule of the engine's opens a thing for (so no tier number is restated here). */
export function lowestTierWhere(rule: (tier: number) => boolean): number {
  return [1, 2, 3].find(rule) ?? 3;
}

export const GOD_MODE_TIER = lowestTierWhere(isGodMode);
export const MANY_POSES_TIER = lowestTierWhere((tier) => posesPerTurn(tier) > 1);

/** A control the player's tier does not open: its name, a lock and the tier that opens it; it leads to the prices page. */
export function LockedControl({ label, tier }: { label: string; tier: number }) {
  const ct = useCachedT();
  const langPath = useLangPath();
  return (
    <Link className="tier-control tier-control--locked" to={langPath(PRICES_PATH)}>
      <Lock aria-hidden="true" size={14} strokeWidth={2.5} />
      <span>{label}</span>
      <span className="tier-control__tier" aria-hidden="true">
        {tierName(ct, tier)}
      </span>
      {/* the visible text starts the accessible name (axe: label-content-name-mismatch); the hint follows */}
      <span className="ui-visually-hidden">. {exclusiveHint(ct, tier)}</span>
    </Link>
  );
}

/** A control the player's tier opens, with the tier's name on it (what the tier gives, in place). */
function TierButton({
  icon,
  label,
  tier,
  disabled,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  tier: number;
  disabled: boolean;
  onClick: () => void;
}) {
  const ct = useCachedT();
  return (
    <button type="button" className="tier-control" disabled={disabled} onClick={onClick}>
      {icon}
      <span>{label}</span>
      <span className="tier-control__tier">
        <Crown aria-hidden="true" size={12} strokeWidth={2.5} /> {tierName(ct, tier)}
      </span>
    </button>
  );
}

/** God Mode's "start a scene now" (design §4: at any meter); the locked control for everyone else. */
export function StartSceneControl({
  tier,
  disabled,
  onStart,
}: {
  tier: number;
  disabled: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const label = t('Start a scene now');
  if (!isGodMode(tier)) return <LockedControl label={label} tier={GOD_MODE_TIER} />;
  return (
    <TierButton
      icon={<Flame aria-hidden="true" size={16} />}
      label={label}
      tier={tier}
      disabled={disabled}
      onClick={onStart}
    />
  );
}

/** God Mode decides when a scene ends; the locked control for everyone else. */
export function EndSceneControl({ tier, disabled, onEnd }: { tier: number; disabled: boolean; onEnd: () => void }) {
  const { t } = useTranslation();
  const label = t('End the scene');
  if (!isGodMode(tier)) return <LockedControl label={label} tier={GOD_MODE_TIER} />;
  return (
    <TierButton
      icon={<Square aria-hidden="true" size={14} />}
      label={label}
      tier={tier}
      disabled={disabled}
      onClick={onEnd}
    />
  );
}

/** VIP's five poses a turn: what the tier gives, or the locked promise of it. */
export function PosesPerTurnNote({ tier }: { tier: number }) {
  const { t } = useTranslation();
  const ct = useCachedT();
  const many = posesPerTurn(MANY_POSES_TIER);
  if (posesPerTurn(tier) > 1) {
    return (
      <span className="tier-perk">
        <Crown aria-hidden="true" size={12} strokeWidth={2.5} />
        {t('{{tier}}: up to {{count}} poses a turn', { tier: tierName(ct, tier), count: posesPerTurn(tier) })}
      </span>
    );
  }
  return <LockedControl label={t('Up to {{count}} poses a turn', { count: many })} tier={MANY_POSES_TIER} />;
}

/**
 * Writing to a character who blocked the player: God Mode does it, and says so where the player writes;
 * everyone else sees the locked control.
 */
export function WriteThroughBlock({ tier, name }: { tier: number; name: string }) {
  const { t } = useTranslation();
  if (!isGodMode(tier))
    return <LockedControl label={t('Write to {{name}} anyway', { name: isolate(name) })} tier={GOD_MODE_TIER} />;
  return (
    <p className="tier-perk tier-perk--god" role="note" data-testid="god-mode-marker">
      <Crown aria-hidden="true" size={14} strokeWidth={2.5} />
      {t('God Mode: you are writing to {{name}} although she blocked you.', { name: isolate(name) })}
    </p>
  );
}
