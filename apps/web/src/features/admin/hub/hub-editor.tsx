import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Switch } from '@app/ui';
import type { Language } from '@app/schema/constants';
import { showError } from '../../../lib/dialogs/index.ts';
import { trpc } from '../../../lib/trpc.ts';
import { draftInput, draftProblems, emptyDraft, type DraftProblem, type HubDraft } from './hub-draft.ts';
import { HubEndField, HubNoticeTags, HubOptionsField } from './hub-editor-fields.tsx';
import { HubTextPane } from './hub-text-pane.tsx';

/** Writes a hub post (admins): the text per language with its preview, options, end, critical notice. */
export function HubEditor() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.admin.hub.create.useMutation();
  const [draft, setDraft] = useState<HubDraft>(emptyDraft);
  const [language, setLanguage] = useState<Language>('en');
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [published, setPublished] = useState(false);
  const change = (patch: Partial<HubDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setPublished(false);
    // Once shown, the problems follow the edits (and leave as they are fixed).
    if (problems.length > 0) setProblems(draftProblems(next, Date.now()));
  };
  const problemText: Record<DraftProblem, string> = {
    text: t('Write the English text: it is the original.'),
    options: t('A vote needs at least two options (a critical notice may have none).'),
    end: t('Choose when the vote ends: a time ahead, at most ten years.'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = Date.now();
    const found = draftProblems(draft, now);
    setProblems(found);
    if (found.length > 0) return;
    create.mutate(draftInput(draft, now), {
      onSuccess: () => {
        setDraft(emptyDraft());
        setLanguage('en');
        setPublished(true);
        void utils.admin.hub.list.invalidate();
      },
      onError: (error) => showError(error),
    });
  };

  return (
    <form className="card hub-editor" onSubmit={submit} noValidate aria-labelledby="hub-editor-title">
      <h2 id="hub-editor-title">{t('New post')}</h2>
      <HubTextPane
        texts={draft.texts}
        options={draft.options}
        language={language}
        onLanguage={setLanguage}
        onText={(lang, text) => change({ texts: { ...draft.texts, [lang]: text } })}
      />
      <HubOptionsField options={draft.options} onChange={(options) => change({ options })} />
      <HubEndField draft={draft} onChange={change} />
      <div className="hub-editor__notice">
        <Switch label={t('Critical notice')} checked={draft.critical} onChange={(critical) => change({ critical })} />
        <p className="hub-editor__hint">
          {t('A critical notice opens as a pop-up for the players it is meant for, until they close it.')}
        </p>
        {draft.critical ? <HubNoticeTags tags={draft.tags} onChange={(tags) => change({ tags })} /> : null}
      </div>
      {problems.length > 0 ? (
        <ul className="hub-editor__problems" role="alert">
          {problems.map((p) => (
            <li key={p}>{problemText[p]}</li>
          ))}
        </ul>
      ) : null}
      <div className="hub-editor__submit">
        <Button type="submit" disabled={create.isPending}>
          {t('Publish')}
        </Button>
        <p role="status" className="hub-editor__published">
          {published ? t('Post published') : ''}
        </p>
      </div>
    </form>
  );
}
