import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

export function Select({ label, hideLabel, options, value, onChange, className, ...rest }: SelectProps) {
  const id = useId();
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'ui-visually-hidden' : undefined}>
        {label}
      </label>
      <select id={id} className="ui-select" value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
