import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/** A column of a Docs table after the row headers; numbers align right. */
export type DocsColumn = { key: string | number; label: ReactNode; align?: 'left' | 'right' };
/** A cell under a column; `className` tints it (money, muted zeros). */
export type DocsCell = { key: string | number; content: ReactNode; className?: string };
/** A row: its header cell (spanning `headerSpan` columns, the first included) and its cells. */
export type DocsRow = { key: string | number; header: ReactNode; headerSpan?: number; cells: readonly DocsCell[]; className?: string };

const headCell = 'px-1.5 py-2 text-left align-bottom text-xs font-medium text-muted-foreground sm:px-2';
const bodyCell = 'px-1.5 py-2 align-top sm:px-2';

/**
 * A Docs table with its caption above it: row headers in the first column, then `columns`. The table scrolls sideways
 * inside its own box when a phone is too narrow for it, never the page.
 */
export function DocsTable(props: { label: string; caption: ReactNode; corner: ReactNode; columns: readonly DocsColumn[]; rows: readonly DocsRow[] }) {
  const { label, caption, corner, columns, rows } = props;
  const alignOf = (key: DocsCell['key']) => (columns.find((column) => column.key === key)?.align === 'left' ? 'text-left' : 'text-right');
  return (
    <figure className="grid max-w-2xl min-w-0 gap-2">
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
      {/* Focusable so a keyboard can scroll it when it overflows (axe: scrollable-region-focusable). */}
      <div role="region" aria-label={label} tabIndex={0} className="-mx-1 overflow-x-auto rounded-lg px-1 focus-visible:outline-2 focus-visible:outline-ring">
        <table className="w-full min-w-[18rem] text-sm tabular-nums">
          <thead>
            <tr className="border-b">
              <th scope="col" className={headCell}>
                {corner}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cn(headCell, alignOf(column.key))}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={cn('border-b border-border/60 last:border-0', row.className)}>
                <th scope="row" colSpan={row.headerSpan} className={cn(bodyCell, 'text-left font-semibold')}>
                  {row.header}
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.key} className={cn(bodyCell, alignOf(cell.key), cell.className)}>
                    {cell.content}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
