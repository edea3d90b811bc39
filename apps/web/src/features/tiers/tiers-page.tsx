import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIER_NAMES, type Tier } from '@app/schema/constants';
import { Button, buttonClass } from '@app/ui';
import { showError, openLogin } from '../../lib/dialogs/index.ts';
import { useLangPath } from '../../lib/lang.ts';
import { useMe } from '../../lib/me.ts';
import { PaymentsNotice } from '../../lib/payments-notice.tsx';
import { useSite } from '../../lib/operator.ts';
import { usePlatformSignIn } from '../../lib/platforms.ts';
import { setToken, useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';

/** How to change tier: on the subscription platform, then synchronize here. */
export function TiersPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const session = useSession();
  const site = useSite();
  const me = useMe().data;
  const utils = trpc.useUtils();
  const sync = trpc.payments.syncSubscribeStar.useMutation();
  const signIn = usePlatformSignIn();
  const [tier, setTier] = useState<Tier | null>(null);
  const linked = Boolean(me?.subscribeStarEmail) || (me?.subscribeStarTier ?? null) !== null;

  const synchronize = () => {
    if (!session.loggedIn) {
      openLogin();
      return;
    }
    sync.mutate(undefined, {
      onSuccess: (answer) => {
        setToken(answer.token);
        setTier(answer.tier as Tier);
        void utils.invalidate();
      },
      onError: (error) => showError(error),
    });
  };

  // Only the ways this site is configured for (site.config): never a platform the operator has not set up.
  const changeHow = site?.payments.subscribeStar
    ? site.payments.card
      ? t('Upgrade your subscription on SubscribeStar, or pick a tier and pay by credit/debit card on the prices page.')
      : t('Upgrade your subscription on SubscribeStar.')
    : t('Pick a tier and pay by credit/debit card on the prices page.');

  return (
    <section className="page">
      <h1>{t('Update your tier')}</h1>
      <p>{t('This character or feature needs a higher tier than your current one.')}</p>
      {site && !site.payments.card && !site.payments.subscribeStar ? (
        <PaymentsNotice supportEmail={site.supportEmail} />
      ) : (
        <>
          <h2>{t('1. Change your tier')}</h2>
          <p>{changeHow}</p>
        </>
      )}
      <div className="row">
        {site?.payments.subscribeStar ? (
          <a
            className={buttonClass('secondary', 'sm')}
            href={site.links.subscribeStarPage}
            target="_blank"
            rel="noopener noreferrer"
          >
            SubscribeStar
          </a>
        ) : null}
        <Link className={buttonClass('secondary', 'sm')} to={langPath('/app/profile/me/prices')}>
          {t('Prices')}
        </Link>
      </div>
      {site?.payments.subscribeStar ? (
        <>
          <h2>{t('2. Synchronize')}</h2>
          <p>{t('After changing your tier on SubscribeStar, press Synchronize so the game picks up your new tier.')}</p>
          {session.loggedIn && !linked ? (
            <Button
              disabled={signIn.pending}
              onClick={() => void signIn.start('subscribestar', 'profile').catch((error: unknown) => showError(error))}
            >
              {t('Connect SubscribeStar')}
            </Button>
          ) : (
            <Button disabled={sync.isPending} onClick={synchronize}>
              {sync.isPending ? t('Processing...') : t('Synchronize')}
            </Button>
          )}
          {tier !== null ? <p role="status">{t('Your tier is now {{tier}}.', { tier: t(TIER_NAMES[tier]) })}</p> : null}
        </>
      ) : null}
      {site?.payments.card ? (
        <p className="muted">{t('Card subscriptions update on their own as soon as the payment is confirmed.')}</p>
      ) : null}
    </section>
  );
}
