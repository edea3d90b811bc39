import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass, Spinner } from '@app/ui';
import { httpStatusOf } from '../../lib/errors.ts';
import { useLangPath } from '../../lib/lang.ts';
import { trpc } from '../../lib/trpc.ts';
import { useMailLink } from './mail-link.ts';
import { LINK_KEYS, verifyLinkParams } from './validation.ts';
import './auth.css';

/**
 * `/verify-email#userId=…&secret=…`, the link of the verification mail: the link's parts leave the address
 * bar as the page opens, then it posts them once (auth.verifyEmailLink, which only uses the link: no player
 * is created, the session stays as it is) and says what happened.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const utils = trpc.useUtils();
  const link = useMailLink(verifyLinkParams, LINK_KEYS);
  const verify = trpc.auth.verifyEmailLink.useMutation({ onSuccess: () => void utils.auth.me.invalidate() });
  const { mutate } = verify;
  const started = useRef(false);

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    mutate(link);
  }, [link, mutate]);

  // a refused link answers 400; anything else (the server or the network) may work on a second try
  const refused = !link || (verify.isError && httpStatusOf(verify.error) !== null && httpStatusOf(verify.error)! < 500);
  let body;
  if (refused) {
    body = (
      <>
        <p role="alert" className="ui-field__error">
          {t('This verification link is invalid or has expired. You can ask for a new one in your account.')}
        </p>
        <Link className={buttonClass('primary', 'md', true)} to={langPath('/app/profile/me')}>
          {t('My profile')}
        </Link>
      </>
    );
  } else if (verify.isError) {
    body = (
      <>
        <p role="alert" className="ui-field__error">
          {t('Your e-mail address could not be confirmed right now. Please try again.')}
        </p>
        <Button block onClick={() => mutate(link)}>
          {t('Try again')}
        </Button>
      </>
    );
  } else if (verify.isSuccess) {
    body = (
      <>
        <p role="status">{t('Your e-mail address is confirmed')}</p>
        <Link className={buttonClass('primary', 'md', true)} to={langPath('/app/home')}>
          {t('Go to the home page')}
        </Link>
      </>
    );
  } else {
    body = <Spinner label={t('Confirming your e-mail address...')} />;
  }
  return (
    <section className="page auth-page">
      <div className="stack">
        <h1>{t('E-mail confirmation')}</h1>
        {body}
      </div>
    </section>
  );
}
