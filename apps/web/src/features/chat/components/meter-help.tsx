import { useTranslation } from 'react-i18next';
import { Ban, Flame, Heart, MessageCircle, Sparkles, Zap } from 'lucide-react';
import { BLOCK_METER, DEFAULT_DATE_THRESHOLD, DEFAULT_SCENE_THRESHOLD, LEVEL_STEP, WARM_METER } from '@app/game-engine';
import type { MeterGuide } from '@app/schema';
import { Button, Dialog, DialogActions } from '@app/ui';
import { isolate } from '../../../lib/bidi.ts';
import { unlockText } from '../meter-text.ts';

export interface MeterHelpProps {
  open: boolean;
  onClose: () => void;
  name: string;
  guide: MeterGuide | null;
}

/** "How the meter works": the rules behind the meter, with this character's marks and her next unlock. */
export function MeterHelp({ open, onClose, name, guide }: MeterHelpProps) {
  const { t, i18n } = useTranslation();
  const dateAt = guide?.dateAt ?? DEFAULT_DATE_THRESHOLD;
  const sceneAt = guide?.sceneAt ?? DEFAULT_SCENE_THRESHOLD;
  const next = guide?.next;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('How the meter works')}
      closeLabel={t('Close')}
      className="meter-help"
    >
      <ul className="meter-help__list">
        <li>
          <MessageCircle aria-hidden="true" size={18} />
          <span>
            {t('Kind replies raise {{name}}’s affection; rude or pushy ones lower it.', { name: isolate(name) })}
          </span>
        </li>
        <li>
          <Zap aria-hidden="true" size={18} />
          <span>{t('Bold replies only land once she is warm ({{value}} or more).', { value: WARM_METER })}</span>
        </li>
        <li>
          <Heart aria-hidden="true" size={18} />
          <span>{t('At {{dateAt}} she asks you on a date.', { dateAt })}</span>
        </li>
        <li>
          <Flame aria-hidden="true" size={18} />
          <span>{t('On the date, at {{sceneAt}}, things heat up: you pick the poses.', { sceneAt })}</span>
        </li>
        <li>
          <Ban aria-hidden="true" size={18} />
          <span>
            {t('The red zone means she is losing patience: at {{value}} or lower she blocks you for a while.', {
              value: BLOCK_METER,
            })}
          </span>
        </li>
        <li>
          <Sparkles aria-hidden="true" size={18} />
          <span>
            {t(
              'Every rise also earns points: each {{value}} points is a new level, and levels unlock places and poses.',
              { value: LEVEL_STEP },
            )}
          </span>
        </li>
      </ul>
      {next ? (
        <p className="meter-help__next">
          {t('Next: level {{level}} unlocks {{what}}.', {
            level: next.level,
            what: unlockText(t, next, i18n.language),
          })}
        </p>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{t('Got it')}</Button>
      </DialogActions>
    </Dialog>
  );
}
