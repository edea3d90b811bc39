import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@app/schema';
import { IconButton, ProgressRing, Select } from '@app/ui';
import { meterPercent } from '@app/game-engine';

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

export function ChatHeader({ name, avatar, meter, level, pulse, variant, language, restarting, onRestart, onLanguage }: ChatHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="chat-header">
      {variant === 'app' ? (
        <IconButton label={t('Back')} onClick={() => navigate(-1)}>
          ‹
        </IconButton>
      ) : null}
      <ProgressRing value={meterPercent(meter) / 100} level={level} size={52} label={t('Level {{level}}, meter {{meter}} of 30', { level, meter })} pulse={pulse}>
        {avatar ? <img src={avatar} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
      </ProgressRing>
      <h1 className="chat-header__name">{name}</h1>
      {variant === 'game' ? (
        <Select
          className="chat-header__language"
          label={t('Language')}
          hideLabel
          value={language}
          options={LANGUAGES.map((code) => ({ value: code, label: t(LANGUAGE_NAMES[code]) }))}
          onChange={(v) => onLanguage(v as Language)}
        />
      ) : null}
      <IconButton label={t('Restart')} onClick={onRestart} disabled={restarting}>
        ↻
      </IconButton>
    </header>
  );
}
