import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '@app/schema';
import { Button, Dialog, DialogActions, Select, Switch } from '@app/ui';
import { browser } from '../../lib/browser.ts';
import { isLanguage, storeLanguage } from '../../lib/language-store.ts';
import { LANGUAGE_OPTIONS, swapLanguage } from '../../lib/languages.ts';
import { isGamePath } from '../../lib/paths.ts';
import { setToken, useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { showError } from '../../app/error-dialog.tsx';

/** Where OK reloads to: the chosen language's path, with restart=true when the URL mentions cosplay. */
export function preferencesTarget(href: string, language: string): string {
  const url = new URL(href);
  const path = swapLanguage(url.pathname, language);
  if (url.href.includes('cosplay')) url.searchParams.set('restart', 'true');
  const search = url.searchParams.toString();
  return `${path}${search ? `?${search}` : ''}${url.hash}`;
}

/** "Visibility Settings" (spec §2): shown while the girls-set tag is missing. */
export function PreferencesOverlay() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  const gender = new URLSearchParams(search).get('gender');
  const genderChoice = gender === 'futas' || gender === 'girls' ? gender : null;
  const hideSwitches = isGamePath(pathname) || gender !== null;
  const [girls, setGirls] = useState(genderChoice !== 'futas');
  const [futas, setFutas] = useState(genderChoice === 'futas');
  const [language, setLanguage] = useState<Language>(isLanguage(session.language) ? session.language : 'en');
  const setTags = trpc.user.setTags.useMutation();

  const save = async () => {
    const tags: Record<string, string> = { language, 'girls-set': 'true', 'futas-set': 'true' };
    if (genderChoice) {
      tags[genderChoice] = 'true';
    } else {
      tags.girls = String(girls);
      tags.futas = String(futas);
    }
    try {
      const answer = await setTags.mutateAsync({ tags });
      setToken(answer.token);
      storeLanguage(language);
      browser.assign(preferencesTarget(new URL(`${pathname}${search}${hash}`, window.location.origin).href, language));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Dialog open onClose={() => undefined} title={t('Visibility Settings')} hideClose dismissible={false}>
      <div className="stack">
        {hideSwitches ? null : (
          <>
            <Switch label={t('Girls')} checked={girls} onChange={setGirls} />
            <Switch label={t('Futas')} checked={futas} onChange={setFutas} />
          </>
        )}
        <Select
          label={t('Language settings')}
          options={LANGUAGE_OPTIONS}
          value={language}
          onChange={(v) => isLanguage(v) && setLanguage(v)}
        />
      </div>
      <DialogActions>
        <Button onClick={save} disabled={setTags.isPending || (!hideSwitches && !girls && !futas)}>{t('OK')}</Button>
      </DialogActions>
    </Dialog>
  );
}
