import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@app/ui';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '@app/schema/constants';
import { NATIVE_NAMES } from '../../../lib/languages.ts';
import { SafeMarkdown } from '../../../lib/safe-markdown.tsx';

interface HubTextPaneProps {
  texts: Partial<Record<Language, string>>;
  options: string[];
  language: Language;
  onLanguage: (language: Language) => void;
  onText: (language: Language, text: string) => void;
}

/**
 * The post's text in one language of the players at a time, with a live preview drawn as the hub draws
 * it (its markdown, then the options). A language without its own text previews the English one, as
 * the hub shows it to those players.
 */
export function HubTextPane({ texts, options, language, onLanguage, onText }: HubTextPaneProps) {
  const { t } = useTranslation();
  const textId = useId();
  const hintId = useId();
  const own = texts[language] ?? '';
  const fallback = language !== 'en' && !own.trim();
  const shown = fallback ? (texts.en ?? '') : own;
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const languageOptions = LANGUAGES.map((value) => ({
    value,
    label: texts[value]?.trim() ? `${NATIVE_NAMES[value]} ✓` : NATIVE_NAMES[value],
  }));
  const offered = options.map((o) => o.trim()).filter(Boolean);

  return (
    <div className="hub-editor__panes">
      <div className="hub-editor__write">
        <Select
          label={t('Language')}
          options={languageOptions}
          value={language}
          onChange={(value) => onLanguage(value as Language)}
        />
        <div className="ui-field">
          <label htmlFor={textId}>
            {language === 'en'
              ? t('Text (markdown)')
              : t('Text in {{language}} (markdown)', { language: NATIVE_NAMES[language] })}
          </label>
          <textarea
            id={textId}
            className="ui-input hub-editor__text"
            rows={9}
            lang={language}
            dir={dir}
            value={own}
            maxLength={10_000}
            aria-describedby={hintId}
            onChange={(e) => onText(language, e.target.value)}
          />
          <p id={hintId} className="hub-editor__hint">
            {language === 'en'
              ? t('The original: players whose language has no translation read it.')
              : t('Leave empty to show these players the English text.')}
          </p>
        </div>
      </div>
      <section className="hub-editor__preview" aria-label={t('Preview')}>
        <h3 className="hub-editor__preview-title">{t('Preview')}</h3>
        <div className="hub-preview" lang={fallback ? 'en' : language} dir={fallback ? 'ltr' : dir}>
          {shown.trim() ? <SafeMarkdown>{shown}</SafeMarkdown> : <p className="muted">{t('Nothing written yet')}</p>}
          {offered.length > 0 ? (
            <ul className="hub-preview__options list-stack" aria-label={t('Options')}>
              {offered.map((label, index) => (
                <li key={index} className="hub-preview__option" dir="auto">
                  {label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {fallback ? (
          <p className="hub-editor__hint" role="status">
            {t('Not translated: players in this language see the English text.')}
          </p>
        ) : null}
      </section>
    </div>
  );
}
