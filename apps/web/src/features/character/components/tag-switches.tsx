import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@app/ui';

export interface TagSwitchesProps {
  /** The character's name, for the explanation. */
  name: string;
  tags: string[];
  values: Record<string, string>;
  disabled: boolean;
  onChange: (tag: string, value: boolean) => void;
}

/** Per-character content switches under a heading that says what they do; a tag the player has not set counts as on. */
export function TagSwitches({ name, tags, values, disabled, onChange }: TagSwitchesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (tags.length === 0) return null;
  return (
    <section className="profile-tags" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-tags__title">
        {t('Content preferences')}
      </h2>
      <p className="profile-tags__hint">
        {t('Choose what your chats with {{name}} may include. Switch a topic off to leave it out.', { name })}
      </p>
      <div className="profile-tags__list">
        {tags.map((tag) => (
          <Switch
            key={tag}
            label={t(tag)}
            checked={values[tag] !== 'false'}
            disabled={disabled}
            onChange={(on) => onChange(tag, on)}
          />
        ))}
      </div>
    </section>
  );
}
