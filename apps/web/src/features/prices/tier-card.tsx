import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import { type Character } from '@app/schema';
import { ERRORS } from '@app/schema/errors';
import { Button, buttonClass } from '@app/ui';
import { useCachedT } from '../../lib/cached-t.ts';
import type { SiteConfig } from '../../lib/operator.ts';
import { tierName } from '../../lib/tiers.ts';
import { RECOMMENDED_TIER, characterCounts, priceLabel, tierPerks, tierPitch } from './tiers.ts';

export interface TierCardProps {
  tier: number;
  /** The site configuration; undefined while it loads (prices and payment methods unknown). */
  site: SiteConfig | undefined;
  /** Every character with her tier; undefined while loading. */
  characters: readonly Pick<Character, 'name' | 'tier'>[] | undefined;
  /** The player's own tier. */
  current: boolean;
  paying: boolean;
  onPayByCard: (tier: number) => void;
}

/** A placeholder of a line's size while its text is unknown. */
function Skeleton({ width }: { width: string }) {
  return <span className="skeleton" style={{ width }} aria-hidden="true" />;
}

/** One column of the comparison: name, price, a line that sells it, every perk (included or not) and the ways to pay. */
export function TierCard({ tier, site, characters, current, paying, onPayByCard }: TierCardProps) {
  const { i18n } = useTranslation();
  const t = useCachedT();
  const titleId = useId();
  const recommended = tier === RECOMMENDED_TIER;
  const price = priceLabel(site?.prices, tier);
  const counts = characters ? characterCounts(characters, tier) : null;
  const classes = ['tier-card', recommended && 'tier-card--recommended', current && 'tier-card--current']
    .filter(Boolean)
    .join(' ');
  const list = (names: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);

  return (
    <li className={classes} aria-labelledby={titleId}>
      <div className="tier-card__flags">
        {recommended ? <span className="tier-card__flag tier-card__flag--recommended">{t('Recommended')}</span> : null}
        {current ? <span className="tier-card__flag">{t('Your tier')}</span> : null}
      </div>
      <h2 id={titleId} className="tier-card__name">
        {tierName(t, tier)}
      </h2>
      <p className="tier-card__price">
        {price ?? (
          <>
            <Skeleton width="3.5ch" />
            <span className="ui-visually-hidden">{t('Loading')}</span>
          </>
        )}
        <span className="tier-card__period">{t('/ month')}</span>
      </p>
      <p className="tier-card__pitch">{tierPitch(t, tier)}</p>
      <ul className="tier-card__perks">
        <li className="perk perk--yes">
          <Check aria-hidden="true" size={18} strokeWidth={2.75} className="perk__icon" />
          {counts ? (
            <span>
              {t('Characters you can chat with: {{open}} of {{total}}', { open: counts.open, total: counts.total })}
              {counts.added.length > 0 ? (
                <span className="perk__detail">{t('Adds {{names}}', { names: list(counts.added) })}</span>
              ) : null}
            </span>
          ) : (
            <Skeleton width="80%" />
          )}
        </li>
        {tierPerks(t, tier).map((perk) => (
          <li key={perk.id} className={perk.included ? 'perk perk--yes' : 'perk perk--no'}>
            {perk.included ? (
              <Check aria-hidden="true" size={18} strokeWidth={2.75} className="perk__icon" />
            ) : (
              <X aria-hidden="true" size={18} strokeWidth={2.5} className="perk__icon" />
            )}
            <span>
              {perk.included ? null : <span className="ui-visually-hidden">{t('Not included:')} </span>}
              {perk.text}
            </span>
          </li>
        ))}
      </ul>
      <div className="tier-card__actions">
        <PayButtons tier={tier} site={site} current={current} paying={paying} onPayByCard={onPayByCard} />
      </div>
    </li>
  );
}

function PayButtons({ tier, site, current, paying, onPayByCard }: Omit<TierCardProps, 'characters'>) {
  const t = useCachedT();
  if (!site) return <Skeleton width="100%" />;
  if (tier === 0)
    return <p className="tier-card__note">{current ? t('You are playing on Free.') : t('Always free.')}</p>;
  const { card, subscribeStar, patreon } = site.payments;
  return (
    <>
      {card ? (
        <Button
          block
          variant={tier === RECOMMENDED_TIER ? 'primary' : 'secondary'}
          disabled={paying}
          onClick={() => onPayByCard(tier)}
        >
          {t('Pay by credit/debit card')}
        </Button>
      ) : null}
      {subscribeStar ? (
        <a
          className={buttonClass(card || tier !== RECOMMENDED_TIER ? 'secondary' : 'primary', 'md', true)}
          href={site.links.subscribeStarPage}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('Subscribe on SubscribeStar')}
        </a>
      ) : null}
      {patreon ? (
        <Button variant="ghost" size="sm" block disabled title={t(ERRORS['payments.patreonDiscontinued'])}>
          {t('Patreon (discontinued)')}
        </Button>
      ) : null}
      {!card && !subscribeStar ? (
        <p className="tier-card__note">{current ? t('This is your tier.') : t('Not for sale on this site yet.')}</p>
      ) : null}
    </>
  );
}
