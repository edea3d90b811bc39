import type { ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  active: string;
  onSelect: (id: string) => void;
  label: string;
}

/** A tab list; the caller renders the panel of the active tab. */
export function Tabs({ items, active, onSelect, label }: TabsProps) {
  return (
    <div role="tablist" aria-label={label} className="ui-tabs">
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          aria-selected={item.id === active}
          className="ui-tab"
          onClick={() => onSelect(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
