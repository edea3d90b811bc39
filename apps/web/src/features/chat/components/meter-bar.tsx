import { meterPercent } from '@app/game-engine';

/** The meter as a short bar (decoration: the ring beside it carries the value for assistive technology). */
export function MeterBar({ meter, className = '' }: { meter: number; className?: string }) {
  return (
    <span className={`chat-meter ${className}`.trim()} aria-hidden="true">
      <span className="chat-meter__fill" style={{ transform: `scaleX(${meterPercent(meter) / 100})` }} />
    </span>
  );
}
