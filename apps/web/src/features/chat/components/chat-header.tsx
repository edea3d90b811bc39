import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { meterPercent } from '@app/game-engine';
import type { Language } from '@app/schema';
import { IconButton, ProgressRing, Select } from '@app/ui';
import { LANGUAGE_OPTIONS } from '../../../lib/languages.ts';
import { MeterBar } from './meter-bar.tsx';

export interface ChatHeaderProps {
  name: string;
  avatar: string;
  meter: number;
  level: number;
  pulse: 'up' | 'down' | null;
  variant: 'app' | 'game';
  language: string;
  restarting: boolean;
  onRestart: () => void;
  onLanguage: (language: Language) => void;
}

/** The character's ring (level badge, meter arc), her name on one line with level and meter under it, restart. */
export const ChatHeader = memo(function ChatHeader({ name, avatar, meter, level, pulse, variant, language, restarting, onRestart, onLanguage }: ChatHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="chat-header">
      {variant === 'app' ? (
        <IconButton label={t('Back')} className="chat-header__back" onClick={() => navigate(-1)}>
          <span aria-hidden="true">‹</span>
        </IconButton>
      ) : null}
      <ProgressRing value={meterPercent(meter) / 100} level={level} size={44} label={t('Level {{level}}, meter {{meter}} of 30', { level, meter })} pulse={pulse}>
        {avatar ? <img src={avatar} alt="" width={36} height={36} decoding="async" className="chat-header__avatar" /> : null}
      </ProgressRing>
      <div className="chat-header__who">
        <h1 className="chat-header__name">{name}</h1>
        <p className="chat-header__meta" aria-hidden="true">
          <span>{t('Lv {{level}}', { level })}</span>
          <MeterBar meter={meter} />
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
      <IconButton label={t('Restart')} onClick={onRestart} disabled={restarting}>
        <span aria-hidden="true">↻</span>
      </IconButton>
    </header>
  );
});
