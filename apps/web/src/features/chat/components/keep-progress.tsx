import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@app/ui';
import { useLangPath } from '../../../lib/lang.ts';
import { isolate } from '../../../lib/bidi.ts';

/** A guest sees the invitation after this many replies of their own in a chat. */
export const KEEP_PROGRESS_AFTER = 3;
const DISMISSED_KEY = 'keepProgressDismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * A guest's gentle invitation, once they have played a few turns: an account keeps the progress (it stays on
 * this device's token otherwise). "Not now" puts it away for good.
 */
export function KeepProgress({ name, turns, guest }: { name: string; turns: number; guest: boolean }) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (!guest || dismissed || turns < KEEP_PROGRESS_AFTER) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Private mode: it stays away for this visit.
    }
    setDismissed(true);
  };
  return (
    <aside className="chat-keep" aria-label={t('Keep your progress')}>
      <p className="chat-keep__text">
        <strong>{t('Keep your progress')}</strong>{' '}
        <span>{t('A free account saves your levels with {{name}} on any device.', { name: isolate(name) })}</span>
      </p>
      <div className="chat-keep__actions">
        <Link className={buttonClass('primary', 'sm')} to={langPath('/signup')}>
          {t('Sign up')}
        </Link>
        <button type="button" className="chat-keep__later" onClick={dismiss}>
          {t('Not now')}
        </button>
      </div>
    </aside>
  );
}
