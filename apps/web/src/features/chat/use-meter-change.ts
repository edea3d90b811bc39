import { useEffect, useRef, useState } from 'react';
import { emojiOverlay, type EmojiOverlay } from '@app/game-engine';

export interface MeterChange {
  /** Floating emojis while the meter has just risen (removed after 5.2 s). */
  overlay: (EmojiOverlay & { key: number }) | null;
  /** The ring pulses up on a rise and shrinks grey on a fall. */
  pulse: 'up' | 'down' | null;
}

/** Watches the meter once replies are flowing; the first value after a start is not a change. */
export function useMeterChange(meter: number, level: number, active: boolean): MeterChange {
  const previous = useRef<number | null>(null);
  const [change, setChange] = useState<MeterChange>({ overlay: null, pulse: null });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!active) {
      previous.current = null;
      return;
    }
    const before = previous.current;
    previous.current = meter;
    if (before === null || before === meter) return;
    const overlay = emojiOverlay(meter - before, level, Math.random);
    const key = Date.now();
    setChange({ overlay: overlay ? { ...overlay, key } : null, pulse: meter > before ? 'up' : 'down' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setChange({ overlay: null, pulse: null }), overlay?.removeAfterMs ?? 700);
  }, [meter, level, active]);

  return change;
}
