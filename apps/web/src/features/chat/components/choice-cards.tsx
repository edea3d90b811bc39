import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '@app/schema';
import { Button } from '@app/ui';
import { mediaUrl } from '../../../lib/media.ts';

function ChoiceCard({ choice, selected, disabled, onClick }: { choice: Choice; selected?: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="chat-choice" aria-pressed={selected} disabled={disabled} onClick={onClick}>
      {choice.image ? <img src={mediaUrl(choice.image)} alt="" loading="lazy" /> : null}
      <span className="chat-choice__label">{choice.labelTrans || choice.label}</span>
    </button>
  );
}

/** Location-select step: one tap picks the place. */
export function LocationSelect({ choices, disabled, onPick }: { choices: Choice[]; disabled: boolean; onPick: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="chat-choices" aria-label={t('Choose a location')}>
      <h2 className="chat-choices__title">{t('Choose a location')}</h2>
      <div className="chat-choices__grid">
        {choices.map((c) => <ChoiceCard key={c.id} choice={c} disabled={disabled} onClick={() => onPick(c.id)} />)}
      </div>
    </section>
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
}

/** Action-select step: pick up to `max` poses, then confirm. */
export function ActionSelect({ choices, max, disabled, selected, onSelect, onConfirm }: ActionSelectProps) {
  const { t } = useTranslation();
  const toggle = (id: string) => {
    if (selected.includes(id)) onSelect(selected.filter((s) => s !== id));
    else if (max <= 1) onSelect([id]);
    else if (selected.length < max) onSelect([...selected, id]);
  };
  return (
    <section className="chat-choices" aria-label={t('Choose what happens next')}>
      <h2 className="chat-choices__title">
        {max > 1 ? t('Choose up to {{count}} poses', { count: max }) : t('Choose a pose')}
      </h2>
      <div className="chat-choices__grid">
        {choices.map((c) => <ChoiceCard key={c.id} choice={c} selected={selected.includes(c.id)} disabled={disabled} onClick={() => toggle(c.id)} />)}
      </div>
      <Button block disabled={disabled || selected.length === 0} onClick={onConfirm}>
        {t('Continue')}
      </Button>
    </section>
  );
}

export function useActionSelection(): [string[], (ids: string[]) => void] {
  return useState<string[]>([]);
}
