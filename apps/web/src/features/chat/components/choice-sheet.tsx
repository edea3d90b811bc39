import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '@app/schema';
import { Button } from '@app/ui';
import { MediaImage } from '../../../lib/media-image.tsx';

function ChoiceCard({
  choice,
  selected,
  disabled,
  onClick,
}: {
  choice: Choice;
  selected?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <li className="chat-sheet__item">
      <button type="button" className="chat-choice" aria-pressed={selected} disabled={disabled} onClick={onClick}>
        {choice.image ? (
          <MediaImage
            name={choice.image}
            sizes="150px"
            alt=""
            width={150}
            height={112}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className="chat-choice__label" dir="auto">
          {choice.labelTrans || choice.label}
        </span>
      </button>
    </li>
  );
}

/** Which way the card row can still scroll (for the arrow buttons of mouse users). */
function useRowScroll() {
  const row = useRef<HTMLUListElement>(null);
  const [room, setRoom] = useState({ back: false, forward: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    // scrollLeft runs negative in right-to-left pages.
    const start = Math.abs(el.scrollLeft);
    setRoom({ back: start > 4, forward: start + el.clientWidth < el.scrollWidth - 4 });
  }, []);
  useEffect(() => {
    const el = row.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  const scroll = (direction: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: direction * rtl * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return { row, room, measure, scroll };
}

interface SheetProps {
  label: string;
  title: ReactNode;
  /** Shown at the end of the title row (count and Continue at an action step). */
  actions?: ReactNode;
  /** Under the cards (the tier's controls at an action step). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A select step as a compact sheet above the text box: the title row (with Continue) stays put and the
 * cards scroll sideways in one row, so choices, Continue and the text box all fit on a 360x640 screen.
 */
function ChoiceSheet({ label, title, actions, footer, children }: SheetProps) {
  const { t } = useTranslation();
  const { row, room, measure, scroll } = useRowScroll();
  return (
    <section className="chat-sheet" aria-label={label}>
      <div className="chat-sheet__head">
        <h2 className="chat-sheet__title">{title}</h2>
        {actions}
      </div>
      <div className="chat-sheet__body">
        {room.back ? (
          <button
            type="button"
            className="chat-sheet__arrow chat-sheet__arrow--back"
            aria-label={t('Scroll back')}
            tabIndex={-1}
            onClick={() => scroll(-1)}
          >
            ‹
          </button>
        ) : null}
        <ul ref={row} className="chat-sheet__cards" onScroll={measure}>
          {children}
        </ul>
        {room.forward ? (
          <button
            type="button"
            className="chat-sheet__arrow chat-sheet__arrow--forward"
            aria-label={t('Scroll forward')}
            tabIndex={-1}
            onClick={() => scroll(1)}
          >
            ›
          </button>
        ) : null}
      </div>
      {footer ? <div className="chat-sheet__foot">{footer}</div> : null}
    </section>
  );
}

/** Location-select step: one tap picks the place. */
export function LocationSelect({
  choices,
  disabled,
  onPick,
}: {
  choices: Choice[];
  disabled: boolean;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceSheet label={t('Choose a location')} title={t('Choose a location')}>
      {choices.map((c) => (
        <ChoiceCard key={c.id} choice={c} disabled={disabled} onClick={() => onPick(c.id)} />
      ))}
    </ChoiceSheet>
  );
}

export interface ActionSelectProps {
  choices: Choice[];
  /** Poses per turn: 1, or up to 5 for VIP and above. */
  max: number;
  disabled: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onConfirm: () => void;
  /** Under the cards: the tier's controls (poses a turn, end the scene). */
  footer?: ReactNode;
}

/** Action-select step: pick up to `max` poses (the count shows how many), then Continue. */
export function ActionSelect({ choices, max, disabled, selected, onSelect, onConfirm, footer }: ActionSelectProps) {
  const { t } = useTranslation();
  const toggle = (id: string) => {
    if (selected.includes(id)) onSelect(selected.filter((s) => s !== id));
    else if (max <= 1) onSelect([id]);
    else if (selected.length < max) onSelect([...selected, id]);
  };
  const full = max > 1 && selected.length >= max;
  return (
    <ChoiceSheet
      label={t('Choose what happens next')}
      footer={footer}
      title={max > 1 ? t('Choose up to {{count}} poses', { count: max }) : t('Choose a pose')}
      actions={
        <>
          {max > 1 ? (
            <span className="chat-sheet__count" aria-live="polite">
              {t('{{count}} of {{max}} chosen', { count: selected.length, max })}
            </span>
          ) : null}
          <Button
            size="sm"
            className="chat-sheet__continue"
            disabled={disabled || selected.length === 0}
            onClick={onConfirm}
          >
            {t('Continue')}
          </Button>
        </>
      }
    >
      {choices.map((c) => {
        const on = selected.includes(c.id);
        return (
          <ChoiceCard
            key={c.id}
            choice={c}
            selected={on}
            disabled={disabled || (full && !on)}
            onClick={() => toggle(c.id)}
          />
        );
      })}
    </ChoiceSheet>
  );
}
