import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReplyChipsProps {
  options: string[];
  optionsTrans: string[] | null;
  disabled: boolean;
  onPick: (option: string) => void;
}

/** Suggested replies (the translation shown, the original sent); the row can be collapsed. */
export function ReplyChips({ options, optionsTrans, disabled, onPick }: ReplyChipsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (options.length === 0) return null;
  return (
    <div className="chat-chips">
      <button type="button" className="chat-chips__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('Hide suggestions') : t('Show suggestions')}
      </button>
      {open ? (
        <div className="chat-chips__list">
          {options.map((option, i) => (
            <button key={option} type="button" className="ui-chip chat-chips__chip" disabled={disabled} onClick={() => onPick(option)}>
              {optionsTrans?.[i] || option}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
