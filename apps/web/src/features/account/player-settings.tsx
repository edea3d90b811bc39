import { useId, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hidesEveryone } from '@app/schema';
import { ERRORS } from '@app/schema/errors';
import { useLocation } from 'react-router';
import { Button, Dialog, Select, Switch } from '@app/ui';
import { showError } from '../../lib/dialogs/index.ts';
import { browser } from '../../lib/browser.ts';
import { useCurrentLanguage } from '../../lib/lang.ts';
import { isLanguage, storeLanguage } from '../../lib/language-store.ts';
import { LANGUAGE_OPTIONS, swapLanguage } from '../../lib/languages.ts';
import { setToken, useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { ConfirmActions } from '../../lib/confirm-actions.tsx';
import { ShowIdDialog } from './show-id-dialog.tsx';

/** Futas/Girls switches, language, restart progress and show ID. */
export function PlayerSettings() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const language = useCurrentLanguage() ?? 'en';
  const utils = trpc.useUtils();
  const setTag = trpc.user.setTag.useMutation();
  const restart = trpc.user.restart.useMutation();
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [showId, setShowId] = useState(false);
  const startOverId = useId();
  const [emptyRefused, setEmptyRefused] = useState(false);

  /** Girls or Futas: turning off the last one on is refused (the server refuses it too, with the same words). */
  const saveVisibility = (tag: 'girls' | 'futas', on: boolean) => {
    const refused = hidesEveryone({ ...session.tags, [tag]: String(on) });
    setEmptyRefused(refused);
    if (!refused) void saveTag(tag, String(on));
  };

  const saveTag = async (tag: string, value: string) => {
    try {
      const answer = await setTag.mutateAsync({ tag, value });
      setToken(answer.token);
      // User-level tag changes reload the feed from page 1 and clear cached character posts.
      await Promise.all([utils.feed.invalidate(), utils.character.invalidate()]);
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  const changeLanguage = async (value: string) => {
    if (!isLanguage(value)) return;
    storeLanguage(value);
    await saveTag('language', value);
    browser.assign(swapLanguage(pathname, value));
  };

  return (
    <div className="card stack">
      <h2>{t('Settings')}</h2>
      <Switch
        label={t('Futas')}
        checked={session.tags.futas === 'true'}
        disabled={setTag.isPending}
        onChange={(v) => saveVisibility('futas', v)}
      />
      <Switch
        label={t('Girls')}
        checked={session.tags.girls !== 'false'}
        disabled={setTag.isPending}
        onChange={(v) => saveVisibility('girls', v)}
      />
      {emptyRefused ? (
        <p className="ui-field__error" role="alert">
          {t(ERRORS['tags.visibilityEmpty'])}
        </p>
      ) : null}
      <Select
        label={t('Language')}
        options={LANGUAGE_OPTIONS}
        value={language}
        onChange={(v) => void changeLanguage(v)}
      />
      <div className="row">
        <Button variant="secondary" onClick={() => setShowId(true)}>
          {t('Show ID')}
        </Button>
      </div>
      <section className="start-over" aria-labelledby={startOverId}>
        <h3 id={startOverId} className="start-over__title">
          {t('Start over')}
        </h3>
        <p className="start-over__text">{t('Deletes your levels, meters and messages with every character.')}</p>
        <Button variant="secondary" className="button-destructive" onClick={() => setConfirmRestart(true)}>
          <TriangleAlert aria-hidden="true" size={18} />
          {t('Restart progress')}
        </Button>
      </section>
      <Dialog
        open={confirmRestart}
        onClose={() => setConfirmRestart(false)}
        title={t('Restart progress')}
        closeLabel={t('Close')}
      >
        <p>
          {t(
            'This deletes your levels, meters and messages with every character: the places and poses you unlocked lock again and content preferences per character are reset.',
          )}
        </p>
        <p>{t('Your account, tier, follows, likes and votes stay. This cannot be undone.')}</p>
        <ConfirmActions
          onCancel={() => setConfirmRestart(false)}
          pending={restart.isPending}
          onConfirm={() =>
            restart.mutate(undefined, {
              onSuccess: () => browser.reload(),
              onError: (e) => {
                setConfirmRestart(false);
                showError(e);
              },
            })
          }
        >
          {t('Delete my progress')}
        </ConfirmActions>
      </Dialog>
      <ShowIdDialog open={showId} onClose={() => setShowId(false)} userId={session.userId} />
    </div>
  );
}
