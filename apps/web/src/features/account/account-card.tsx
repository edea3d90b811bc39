import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Me } from '@app/schema';
import { TIER_NAMES, type Tier } from '@app/schema/constants';
import { ERRORS } from '@app/schema/errors';
import { Badge, Button, buttonClass } from '@app/ui';
import { showError } from '../../lib/dialogs/index.ts';
import { browser } from '../../lib/browser.ts';
import { useLangPath } from '../../lib/lang.ts';
import { useSite, type SiteConfig } from '../../lib/operator.ts';
import { usePlatformSignIn } from '../../lib/platforms.ts';
import { setToken } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { subscriptionActive } from './subscriptions.ts';

function Status({ tier, expires }: { tier: number | null; expires: string | null }) {
  const { t } = useTranslation();
  if (!subscriptionActive(tier, expires)) return <Badge>{t('Not active')}</Badge>;
  return (
    <Badge tone="success">
      {t(TIER_NAMES[(tier ?? 0) as Tier])} · {t('until')} {new Date(expires!).toLocaleDateString()}
    </Badge>
  );
}

/** A new token from a payments call: stored, and every cached answer that depends on the tier reloaded. */
function useTokenRefresh() {
  const utils = trpc.useUtils();
  return (token: string) => {
    setToken(token);
    void utils.invalidate();
  };
}

function CardSubscription({ me, site }: { me: Me; site: SiteConfig | undefined }) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  // Shown when card billing is on, or to manage a card subscription the player already has.
  if (!site?.payments.card && me.ccbillTier === null) return null;
  return (
    <div className="subscription">
      <h3>{t('Credit/debit card')}</h3>
      <Status tier={me.ccbillTier} expires={me.ccbillExp} />
      {subscriptionActive(me.ccbillTier, me.ccbillExp) ? (
        site ? (
          <a href={site.links.cardUnsubscribe} target="_blank" rel="noopener noreferrer">
            {t('Unsubscribe')}
          </a>
        ) : null
      ) : site?.payments.card ? (
        <Link to={langPath('/app/profile/me/prices')}>{t('Subscribe')}</Link>
      ) : null}
    </div>
  );
}

function PatreonSubscription({ me, site }: { me: Me; site: SiteConfig | undefined }) {
  const { t } = useTranslation();
  const refresh = useTokenRefresh();
  const connect = trpc.payments.connectPatreon.useMutation();
  const linked = me.patreonTier !== null;
  const onConnect = () =>
    connect.mutate(undefined, {
      onSuccess: (answer) => ('token' in answer ? refresh(answer.token) : browser.assign(answer.redirect)),
      onError: (error) => showError(error),
    });
  return (
    <div className="subscription">
      <h3>Patreon</h3>
      <Status tier={me.patreonTier} expires={me.patreonExp} />
      <p className="muted">{t(ERRORS['payments.patreonDiscontinued'])}</p>
      {linked || site?.payments.patreon ? (
        <Button variant="secondary" size="sm" disabled={connect.isPending} onClick={onConnect}>
          {linked ? t('Refresh Patreon tier') : t('Connect Patreon')}
        </Button>
      ) : null}
    </div>
  );
}

function SubscribeStarSubscription({ me, site }: { me: Me; site: SiteConfig | undefined }) {
  const { t } = useTranslation();
  const refresh = useTokenRefresh();
  const sync = trpc.payments.syncSubscribeStar.useMutation();
  const signIn = usePlatformSignIn();
  const [synced, setSynced] = useState(false);
  const linked = Boolean(me.subscribeStarEmail) || me.subscribeStarTier !== null;
  const onSync = () =>
    sync.mutate(undefined, {
      onSuccess: (answer) => {
        setSynced(true);
        refresh(answer.token);
      },
      onError: (error) => showError(error),
    });
  const onConnect = () => void signIn.start('subscribestar', 'profile').catch((error: unknown) => showError(error));
  return (
    <div className="subscription">
      <h3>SubscribeStar</h3>
      {me.subscribeStarEmail ? <p className="muted">{me.subscribeStarEmail}</p> : null}
      <Status tier={me.subscribeStarTier} expires={me.subscribeStarExp} />
      {synced ? <p role="status">{t('Subscription synchronized')}</p> : null}
      <div className="row">
        {linked ? (
          <>
            {site?.payments.subscribeStar ? (
              <Button variant="secondary" size="sm" disabled={sync.isPending} onClick={onSync}>
                {sync.isPending ? t('Processing...') : t('Synchronize')}
              </Button>
            ) : null}
            {site ? (
              <a href={site.links.subscribeStarManage} target="_blank" rel="noopener noreferrer">
                {t('Unsubscribe')}
              </a>
            ) : null}
          </>
        ) : site?.payments.subscribeStar ? (
          <Button size="sm" disabled={signIn.pending} onClick={onConnect}>
            {t('Connect SubscribeStar')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The logged-in account card: e-mail state and the subscription channels the server offers. */
export function AccountCard({ me, userId }: { me: Me; userId: string }) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const site = useSite();
  const resend = trpc.auth.resendVerification.useMutation();
  const [sent, setSent] = useState(false);
  const email = me.mainEmail ?? me.email;
  return (
    <>
      <div className="card stack">
        <h2>{t('Account')}</h2>
        {email ? (
          <div className="row">
            <span>{email}</span>
            {me.mainEmailVerified ? (
              <Badge tone="success">{t('Verified')}</Badge>
            ) : (
              <Badge tone="warning">{t('Unverified')}</Badge>
            )}
          </div>
        ) : (
          <Link to={langPath('/connect-email')} className={buttonClass('secondary', 'sm')}>
            {t('Add email')}
          </Link>
        )}
        {email && !me.mainEmailVerified ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={resend.isPending || sent}
            onClick={() =>
              resend.mutate({ user: userId }, { onSuccess: () => setSent(true), onError: (e) => showError(e) })
            }
          >
            {sent ? t('Verification email sent') : t('Resend verification email')}
          </Button>
        ) : null}
      </div>
      <div className="card stack">
        <h2>{t('Subscriptions')}</h2>
        <CardSubscription me={me} site={site} />
        <PatreonSubscription me={me} site={site} />
        <SubscribeStarSubscription me={me} site={site} />
      </div>
    </>
  );
}
