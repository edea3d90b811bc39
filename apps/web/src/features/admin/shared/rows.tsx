import type { CSSProperties, ReactNode } from 'react';
import './records.css';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** The column's share of a wide row (a CSS grid track), "1fr" by default. */
  width?: string;
}

interface RowsProps<T> {
  /** The list's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}

/**
 * A dense list of records: aligned columns under one header on a wide screen, a card per record (each value
 * with its label) on a phone. Each record is a description list, so a screen reader hears label and value.
 */
export function Rows<T>({ label, columns, rows, rowKey }: RowsProps<T>) {
  const style = { '--console-columns': columns.map((c) => c.width ?? 'minmax(0, 1fr)').join(' ') } as CSSProperties;
  return (
    <div className="console-rows" style={style}>
      <div className="console-rows__head" aria-hidden="true">
        {columns.map((c) => (
          <span key={c.label}>{c.label}</span>
        ))}
      </div>
      <ul className="console-rows__list" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <dl className="console-rows__row">
              {columns.map((c) => (
                <div key={c.label} className="console-rows__cell">
                  <dt>{c.label}</dt>
                  <dd>{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
