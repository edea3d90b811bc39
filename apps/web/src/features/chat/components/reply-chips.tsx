import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReplyChipsProps {
  options: string[];
  optionsTrans: string[] | null;
  disabled: boolean;
  onPick: (option: string) => void;
  /** Shown at the start of the chips' bar (the FreeStyle switch), even without suggestions. */
  leading?: ReactNode;
}

/** Suggested replies (the translation shown, the original sent); the row can be collapsed. */
export function ReplyChips({ options, optionsTrans, disabled, onPick, leading }: ReplyChipsProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(true);
  const any = options.length > 0;
  if (!any && !leading) return null;
  return (
    <div className="chat-chips">
      <div className="chat-chips__bar">
        {leading}
        {any ? (
          <button type="button" className="chat-chips__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            {open ? t('Hide suggestions') : t('Show suggestions')}
          </button>
        ) : null}
      </div>
      {any && open ? (
        <ul id={listId} className="chat-chips__list" aria-label={t('Suggested replies')}>
          {options.map((option, i) => (
            <li key={option}>
              <button type="button" className="ui-chip chat-chips__chip" disabled={disabled} onClick={() => onPick(option)}>
                {optionsTrans?.[i] || option}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
