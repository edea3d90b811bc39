import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, TIER_NAMES, type Me, type Tier } from '@app/schema';
import { Badge, Button, buttonClass } from '@app/ui';
import { showError } from '../../app/error-dialog.tsx';
import { platformLoginUrl } from '../../app/login-dialog.tsx';
import { useLangPath } from '../../lib/lang.ts';
import { trpc } from '../../lib/trpc.ts';
import { CARD_SUPPORT_URL, SUBSCRIBESTAR_URL, subscriptionActive } from './subscriptions.ts';

function Status({ tier, expires }: { tier: number | null; expires: string | null }) {
  const { t } = useTranslation();
  if (!subscriptionActive(tier, expires)) return <Badge>{t('Not active')}</Badge>;
  return (
    <Badge tone="success">
      {t(TIER_NAMES[(tier ?? 0) as Tier])} · {t('until')} {new Date(expires!).toLocaleDateString()}
    </Badge>
  );
}

/** The logged-in account card: e-mail state and the three subscription channels. */
export function AccountCard({ me, userId }: { me: Me; userId: string }) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const resend = trpc.auth.resendVerification.useMutation();
  const [sent, setSent] = useState(false);
  const email = me.mainEmail ?? me.email;
  const subscribeStarSync = `${platformLoginUrl('subscribestar')}&redirect=profile`;
  return (
    <>
      <div className="card stack">
        <h2>{t('Account')}</h2>
        {email ? (
          <div className="row">
            <span>{email}</span>
            {me.mainEmailVerified ? <Badge tone="success">{t('Verified')}</Badge> : <Badge tone="warning">{t('Unverified')}</Badge>}
          </div>
        ) : (
          <Link to={langPath('/connect-email')} className={buttonClass('secondary', 'sm')}>{t('Add email')}</Link>
        )}
        {email && !me.mainEmailVerified ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={resend.isPending || sent}
            onClick={() => resend.mutate({ user: userId }, { onSuccess: () => setSent(true), onError: (e) => showError(e) })}
          >
            {sent ? t('Verification email sent') : t('Resend verification email')}
          </Button>
        ) : null}
      </div>
      <div className="card stack">
        <h2>{t('Subscriptions')}</h2>
        <div className="subscription">
          <h3>{t('Credit/debit card')}</h3>
          <Status tier={me.ccbillTier} expires={me.ccbillExp} />
          {subscriptionActive(me.ccbillTier, me.ccbillExp) ? (
            <a href={CARD_SUPPORT_URL} target="_blank" rel="noopener noreferrer">{t('Unsubscribe')}</a>
          ) : (
            <Link to={langPath('/app/profile/me/prices')}>{t('Subscribe')}</Link>
          )}
        </div>
        <div className="subscription">
          <h3>Patreon</h3>
          <Status tier={me.patreonTier} expires={me.patreonExp} />
          <p className="muted">{t(MESSAGES.patreonDiscontinued)}</p>
        </div>
        <div className="subscription">
          <h3>SubscribeStar</h3>
          {me.subscribeStarEmail ? <p className="muted">{me.subscribeStarEmail}</p> : null}
          <Status tier={me.subscribeStarTier} expires={me.subscribeStarExp} />
          <div className="row">
            {me.subscribeStarEmail ? (
              <>
                <a href={subscribeStarSync} className={buttonClass('secondary', 'sm')}>{t('Synchronize')}</a>
                <a href={SUBSCRIBESTAR_URL} target="_blank" rel="noopener noreferrer">{t('Unsubscribe')}</a>
              </>
            ) : me.subscribeStarAvailable ? (
              <a href={subscribeStarSync} className={buttonClass('primary', 'sm')}>{t('Connect SubscribeStar')}</a>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
