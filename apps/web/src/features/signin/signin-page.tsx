import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '@app/ui';
import { useCurrentLanguage, withLang } from '../../lib/lang.ts';
import { setToken } from '../../lib/session.ts';
import { PROFILE, exchangeHandoff, landingOf, readHandoff } from './handoff.ts';

/** Takes the fragment out of the address bar (no history entry, bookmark or shared link keeps the code). */
function clearFragment(): void {
  if (window.location.hash)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/**
 * `/signin#code=...&to=...`: where an OAuth round trip ends. The code is swapped for a session token
 * (once, from the browser that ran the round trip), stored, and the page goes to the landing. A failed
 * swap leaves the stored session as it was and is explained on the profile, like any platform error.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const language = useCurrentLanguage();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const handoff = readHandoff(hash);
    clearFragment();
    const go = (path: string) => void navigate(withLang(language, path), { replace: true });
    if (!handoff) return go('/');
    void exchangeHandoff(handoff.code).then((outcome) => {
      if (!outcome.ok) return go(`${PROFILE}?error=${outcome.error}`);
      setToken(outcome.token);
      go(landingOf(handoff));
    });
  }, [hash, navigate, language]);

  return <Spinner full label={t('Signing in...')} />;
}
