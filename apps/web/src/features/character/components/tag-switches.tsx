import { useTranslation } from 'react-i18next';
import { Switch } from '@app/ui';

export interface TagSwitchesProps {
  tags: string[];
  values: Record<string, string>;
  disabled: boolean;
  onChange: (tag: string, value: boolean) => void;
}

/** Per-character content switches; a tag the player has not set counts as on. */
export function TagSwitches({ tags, values, disabled, onChange }: TagSwitchesProps) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <section className="profile-tags" aria-label={t('Content settings')}>
      {tags.map((tag) => (
        <Switch key={tag} label={t(tag)} checked={values[tag] !== 'false'} disabled={disabled} onChange={(on) => onChange(tag, on)} />
      ))}
    </section>
  );
}
