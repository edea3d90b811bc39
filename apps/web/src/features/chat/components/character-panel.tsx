import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LEVEL_STEP, levelProgress, meterPercent } from '@app/game-engine';
import type { MeterGuide } from '@app/schema';
import { BookHeart } from 'lucide-react';
import { Button, ProgressRing } from '@app/ui';
import { unlockText } from '../meter-text.ts';
import { MeterGauge } from './meter-gauge.tsx';

export interface CharacterPanelProps {
  name: string;
  avatar: string;
  level: number;
  score: number;
  meter: number;
  location: string | null;
  tags: readonly string[];
  guide: MeterGuide | null;
  change: { delta: number; key: number } | null;
  onHelp: () => void;
  /** The chat game: opens "What she remembers". */
  onMemory?: () => void;
}

/**
 * The side panel of the desktop chat (1024 px and wider): who she is, the affection meter with its marks
 * and legend, the level with the points to the next one and what it unlocks, and where you are.
 */
export const CharacterPanel = memo(function CharacterPanel({
  name,
  avatar,
  level,
  score,
  meter,
  location,
  tags,
  guide,
  change,
  onHelp,
  onMemory,
}: CharacterPanelProps) {
  const { t, i18n } = useTranslation();
  const next = guide?.next ?? null;
  const toNext = LEVEL_STEP - levelProgress(score);
  return (
    <aside className="chat-panel" aria-label={t('About {{name}}', { name })}>
      <ProgressRing
        value={meterPercent(meter) / 100}
        level={level}
        size={120}
        stroke={5}
        label={t('Level {{level}}, meter {{meter}} of 30', { level, meter })}
      >
        {avatar ? (
          <img
            src={avatar}
            alt=""
            width={108}
            height={108}
            loading="lazy"
            decoding="async"
            className="chat-panel__avatar"
          />
        ) : null}
      </ProgressRing>
      <h2 className="chat-panel__name">{name}</h2>
      <MeterGauge meter={meter} guide={guide} change={change} variant="panel" onHelp={onHelp} />
      <dl className="chat-panel__facts">
        <div>
          <dt>{t('Level')}</dt>
          <dd>{level}</dd>
        </div>
        <div>
          <dt>{t('Next level')}</dt>
          <dd>{t('{{count}} points to go', { count: toNext, defaultValue_one: '{{count}} point to go' })}</dd>
        </div>
        {next ? (
          <div className="chat-panel__unlock">
            <dt>{t('Level {{level}} unlocks', { level: next.level })}</dt>
            <dd>{unlockText(t, next, i18n.language)}</dd>
          </div>
        ) : null}
        {location ? (
          <div>
            <dt>{t('Location')}</dt>
            <dd dir="auto">{location}</dd>
          </div>
        ) : null}
      </dl>
      {onMemory ? (
        <Button variant="secondary" size="sm" className="chat-panel__memory" onClick={onMemory}>
          <BookHeart aria-hidden="true" size={16} />
          {t('What {{name}} remembers', { name })}
        </Button>
      ) : null}
      {tags.length ? (
        <ul className="chat-panel__tags" aria-label={t('Tags')}>
          {tags.map((tag) => (
            <li key={tag} className="ui-chip chat-panel__tag">
              {t(tag)}
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
});
