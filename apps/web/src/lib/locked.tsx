import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { buttonClass } from '@app/ui';
import { useCachedT } from './cached-t.ts';
import { useLangPath } from './lang.ts';
import { PRICES_PATH, exclusiveHint, tierName } from './tiers.ts';
import './locked.css';

/** A lock and the name of the tier that opens a thing, e.g. "🔒 VIP Pass" (the full hint for assistive technology). */
export function TierLockBadge({ tier, className }: { tier: number; className?: string }) {
  const t = useCachedT();
  return (
    <span className={['tier-lock', className].filter(Boolean).join(' ')} title={exclusiveHint(t, tier)}>
      <Lock aria-hidden="true" size={14} strokeWidth={2.5} />
      <span aria-hidden="true">{tierName(t, tier)}</span>
      <span className="ui-visually-hidden">{exclusiveHint(t, tier)}</span>
    </span>
  );
}

export interface LockedNoticeProps {
  /** The character's name. */
  name: string;
  /** The tier she needs. */
  tier: number;
  /** The player's own tier. */
  playerTier: number;
  /** The heading level: 1 where the notice is the page (the locked chat), else 2. */
  level?: 1 | 2;
  /** Further actions after "Unlock with …". */
  children?: ReactNode;
}

/** A tier's name never breaks across lines ("VIP / Pass"). */
function keepTogether(name: string): string {
  return name.replace(/ /g, '\u00a0');
}

/** What a locked character says before anything is tapped: which tier opens her, the player's tier, and the way there. */
export function LockedNotice({ name, tier, playerTier, level = 2, children }: LockedNoticeProps) {
  const t = useCachedT();
  const langPath = useLangPath();
  const Heading = level === 1 ? 'h1' : 'h2';
  const titleId = useId();
  return (
    <section className="locked-notice" aria-labelledby={titleId}>
      <span className="locked-notice__icon" aria-hidden="true">
        <Lock size={22} strokeWidth={2.5} />
      </span>
      <Heading id={titleId} className="locked-notice__title">
        {exclusiveHint(t, tier)}
      </Heading>
      <p className="locked-notice__text">
        {t('Chatting with {{name}} needs {{tier}} or higher.', { name, tier: keepTogether(tierName(t, tier)) })}{' '}
        {t('Your tier: {{tier}}.', { tier: tierName(t, playerTier) })}
      </p>
      <div className="locked-notice__actions">
        <Link className={buttonClass('primary')} to={langPath(PRICES_PATH)}>
          {t('Unlock with {{tier}}', { tier: tierName(t, tier) })}
        </Link>
        {children}
      </div>
    </section>
  );
}
