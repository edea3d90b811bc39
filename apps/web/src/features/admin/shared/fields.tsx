import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MODERATION_REASON, MAX_SUSPEND_DAYS } from '@app/schema';

/** The reason every console action needs: it goes to the moderation log (and, for a warning, to the player). */
export function ReasonField({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (v: string) => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="ui-field">
      <label htmlFor={id}>{t('Reason (required, kept in the log)')}</label>
      <textarea
        id={id}
        className="ui-input console-textarea"
        rows={3}
        required
        maxLength={MAX_MODERATION_REASON}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="console-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A number field of the console (days of a suspension or a tier grant). */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  min: number;
  max: number;
  step?: number | 'any';
}) {
  const id = useId();
  return (
    <div className="ui-field console-number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ui-input"
        type="number"
        inputMode="decimal"
        required
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A suspension's length: days, fractions allowed (0.5 is twelve hours), one hour to a year. */
export function DaysField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <NumberField
      label={t('Days (0.5 = 12 hours)')}
      value={value}
      onChange={onChange}
      min={1 / 24}
      max={MAX_SUSPEND_DAYS}
      step="any"
    />
  );
}

/** The number typed, or null while it is not one within the limits. */
export function numberIn(text: string, min: number, max: number): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** Days of a suspension as the contract takes them, or null. */
export const suspendDays = (text: string) => numberIn(text, 1 / 24, MAX_SUSPEND_DAYS);
