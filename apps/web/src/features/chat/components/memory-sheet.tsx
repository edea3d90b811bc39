import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Pin, Trash2 } from 'lucide-react';
import { MAX_REMEMBERED_FACTS, type CharacterMemory } from '@app/schema';
import { Button, buttonClass, Dialog, Spinner } from '@app/ui';
import { isolate } from '../../../lib/bidi.ts';
import { parseError } from '../../../lib/errors.ts';
import { translateServerMessage } from '../../../i18n/server-message.ts';
import { trpc } from '../../../lib/trpc.ts';
import './memory-sheet.css';

export interface MemorySheetProps {
  open: boolean;
  onClose: () => void;
  charId: string;
  name: string;
}

type Entry = { kind: 'fact'; text: string } | { kind: 'place'; name: string } | { kind: 'summary' };

/**
 * "What she remembers": what the chat game's character is told about the player before each reply (the
 * digest and the running summary), with a Forget per entry (asked twice) and a Pin per fact the player told.
 */
export function MemorySheet({ open, onClose, charId, name }: MemorySheetProps) {
  const { t } = useTranslation();
  const memory = trpc.message.memory.useQuery({ id: charId }, { enabled: open, meta: { errorDialog: false } });
  const utils = trpc.useUtils();
  const [done, setDone] = useState('');
  // The forgotten entry's buttons leave with it: the focus goes to the sheet's content, which says "Forgotten."
  const body = useRef<HTMLDivElement>(null);
  const update = (data: CharacterMemory, message: string) => {
    utils.message.memory.setData({ id: charId }, data);
    setDone(message);
  };
  const forget = trpc.message.forget.useMutation({
    onSuccess: (data) => {
      update(data, t('Forgotten.'));
      body.current?.focus();
    },
  });
  const pin = trpc.message.pin.useMutation({ onSuccess: (data) => update(data, '') });
  const failed = forget.error ?? pin.error;
  const who = isolate(name);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('What {{name}} remembers', { name: who })}
      closeLabel={t('Close')}
      className="memory-sheet"
    >
      {memory.data ? (
        <MemoryView
          bodyRef={body}
          memory={memory.data}
          name={who}
          busy={forget.isPending || pin.isPending}
          onForget={(entry) => {
            setDone('');
            forget.mutate({ id: charId, entry });
          }}
          onPin={(text, pinned) => {
            setDone('');
            pin.mutate({ id: charId, text, pinned });
          }}
        />
      ) : memory.isError ? (
        <div className="memory-sheet__error" role="alert">
          <p>{t('Could not load what she remembers.')}</p>
          <Button variant="secondary" onClick={() => void memory.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('Loading')} />
      )}
      {failed ? (
        <p className="ui-field__error" role="alert">
          {translateServerMessage(parseError(failed))}
        </p>
      ) : null}
      <p className="ui-visually-hidden" role="status">
        {done}
      </p>
    </Dialog>
  );
}

interface MemoryViewProps {
  bodyRef: RefObject<HTMLDivElement | null>;
  memory: CharacterMemory;
  name: string;
  busy: boolean;
  onForget: (entry: Entry) => void;
  onPin: (text: string, pinned: boolean) => void;
}

function MemoryView({ bodyRef, memory, name, busy, onForget, onPin }: MemoryViewProps) {
  const { t } = useTranslation();
  const empty = memory.facts.length === 0 && memory.places.length === 0 && !memory.summary;
  const pinned = memory.facts.filter((f) => f.pinned).length;
  return (
    <div ref={bodyRef} className="memory-sheet__body" tabIndex={-1}>
      <p className="memory-sheet__intro">
        {memory.model
          ? t('Before each reply, the AI writing {{name}} is given exactly this.', { name })
          : t('{{name}} is scripted right now: she keeps this for your story.', { name })}
      </p>
      {memory.met ? (
        <Section title={t('Where you met')}>
          <p dir="auto">{memory.met}</p>
        </Section>
      ) : null}
      {memory.mood ? (
        <Section title={t('Her mood')}>
          <p>{t('It started at {{first}}, is {{now}} now and peaked at {{peak}} (of 30).', memory.mood)}</p>
          {memory.scenes > 0 ? <p>{t('Intimate moments together: {{value}}', { value: memory.scenes })}</p> : null}
        </Section>
      ) : null}
      {empty ? (
        <p className="memory-sheet__empty">
          {t('Nothing yet. Tell {{name}} about yourself in your own words and she will remember it.', { name })}
        </p>
      ) : (
        <>
          <Section title={t('Your dates')}>
            {memory.places.length ? (
              <ul className="memory-sheet__list">
                {memory.places.map((p) => (
                  <MemoryItem
                    key={p.name}
                    text={p.label}
                    busy={busy}
                    onForget={() => onForget({ kind: 'place', name: p.name })}
                  />
                ))}
              </ul>
            ) : (
              <p className="memory-sheet__muted">{t('No dates yet.')}</p>
            )}
          </Section>
          <Section
            title={t('What you told her')}
            aside={
              memory.facts.length ? (
                <span className="memory-sheet__count">
                  {t('Pinned: {{pinned}} of {{max}}', { pinned, max: memory.maxPinned })}
                </span>
              ) : null
            }
          >
            <p className="memory-sheet__muted">
              {t('Pinned facts always stay. Of the others she keeps the newest {{value}}.', {
                value: MAX_REMEMBERED_FACTS,
              })}
            </p>
            {memory.facts.length ? (
              <ul className="memory-sheet__list">
                {memory.facts.map((f) => (
                  <MemoryItem
                    key={f.text}
                    text={f.text}
                    pinned={f.pinned}
                    busy={busy}
                    onPin={() => onPin(f.text, !f.pinned)}
                    onForget={() => onForget({ kind: 'fact', text: f.text })}
                  />
                ))}
              </ul>
            ) : null}
          </Section>
          {memory.summary ? (
            <Section title={t('Earlier in your conversation')}>
              <ul className="memory-sheet__list">
                <MemoryItem text={memory.summary} busy={busy} onForget={() => onForget({ kind: 'summary' })} />
              </ul>
            </Section>
          ) : null}
        </>
      )}
      {memory.model ? (
        <details className="memory-sheet__digest">
          <summary>{t('What the AI reads')}</summary>
          <p dir="ltr" lang="en">
            {memory.digest}
          </p>
        </details>
      ) : null}
    </div>
  );
}

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="memory-sheet__section" aria-labelledby={id}>
      <div className="memory-sheet__heading">
        <h3 id={id}>{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

interface MemoryItemProps {
  text: string;
  pinned?: boolean;
  busy: boolean;
  onPin?: () => void;
  onForget: () => void;
}

/** One entry: its text, a Pin toggle for a fact, and Forget, which asks "Forget this?" in place before it goes. */
function MemoryItem({ text, pinned, busy, onPin, onForget }: MemoryItemProps) {
  const { t } = useTranslation();
  const textId = useId();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const forgetRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (asked.current) forgetRef.current?.focus();
    asked.current = asking;
  }, [asking]);
  return (
    <li className={pinned ? 'memory-item memory-item--pinned' : 'memory-item'}>
      <p id={textId} className="memory-item__text" dir="auto">
        {text}
      </p>
      {asking ? (
        <div className="memory-item__actions" role="group" aria-label={t('Forget this?')}>
          <span className="memory-item__ask" aria-hidden="true">
            {t('Forget this?')}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
            {t('Cancel')}
          </Button>
          <button
            ref={confirmRef}
            type="button"
            className={buttonClass('danger', 'sm')}
            disabled={busy}
            aria-describedby={textId}
            onClick={() => {
              asked.current = false;
              onForget();
            }}
          >
            {t('Forget')}
          </button>
        </div>
      ) : (
        <div className="memory-item__actions">
          {onPin ? (
            <Button
              variant="ghost"
              size="sm"
              className="memory-item__pin"
              aria-pressed={pinned}
              aria-describedby={textId}
              disabled={busy}
              onClick={onPin}
            >
              <Pin aria-hidden="true" size={16} fill={pinned ? 'currentColor' : 'none'} />
              {t('Pin')}
            </Button>
          ) : null}
          <button
            ref={forgetRef}
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-describedby={textId}
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            <Trash2 aria-hidden="true" size={16} />
            {t('Forget')}
          </button>
        </div>
      )}
    </li>
  );
}
