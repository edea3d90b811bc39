import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Flame, Heart, CircleHelp } from 'lucide-react';
import {
  BLOCK_METER,
  DANGER_METER,
  DEFAULT_DATE_THRESHOLD,
  DEFAULT_SCENE_THRESHOLD,
  METER_MAX,
  clampMeter,
} from '@app/game-engine';
import type { MeterGuide } from '@app/schema';
import { signed } from '../../../lib/bidi.ts';

export interface MeterGaugeProps {
  meter: number;
  guide: MeterGuide | null;
  /** The last reply's change, shown as +n / −n beside the value; `key` tells one reply's from the next. */
  change: { delta: number; key: number } | null;
  /** compact: one row in the phone's chat header; panel: the desktop panel, with a legend. */
  variant: 'compact' | 'panel';
  onHelp: () => void;
}

const pct = (value: number) => `${(clampMeter(value) / METER_MAX) * 100}%`;

/**
 * The affection meter where the player looks: labelled, with the value, the date and scene marks on the
 * track, the danger band above the block line painted at its start, and the last change beside it. Every
 * number is the engine's (or the pack's, through the reply's guide).
 */
export const MeterGauge = memo(function MeterGauge({ meter, guide, change, variant, onHelp }: MeterGaugeProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const dateAt = guide?.dateAt ?? DEFAULT_DATE_THRESHOLD;
  const sceneAt = guide?.sceneAt ?? DEFAULT_SCENE_THRESHOLD;
  const value = clampMeter(meter);
  const zone =
    value <= BLOCK_METER
      ? 'blocked'
      : value <= DANGER_METER
        ? 'danger'
        : value >= sceneAt
          ? 'scene'
          : value >= dateAt
            ? 'date'
            : 'calm';
  const marks = t('a date at {{dateAt}}, a scene at {{sceneAt}}, blocked at {{block}} or lower', {
    dateAt,
    sceneAt,
    block: BLOCK_METER,
  });
  return (
    <div className={`meter-gauge meter-gauge--${variant} meter-gauge--${zone}`}>
      <div className="meter-gauge__head">
        <span className="meter-gauge__label" id={labelId}>
          {t('Affection')}
        </span>
        <span className="meter-gauge__value" dir="ltr">
          {value}/{METER_MAX}
        </span>
        {change && change.delta !== 0 ? (
          <span
            key={change.key}
            className={`meter-gauge__delta meter-gauge__delta--${change.delta > 0 ? 'up' : 'down'}`}
            dir="ltr"
            aria-hidden="true"
            data-testid="meter-delta"
          >
            {signed(change.delta)}
          </span>
        ) : null}
        <button
          type="button"
          className="meter-gauge__help"
          onClick={onHelp}
          aria-label={t('How the meter works')}
          title={t('How the meter works')}
        >
          <CircleHelp aria-hidden="true" size={18} />
        </button>
      </div>
      <div
        className="meter-gauge__track"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={METER_MAX}
        aria-valuenow={value}
        aria-valuetext={t('{{value}} of {{max}}: {{marks}}', { value, max: METER_MAX, marks })}
      >
        <span className="meter-gauge__danger" style={{ width: pct(DANGER_METER) }} />
        <span className="meter-gauge__block" style={{ width: pct(BLOCK_METER) }} />
        <span className="meter-gauge__fill" style={{ transform: `scaleX(${value / METER_MAX})` }} />
        <span
          className="meter-gauge__mark meter-gauge__mark--date"
          style={{ insetInlineStart: pct(dateAt) }}
          title={t('Date at {{value}}', { value: dateAt })}
        >
          <Heart aria-hidden="true" size={11} strokeWidth={3} />
        </span>
        <span
          className="meter-gauge__mark meter-gauge__mark--scene"
          style={{ insetInlineStart: pct(sceneAt) }}
          title={t('Scene at {{value}}', { value: sceneAt })}
        >
          <Flame aria-hidden="true" size={11} strokeWidth={3} />
        </span>
      </div>
      {variant === 'panel' ? (
        <ul className="meter-gauge__legend">
          <li>
            <Heart aria-hidden="true" size={14} className="meter-gauge__icon--date" />
            {t('Date at {{value}}', { value: dateAt })}
          </li>
          <li>
            <Flame aria-hidden="true" size={14} className="meter-gauge__icon--scene" />
            {t('Scene at {{value}}', { value: sceneAt })}
          </li>
          <li>
            <span className="meter-gauge__swatch" aria-hidden="true" />
            {t('Blocked at {{value}} or lower', { value: BLOCK_METER })}
          </li>
        </ul>
      ) : null}
    </div>
  );
});
