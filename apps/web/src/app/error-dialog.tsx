import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar, Button, Dialog, DialogActions } from '@app/ui';
import { browser } from '../lib/browser.ts';
import { translateServerMessage } from '../i18n/server-message.ts';
import { useLangPath } from '../lib/lang.ts';
import { mediaUrl } from '../lib/media.ts';
import { clearError, errorStore, openLogin, type ScoreDetails } from '../lib/dialogs/index.ts';

const figureStyle = {
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'var(--space-1)',
  textAlign: 'center',
} as const;
const levelStyle = { color: 'var(--color-text-muted)', fontSize: 'var(--font-sm)' } as const;

/** The character and the player side by side, each with a level (spec §8, cause score). */
function ScoreAvatars({ score }: { score: ScoreDetails }) {
  const { t } = useTranslation();
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        gap: 'var(--space-5)',
        margin: 'var(--space-3) 0',
      }}
    >
      <figure style={figureStyle}>
        {score.characterImage ? (
          <Avatar src={mediaUrl(score.characterImage)} alt={score.characterName} size={64} />
        ) : null}
        <figcaption>
          <strong>{score.characterName}</strong>
          {score.requiredLevel ? (
            <span style={{ ...levelStyle, display: 'block' }}>
              {t('Needs level {{level}}', { level: score.requiredLevel })}
            </span>
          ) : null}
        </figcaption>
      </figure>
      <figure style={figureStyle}>
        <Avatar src="/brand/user-avatar.svg" alt={t('You')} size={64} />
        <figcaption>
          <strong>{t('You')}</strong>
          <span style={{ ...levelStyle, display: 'block' }}>{t('Level {{level}}', { level: score.userLevel })}</span>
        </figcaption>
      </figure>
    </div>
  );
}

export function ErrorDialog() {
  const current = errorStore.use();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const langPath = useLangPath();
  // The last error stays on screen while the dialog fades out.
  const [last, setLast] = useState(current);
  if (current && current !== last) setLast(current);
  const state = current ?? last;
  if (!state) return null;
  const { cause, opts } = state;
  // A server message is shown translated (spec §8), with or without a cause: the map holds every server message.
  const message = translateServerMessage(state);
  const go = (path: string) => {
    clearError();
    void navigate(langPath(path));
  };
  return (
    <Dialog open={current !== null} onClose={clearError} title={t('Notice')} closeLabel={t('Close')}>
      <p>{message}</p>
      {cause === 'score' && opts.score ? <ScoreAvatars score={opts.score} /> : null}
      <DialogActions>
        {cause === 'tier' ? <Button onClick={() => go('/tiers')}>{t('Update Tier')}</Button> : null}
        {cause === 'patreon' ? <Button onClick={() => go('/app/profile/me/prices')}>{t('Subscribe')}</Button> : null}
        {cause === 'login' ? (
          <Button
            onClick={() => {
              clearError();
              openLogin();
            }}
          >
            {t('Login')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={clearError}>
          {t('Close')}
        </Button>
        {cause ? null : (
          <Button
            onClick={() => {
              clearError();
              browser.reload();
            }}
          >
            {t('Reload')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
