import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@app/ui';
import { browser } from '../lib/browser.ts';
import { decodeClaims } from '../lib/session.ts';

/** The user id decoded from the stored token, for the crash report; null when none can be read. */
export function storedUserId(): string | null {
  try {
    const token = localStorage.getItem('token');
    return token ? (decodeClaims(token)?.user ?? null) : null;
  } catch {
    return null;
  }
}

export function CrashScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const userId = storedUserId();
  if (error) console.error(error);
  return (
    <main className="crash-screen" role="alert">
      <h1>{t('Something went wrong.')}</h1>
      <p>{t('Displaying userId for reporting:')}</p>
      <p>
        <code>{userId ?? t('User ID not found')}</code>
      </p>
      <Button onClick={() => browser.reload()}>{t('Reload')}</Button>
    </main>
  );
}
