import { useCallback, useEffect, useRef, useState } from 'react';
import type { MeterChange, MeterGuide } from '@app/schema';
import type { ChatState } from './chat-state.ts';

/** How long a change note stays: a rise is read at a glance, a drop (with its reason) a little longer. */
export const NOTE_RISE_MS = 4_000;
export const NOTE_DROP_MS = 7_000;

export interface MeterNote {
  key: number;
  delta: number;
  reason: MeterChange['reason'] | null;
  /** The meter after the change. */
  meter: number;
}

export type Moment =
  | { kind: 'levelUp'; key: number; level: number; guide: MeterGuide | null }
  | { kind: 'date'; key: number; guide: MeterGuide | null }
  | { kind: 'scene'; key: number; guide: MeterGuide | null };

interface Seen {
  replies: number;
  meter: number;
  level: number;
  location: boolean;
  action: boolean;
}

/**
 * What the chat says about the game after each reply: the meter's change and why (a note that fades), and
 * the moments worth stopping for (a level up, a date offered, a scene starting), which stay until the player
 * dismisses them. Nothing is said about the conversation as it opens, only about replies during the visit.
 */
export function useChatNotes(state: ChatState): {
  note: MeterNote | null;
  moment: Moment | null;
  dismissMoment: () => void;
} {
  const [note, setNote] = useState<MeterNote | null>(null);
  const [moment, setMoment] = useState<Moment | null>(null);
  const seen = useRef<Seen | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!state.replied) {
      seen.current = null;
      return;
    }
    const before = seen.current;
    const now: Seen = {
      replies: state.replies,
      meter: state.horny,
      level: state.level,
      location: Boolean(state.locationSelect?.length),
      action: Boolean(state.actionSelect?.length),
    };
    seen.current = now;
    if (!before || before.replies === now.replies) return;
    const key = now.replies;
    const delta = state.change?.delta ?? now.meter - before.meter;
    if (delta !== 0) {
      setNote({ key, delta, reason: state.change?.reason ?? null, meter: now.meter });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setNote(null), delta > 0 ? NOTE_RISE_MS : NOTE_DROP_MS);
    }
    if (now.level > before.level) setMoment({ kind: 'levelUp', key, level: now.level, guide: state.guide });
    else if (now.action && !before.action) setMoment({ kind: 'scene', key, guide: state.guide });
    else if (now.location && !before.location) setMoment({ kind: 'date', key, guide: state.guide });
    // A moment about a step belongs to it: once the step is over it goes.
    else setMoment((m) => (m && m.kind !== 'levelUp' && !now.location && !now.action ? null : m));
  }, [
    state.replied,
    state.replies,
    state.horny,
    state.level,
    state.locationSelect,
    state.actionSelect,
    state.change,
    state.guide,
  ]);

  const dismissMoment = useCallback(() => setMoment(null), []);
  return { note, moment, dismissMoment };
}
