import { useTranslation } from 'react-i18next';
import { Flame, Heart, PartyPopper } from 'lucide-react';
import { DEFAULT_SCENE_THRESHOLD } from '@app/game-engine';
import { signed, isolate } from '../../../lib/bidi.ts';
import { changeReason, dangerWarning, unlockText } from '../meter-text.ts';
import type { MeterNote, Moment } from '../use-chat-notes.ts';

/** A rise is good news, a drop bad news; a scene's end lets the meter rest, which is neither. */
function noteTone(note: MeterNote): 'up' | 'down' | 'rest' {
  if (note.reason === 'sceneEnd') return 'rest';
  return note.delta > 0 ? 'up' : 'down';
}

/** The meter's last change and why: "+3 Mila liked that", "−4 That came across as rude. Careful: …". */
export function MeterNoteView({ note, name }: { note: MeterNote | null; name: string }) {
  const { t } = useTranslation();
  // The live region stays in the page, so each new note is announced.
  return (
    <div className="chat-note-slot" role="status" aria-live="polite">
      {note ? (
        <p
          key={note.key}
          className={`chat-note chat-note--${noteTone(note)}`}
          data-testid="meter-note"
          data-turn={note.key}
        >
          <strong className="chat-note__delta" dir="ltr">
            {signed(note.delta)}
          </strong>
          <span dir="auto">{changeReason(t, note, name)}</span>
          {dangerWarning(t, note.meter, note.delta) ? (
            <span className="chat-note__warn">{dangerWarning(t, note.meter, note.delta)}</span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** A moment worth stopping for, and what comes next: a level up, a date offered, a scene beginning. */
export function MomentCard({
  moment,
  name,
  onDismiss,
}: {
  moment: Moment | null;
  name: string;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (!moment) return null;
  const who = isolate(name);
  const next = moment.guide?.next ?? null;
  const nextLine = next
    ? t('Next: level {{level}} unlocks {{what}}.', { level: next.level, what: unlockText(t, next, i18n.language) })
    : null;
  let icon;
  let title: string;
  let lines: string[];
  if (moment.kind === 'levelUp') {
    icon = <PartyPopper aria-hidden="true" size={22} />;
    title = t('Level {{level}} with {{name}}!', { level: moment.level, name: who });
    const unlocked = moment.guide?.unlocked;
    lines = [
      unlocked && unlocked.level === moment.level
        ? t('Unlocked: {{what}}.', { what: unlockText(t, unlocked, i18n.language) })
        : t('Your bond with {{name}} grows.', { name: who }),
      ...(nextLine ? [nextLine] : []),
    ];
  } else if (moment.kind === 'date') {
    icon = <Heart aria-hidden="true" size={22} />;
    title = t('{{name}} wants a date', { name: who });
    lines = [
      t('Pick a place below.'),
      t('On the date, at {{value}} things heat up.', { value: moment.guide?.sceneAt ?? DEFAULT_SCENE_THRESHOLD }),
    ];
  } else {
    icon = <Flame aria-hidden="true" size={22} />;
    title = t('Things are heating up');
    lines = [
      t('Pick a pose below: {{name}} answers each with a picture.', { name: who }),
      ...(next && next.poses > 0 ? [nextLine!] : []),
    ];
  }
  return (
    <section
      key={moment.key}
      className={`chat-moment chat-moment--${moment.kind}`}
      aria-label={title}
      data-testid="chat-moment"
    >
      <span className="chat-moment__icon">{icon}</span>
      <div className="chat-moment__text">
        <h2 className="chat-moment__title" dir="auto">
          {title}
        </h2>
        {lines.map((line) => (
          <p key={line} dir="auto">
            {line}
          </p>
        ))}
      </div>
      <button type="button" className="chat-moment__close" onClick={onDismiss}>
        {t('Got it')}
      </button>
    </section>
  );
}
