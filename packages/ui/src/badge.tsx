import type { ReactNode } from 'react';

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'success' | 'warning' | 'accent';
  children?: ReactNode;
}) {
  return <span className={tone === 'neutral' ? 'ui-badge' : `ui-badge ui-badge--${tone}`}>{children}</span>;
}

export function Chip({
  children,
  onClick,
  disabled,
}: {
  children?: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="ui-chip" onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}
