import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@app/schema';
import { Badge, Button, Dialog, DialogActions, buttonClass } from '@app/ui';
import { showError } from '../../app/error-dialog.tsx';
import { openLogin } from '../../app/login-dialog.tsx';
import { browser } from '../../lib/browser.ts';
import { parseError } from '../../lib/errors.ts';
import { useLangPath } from '../../lib/lang.ts';
import { useMe } from '../../lib/me.ts';
import { useSite } from '../../lib/operator.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { TIER_CARDS, priceLabel } from './tiers.ts';
import './prices.css';

export function PricesTab() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMe().data;
  const site = useSite();
  const navigate = useNavigate();
  const langPath = useLangPath();
  const cardForm = trpc.payments.cardPaymentUrl.useMutation();
  const [loginRequired, setLoginRequired] = useState(false);

  /** The server signs the provider's form for this player; the browser then goes there (no token in any address). */
  const payByCard = (tier: number) => {
    if (!session.loggedIn || !me?.mainEmailVerified) {
      setLoginRequired(true);
      return;
    }
    cardForm.mutate(
      { tier },
      {
        onSuccess: ({ url }) => browser.assign(url),
        onError: (error) => (parseError(error).cause === 'login' ? setLoginRequired(true) : showError(error)),
      },
    );
  };

  return (
    <div className="prices">
      {TIER_CARDS.map((card) => (
        <article key={card.tier} className={card.tier === 2 ? 'card tier-card tier-card--featured' : 'card tier-card'}>
          <header className="tier-card__head">
            <h2>{card.name(t)}</h2>
            {session.tier === card.tier ? <Badge tone="accent">{t('Current')}</Badge> : null}
          </header>
          <p className="tier-card__price">{priceLabel(site?.prices, card.tier) ?? '—'}<span>/{t('month')}</span></p>
          <ul>
            {card.perks(t).map((perk) => <li key={perk}>{perk}</li>)}
            <li>{t('Voting power {{power}}', { power: card.votingPower })}</li>
          </ul>
          <div className="stack">
            {site?.payments.card ? (
              <Button block disabled={cardForm.isPending} onClick={() => payByCard(card.tier)}>{t('Pay by credit/debit card')}</Button>
            ) : null}
            {site?.payments.subscribeStar ? (
              <a className={buttonClass('secondary', 'md', true)} href={site.links.subscribeStarPage} target="_blank" rel="noopener noreferrer">
                {t('Subscribe on SubscribeStar')}
              </a>
            ) : null}
            <Button variant="ghost" block disabled title={t(MESSAGES.patreonDiscontinued)}>{t('Patreon (discontinued)')}</Button>
          </div>
        </article>
      ))}
      <p className="muted">{t(MESSAGES.patreonDiscontinued)}</p>
      <Dialog open={loginRequired} onClose={() => setLoginRequired(false)} title={t('Login Required')} closeLabel={t('Close')}>
        <p>{t(MESSAGES.cardLoginRequired)}</p>
        <DialogActions>
          <Button onClick={() => { setLoginRequired(false); openLogin(); }}>{t('Login to Continue')}</Button>
          <Button variant="secondary" onClick={() => { setLoginRequired(false); navigate(langPath('/signup')); }}>{t('Create New Account')}</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
