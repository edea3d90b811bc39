import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Ban, Heart, MessageCircle, Sparkles } from 'lucide-react';
import { BLOCK_METER, DEFAULT_DATE_THRESHOLD, DEFAULT_SCENE_THRESHOLD } from '@app/game-engine';
import type { Language } from '@app/schema';
import { ERRORS } from '@app/schema/errors';
import { Button, Dialog, DialogActions, Select, Switch } from '@app/ui';
import { browser } from '../../lib/browser.ts';
import { isLanguage, storeLanguage } from '../../lib/language-store.ts';
import { LANGUAGE_OPTIONS, swapLanguage } from '../../lib/languages.ts';
import { isGamePath } from '../../lib/paths.ts';
import { setToken, useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { showError } from '../../lib/dialogs/index.ts';
import './intro.css';

/** Where saving reloads to: the chosen language's path, with restart=true when the URL mentions cosplay. */
export function preferencesTarget(href: string, language: string): string {
  const url = new URL(href);
  const path = swapLanguage(url.pathname, language);
  if (url.href.includes('cosplay')) url.searchParams.set('restart', 'true');
  const search = url.searchParams.toString();
  return `${path}${search ? `?${search}` : ''}${url.hash}`;
}

/** The tags the introduction saves (spec §2 "Visibility Settings"): language, girls-set, and the chosen genders. */
export function preferenceTags(
  language: string,
  choice: { girls: boolean; futas: boolean } | { gender: 'girls' | 'futas' },
): Record<string, string> {
  const tags: Record<string, string> = { language, 'girls-set': 'true', 'futas-set': 'true' };
  if ('gender' in choice) tags[choice.gender] = 'true';
  else {
    tags.girls = String(choice.girls);
    tags.futas = String(choice.futas);
  }
  return tags;
}

/**
 * The first session's one introduction, shown after the age gate while the girls-set tag is missing: how the
 * game plays (the engine's numbers), then who the player wants to meet and the language, with the reason.
 * Skip (or Escape) keeps the defaults: Girls on, Futas off, the current language. Saving stores the tags and
 * reloads to the language's path, as the specification's "Visibility Settings" did.
 */
export function WelcomeIntro() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  const gender = new URLSearchParams(search).get('gender');
  const genderChoice = gender === 'futas' || gender === 'girls' ? gender : null;
  const hideSwitches = isGamePath(pathname) || gender !== null;
  const [step, setStep] = useState<1 | 2>(1);
  const [girls, setGirls] = useState(genderChoice !== 'futas');
  const [futas, setFutas] = useState(genderChoice === 'futas');
  const [language, setLanguage] = useState<Language>(isLanguage(session.language) ? session.language : 'en');
  const setTags = trpc.user.setTags.useMutation();

  const save = async (chosen: { girls: boolean; futas: boolean; language: Language }) => {
    if (setTags.isPending) return;
    try {
      const answer = await setTags.mutateAsync({
        tags: preferenceTags(chosen.language, genderChoice ? { gender: genderChoice } : chosen),
      });
      setToken(answer.token);
      storeLanguage(chosen.language);
      browser.assign(
        preferencesTarget(new URL(`${pathname}${search}${hash}`, window.location.origin).href, chosen.language),
      );
    } catch (error) {
      showError(error);
    }
  };
  const skip = () =>
    void save({
      girls: genderChoice !== 'futas',
      futas: genderChoice === 'futas',
      language: isLanguage(session.language) ? session.language : 'en',
    });

  return (
    <Dialog open onClose={skip} title={t('Welcome')} hideClose className="intro">
      <p className="intro__step" aria-live="polite">
        {t('Step {{step}} of {{total}}', { step, total: 2 })}
      </p>
      {step === 1 ? (
        <>
          <h3 className="intro__heading">{t('How it works')}</h3>
          <ul className="intro__list">
            <li>
              <MessageCircle aria-hidden="true" size={20} />
              <span>{t('Chat with a character: tap a suggested reply, or write your own.')}</span>
            </li>
            <li>
              <Heart aria-hidden="true" size={20} />
              <span>
                {t(
                  'Kind replies fill her affection meter, rude ones drain it. At {{dateAt}} she asks you on a date; at {{sceneAt}} things heat up.',
                  { dateAt: DEFAULT_DATE_THRESHOLD, sceneAt: DEFAULT_SCENE_THRESHOLD },
                )}
              </span>
            </li>
            <li>
              <Ban aria-hidden="true" size={20} />
              <span>
                {t('At {{value}} or lower she blocks you for a while, so mind the red zone.', { value: BLOCK_METER })}
              </span>
            </li>
            <li>
              <Sparkles aria-hidden="true" size={20} />
              <span>{t('Every warm reply earns points: levels unlock new places and poses.')}</span>
            </li>
          </ul>
          <DialogActions>
            <Button variant="secondary" onClick={skip} disabled={setTags.isPending}>
              {t('Skip')}
            </Button>
            <Button onClick={() => setStep(2)}>{t('Next')}</Button>
          </DialogActions>
        </>
      ) : (
        <>
          <h3 className="intro__heading">{t('Who would you like to meet?')}</h3>
          <p className="intro__why">
            {t('This decides which characters and posts you see. You can change it any time in your account.')}
          </p>
          <div className="stack">
            {hideSwitches ? null : (
              <>
                <Switch label={t('Girls')} checked={girls} onChange={setGirls} />
                <Switch label={t('Futas')} checked={futas} onChange={setFutas} />
              </>
            )}
            {!hideSwitches && !girls && !futas ? (
              <p className="ui-field__error" role="alert">
                {t(ERRORS['tags.visibilityEmpty'])}
              </p>
            ) : null}
            <Select
              label={t('Language settings')}
              options={LANGUAGE_OPTIONS}
              value={language}
              onChange={(v) => isLanguage(v) && setLanguage(v)}
            />
          </div>
          <DialogActions>
            <Button variant="secondary" onClick={() => setStep(1)}>
              {t('Back')}
            </Button>
            <Button
              onClick={() => void save({ girls, futas, language })}
              disabled={setTags.isPending || (!hideSwitches && !girls && !futas)}
            >
              {t('Start playing')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
