import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReplyChipsProps {
  options: string[];
  optionsTrans: string[] | null;
  disabled: boolean;
  /** The original is sent; `shown` is the text the chip showed (its translation), for the player's bubble. */
  onPick: (option: string, shown: string) => void;
  /** Shown at the start of the chips' bar (the FreeStyle switch), even without suggestions. */
  leading?: ReactNode;
  /** A first-time hint above the chips (the player has not replied yet). */
  hint?: string | null;
}

/** Suggested replies (the translation shown, the original sent); the row can be collapsed. */
export function ReplyChips({ options, optionsTrans, disabled, onPick, leading, hint }: ReplyChipsProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(true);
  const any = options.length > 0;
  if (!any && !leading) return null;
  return (
    <div className="chat-chips">
      <div className="chat-chips__bar">
        {leading}
        {hint && any && open ? <p className="chat-chips__hint">{hint}</p> : null}
        {any ? (
          <button
            type="button"
            className="chat-chips__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('Hide suggestions') : t('Show suggestions')}
          </button>
        ) : null}
      </div>
      {any && open ? (
        <ul id={listId} className="chat-chips__list" aria-label={t('Suggested replies')}>
          {options.map((option, i) => {
            const shown = optionsTrans?.[i] || option;
            return (
              <li key={option}>
                <button
                  type="button"
                  className="ui-chip chat-chips__chip"
                  dir="auto"
                  disabled={disabled}
                  onClick={() => onPick(option, shown)}
                >
                  {shown}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
