import { useEffect, useEffectEvent, useState } from 'react';
import { blockStatus, STATUS_CHECK_INTERVAL_MS, type BlockStatus } from '@app/game-engine';

/**
 * The character's status, checked every 5 s (spec §4). When a timeout passes, `onPassed` runs once
 * (the chat clears the notice and resumes with an empty message).
 */
export function useBlockStatus(meter: number, timeout: number | null, onPassed: () => void): BlockStatus {
  const [status, setStatus] = useState<BlockStatus>(() => blockStatus(meter, timeout, Date.now()));
  const passed = useEffectEvent(onPassed);

  useEffect(() => {
    const check = () => {
      const next = blockStatus(meter, timeout, Date.now());
      setStatus(next);
      if (timeout != null && next.kind === 'none') {
        passed();
        return true;
      }
      return false;
    };
    if (check() || timeout == null) return;
    const timer = setInterval(() => {
      if (check()) clearInterval(timer);
    }, STATUS_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [meter, timeout]);

  return status;
}
