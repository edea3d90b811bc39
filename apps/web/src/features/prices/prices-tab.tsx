import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ERRORS } from '@app/schema/errors';
import { Button, Dialog, DialogActions } from '@app/ui';
import { showError, openLogin } from '../../lib/dialogs/index.ts';
import { browser } from '../../lib/browser.ts';
import { useCachedT } from '../../lib/cached-t.ts';
import { parseError } from '../../lib/errors.ts';
import { useLangPath } from '../../lib/lang.ts';
import { useMe } from '../../lib/me.ts';
import { PaymentsNotice } from '../../lib/payments-notice.tsx';
import { useSite } from '../../lib/operator.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { TierCard } from './tier-card.tsx';
import { TIERS, tierPerks } from './tiers.ts';
import './prices.css';

/** The rows every card spans on wider screens: five of its own (flags, name, price, pitch, actions) and one a perk. */
function gridRows(perks: number): CSSProperties {
  return { '--perk-rows': perks, '--card-rows': perks + 5 } as CSSProperties;
}

/** The prices tab: Free and the three tiers compared, the way to pay for each, or why nothing can be bought yet. */
export function PricesTab() {
  const { t } = useTranslation();
  const ct = useCachedT();
  const session = useSession();
  const me = useMe().data;
  const site = useSite();
  const characters = trpc.character.all.useQuery(undefined, { meta: { errorDialog: false } });
  const navigate = useNavigate();
  const langPath = useLangPath();
  const cardForm = trpc.payments.cardPaymentUrl.useMutation();
  const [loginRequired, setLoginRequired] = useState(false);
  const methods = site ? site.payments.card || site.payments.subscribeStar : undefined;

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
    <div className="prices" aria-busy={site === undefined || undefined}>
      <header className="prices__intro">
        <h1 className="prices__title">{t('Choose your tier')}</h1>
        <p className="prices__lead">
          {t('Every tier includes everything of the tiers before it. Billed monthly; cancel at any time.')}
        </p>
      </header>
      {methods === false ? <PaymentsNotice supportEmail={site?.supportEmail} /> : null}
      <ol className="prices__grid" aria-label={t('Tiers')} style={gridRows(tierPerks(ct, 0).length + 1)}>
        {TIERS.map((tier) => (
          <TierCard
            key={tier}
            tier={tier}
            site={site}
            characters={characters.data}
            current={session.tier === tier}
            paying={cardForm.isPending}
            onPayByCard={payByCard}
          />
        ))}
      </ol>
      {methods && site?.payments.patreon ? (
        <p className="prices__footnote">{t(ERRORS['payments.patreonDiscontinued'])}</p>
      ) : null}
      <Dialog
        open={loginRequired}
        onClose={() => setLoginRequired(false)}
        title={t('Login Required')}
        closeLabel={t('Close')}
      >
        <p>{t(ERRORS['payments.cardLoginRequired'])}</p>
        <DialogActions>
          <Button
            onClick={() => {
              setLoginRequired(false);
              openLogin();
            }}
          >
            {t('Login to Continue')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setLoginRequired(false);
              void navigate(langPath('/signup'));
            }}
          >
            {t('Create New Account')}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
