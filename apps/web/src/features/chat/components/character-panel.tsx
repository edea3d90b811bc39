import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { meterPercent } from '@app/game-engine';
import { ProgressRing } from '@app/ui';
import { MeterBar } from './meter-bar.tsx';

export interface CharacterPanelProps {
  name: string;
  avatar: string;
  level: number;
  meter: number;
  location: string | null;
  tags: readonly string[];
}

/** The side panel of the desktop chat (1024 px and wider): who she is, the level, the meter and where you are. */
export const CharacterPanel = memo(function CharacterPanel({ name, avatar, level, meter, location, tags }: CharacterPanelProps) {
  const { t } = useTranslation();
  return (
    <aside className="chat-panel" aria-label={t('About {{name}}', { name })}>
      <ProgressRing value={meterPercent(meter) / 100} level={level} size={132} stroke={5} label={t('Level {{level}}, meter {{meter}} of 30', { level, meter })}>
        {avatar ? <img src={avatar} alt="" width={120} height={120} loading="lazy" decoding="async" className="chat-panel__avatar" /> : null}
      </ProgressRing>
      <h2 className="chat-panel__name">{name}</h2>
      <dl className="chat-panel__facts">
        <div>
          <dt>{t('Level')}</dt>
          <dd>{level}</dd>
        </div>
        <div>
          <dt>{t('Meter')}</dt>
          <dd className="chat-panel__meter">
            {t('{{meter}} of 30', { meter })}
            <MeterBar meter={meter} className="chat-meter--wide" />
          </dd>
        </div>
        {location ? (
          <div>
            <dt>{t('Location')}</dt>
            <dd>{location}</dd>
          </div>
        ) : null}
      </dl>
      {tags.length ? (
        <ul className="chat-panel__tags" aria-label={t('Tags')}>
          {tags.map((tag) => (
            <li key={tag} className="ui-chip chat-panel__tag">{t(tag)}</li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
});
