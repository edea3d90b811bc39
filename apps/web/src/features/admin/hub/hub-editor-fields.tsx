import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button, IconButton } from '@app/ui';
import { HUB_NOTICE_TAGS } from '@app/schema';
import { MAX_OPTIONS, type HubDraft, type HubNoticeTag } from './hub-draft.ts';

/** The vote's options: one field each, removable, up to MAX_OPTIONS. */
export function HubOptionsField({ options, onChange }: { options: string[]; onChange: (options: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="hub-editor__group">
      <legend>{t('Options')}</legend>
      {options.length === 0 ? <p className="hub-editor__hint">{t('No options: a notice without a vote.')}</p> : null}
      <ol className="hub-editor__options">
        {options.map((option, index) => {
          const label = t('Option {{number}}', { number: index + 1 });
          return (
            <li key={index} className="hub-editor__option">
              <input
                className="ui-input"
                dir="auto"
                aria-label={label}
                value={option}
                maxLength={200}
                onChange={(e) => onChange(options.map((o, i) => (i === index ? e.target.value : o)))}
              />
              <IconButton
                label={t('Remove option {{number}}', { number: index + 1 })}
                onClick={() => onChange(options.filter((_, i) => i !== index))}
              >
                <X size={18} aria-hidden="true" />
              </IconButton>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        disabled={options.length >= MAX_OPTIONS}
        onClick={() => onChange([...options, ''])}
      >
        {t('Add option')}
      </Button>
    </fieldset>
  );
}

/** When the vote ends: after a number of days, or at a date and time. */
export function HubEndField({ draft, onChange }: { draft: HubDraft; onChange: (patch: Partial<HubDraft>) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const fieldId = useId();
  return (
    <fieldset className="hub-editor__group">
      <legend>{t('Voting ends')}</legend>
      <div className="hub-editor__choices">
        <label className="hub-editor__choice">
          <input
            type="radio"
            name={name}
            checked={draft.endMode === 'days'}
            onChange={() => onChange({ endMode: 'days' })}
          />
          {t('After a number of days')}
        </label>
        <label className="hub-editor__choice">
          <input
            type="radio"
            name={name}
            checked={draft.endMode === 'date'}
            onChange={() => onChange({ endMode: 'date' })}
          />
          {t('At a date and time')}
        </label>
      </div>
      <div className="ui-field hub-editor__end">
        {draft.endMode === 'days' ? (
          <>
            <label htmlFor={fieldId}>{t('Days')}</label>
            <input
              id={fieldId}
              className="ui-input"
              type="number"
              inputMode="decimal"
              min={0.1}
              max={3650}
              step="any"
              value={draft.days}
              onChange={(e) => onChange({ days: e.target.value })}
            />
          </>
        ) : (
          <>
            <label htmlFor={fieldId}>{t('Ends at (your time)')}</label>
            <input
              id={fieldId}
              className="ui-input"
              type="datetime-local"
              value={draft.endsAt}
              onChange={(e) => onChange({ endsAt: e.target.value })}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}

/** Whom a critical notice is shown to: every player, or only those its tags name (spec §4). */
export function HubNoticeTags({ tags, onChange }: { tags: HubNoticeTag[]; onChange: (tags: HubNoticeTag[]) => void }) {
  const { t } = useTranslation();
  const meaning: Record<HubNoticeTag, string> = {
    patreon: t('Only players with an e-mail address'),
    '!mainEmailVerified': t('Only players whose e-mail is not verified'),
    '!subscribeStarEmail': t('Only players without a SubscribeStar e-mail'),
  };
  const toggle = (tag: HubNoticeTag, on: boolean) =>
    onChange(on ? [...tags, tag] : tags.filter((existing) => existing !== tag));
  return (
    <fieldset className="hub-editor__group">
      <legend>{t('Show the notice to')}</legend>
      <p className="hub-editor__hint">{t('No tag chosen: every player.')}</p>
      {HUB_NOTICE_TAGS.map((tag) => (
        <label key={tag} className="hub-editor__choice">
          <input type="checkbox" checked={tags.includes(tag)} onChange={(e) => toggle(tag, e.target.checked)} />
          <span>
            {meaning[tag]} <code dir="ltr">{tag}</code>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
