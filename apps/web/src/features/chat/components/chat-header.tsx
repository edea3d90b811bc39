import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BookHeart } from 'lucide-react';
import { meterPercent } from '@app/game-engine';
import type { Language, MeterGuide } from '@app/schema';
import { IconButton, ProgressRing, Select } from '@app/ui';
import { LANGUAGE_OPTIONS } from '../../../lib/languages.ts';
import { MeterGauge } from './meter-gauge.tsx';

export interface ChatHeaderProps {
  name: string;
  avatar: string;
  meter: number;
  level: number;
  pulse: 'up' | 'down' | null;
  variant: 'app' | 'game';
  language: string;
  restarting: boolean;
  guide: MeterGuide | null;
  change: { delta: number; key: number } | null;
  onHelp: () => void;
  onRestart: () => void;
  onLanguage: (language: Language) => void;
  /** The chat game: opens "What she remembers". */
  onMemory?: () => void;
  /** Before restart: the games menu. */
  games?: ReactNode;
  /** At the end of the first row (the phone's Report button: the chat's header is the page's only one). */
  trailing?: ReactNode;
}

/**
 * The chat's one header: the character's ring (level badge, meter arc), her name and level, restart; under
 * them the labelled affection meter with its marks (on a desktop the panel beside the chat shows it).
 */
export const ChatHeader = memo(function ChatHeader({
  name,
  avatar,
  meter,
  level,
  pulse,
  variant,
  language,
  restarting,
  guide,
  change,
  onHelp,
  onRestart,
  onLanguage,
  onMemory,
  games,
  trailing,
}: ChatHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="chat-header">
      <div className="chat-header__row">
        {variant === 'app' ? (
          <IconButton label={t('Back')} className="chat-header__back" onClick={() => void navigate(-1)}>
            <span aria-hidden="true">‹</span>
          </IconButton>
        ) : null}
        <ProgressRing
          value={meterPercent(meter) / 100}
          level={level}
          size={40}
          label={t('Level {{level}}, meter {{meter}} of 30', { level, meter })}
          pulse={pulse}
        >
          {avatar ? (
            <img src={avatar} alt="" width={32} height={32} decoding="async" className="chat-header__avatar" />
          ) : null}
        </ProgressRing>
        <div className="chat-header__who">
          <h1 className="chat-header__name">{name}</h1>
          <p className="chat-header__meta" aria-hidden="true">
            {t('Lv {{level}}', { level })}
          </p>
        </div>
        {variant === 'game' ? (
          <Select
            className="chat-header__language"
            label={t('Language')}
            hideLabel
            value={language}
            options={LANGUAGE_OPTIONS}
            onChange={(v) => onLanguage(v as Language)}
          />
        ) : null}
        {onMemory ? (
          <IconButton label={t('What {{name}} remembers', { name })} onClick={onMemory}>
            <BookHeart aria-hidden="true" size={20} />
          </IconButton>
        ) : null}
        {games}
        <IconButton label={t('Restart')} onClick={onRestart} disabled={restarting}>
          <span aria-hidden="true">↻</span>
        </IconButton>
        {trailing}
      </div>
      <div className="chat-header__meter">
        <MeterGauge meter={meter} guide={guide} change={change} variant="compact" onHelp={onHelp} />
      </div>
    </header>
  );
});
