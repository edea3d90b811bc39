import type { ComponentType, ReactNode } from 'react';

export interface BottomBarItem {
  id: string;
  label: string;
  icon: ReactNode;
  href: string;
  active: boolean;
  /** What aria-current says of the active tab: the page itself, or "true" for the section a page was opened from. */
  current?: 'page' | 'true';
  pulse?: boolean;
}

export interface BottomBarProps {
  items: readonly BottomBarItem[];
  label: string;
  /** The router's link (receives `to`); plain anchors when omitted. */
  linkComponent?: ComponentType<{
    to: string;
    className?: string;
    'aria-current'?: 'page' | 'true';
    children?: ReactNode;
  }>;
}

function Anchor({
  to,
  ...rest
}: {
  to: string;
  className?: string;
  'aria-current'?: 'page' | 'true';
  children?: ReactNode;
}) {
  return <a href={to} {...rest} />;
}

export function BottomBar({ items, label, linkComponent: Link = Anchor }: BottomBarProps) {
  return (
    <nav aria-label={label} className="ui-bottom-bar">
      {items.map((item) => (
        <Link
          key={item.id}
          to={item.href}
          aria-current={item.active ? (item.current ?? 'page') : undefined}
          className={item.pulse ? 'ui-bottom-bar__tab ui-bottom-bar__tab--pulse' : 'ui-bottom-bar__tab'}
        >
          <span className="ui-bottom-bar__icon" aria-hidden="true">
            {item.icon}
          </span>
          <span>{item.label}</span>
        </Link>
      ))}
    </nav>
  );
}
