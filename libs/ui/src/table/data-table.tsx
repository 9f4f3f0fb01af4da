import { useEffect, useRef, type ReactNode } from 'react';
import './table.css';

export type CellAlign = 'left' | 'right' | 'center';

export interface TableColumn<R> {
  key: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  align?: CellAlign;
  /** Extra class for a body cell (e.g. a green DefCons cell). */
  cellClassName?: (row: R) => string | undefined;
  /** Longer header text for a tooltip and screen readers (e.g. 'Expected goals per 90 minutes'). */
  title?: string;
  /** The column can be clicked to sort by it. */
  sortable?: boolean;
  /** The first column stays in view while the table scrolls sideways. */
  sticky?: boolean;
}

export interface DataTableProps<R> {
  columns: readonly TableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** Visible caption (the table's heading) or an accessible-only label. */
  caption: ReactNode;
  captionHidden?: boolean;
  sort?: { key: string; direction: 'asc' | 'desc' };
  onSort?: (key: string) => void;
  rowClassName?: (row: R) => string | undefined;
  /** Shown in place of the body when there are no rows. */
  empty?: ReactNode;
  dense?: boolean;
}

/**
 * A plain, accessible table: sticky header and first column, the sorted column highlighted with
 * an arrow (aria-sort), numbers right-aligned in tabular figures, sideways scroll on small screens.
 */
export function DataTable<R>({
  columns, rows, rowKey, caption, captionHidden, sort, onSort, rowClassName, empty, dense,
}: DataTableProps<R>) {
  const wrap = useRef<HTMLDivElement>(null);
  useSortedColumnInView(wrap, sort?.key);
  const align = (c: TableColumn<R>) => `dr-table__cell--${c.align ?? 'left'}`;
  const sticky = (c: TableColumn<R>) => (c.sticky ? 'dr-table__cell--sticky' : '');
  const sorted = (c: TableColumn<R>) => (sort?.key === c.key ? 'dr-table__cell--sorted' : '');
  return (
    <div className="dr-table-wrap" ref={wrap}>
      <table className={`dr-table${dense ? ' dr-table--dense' : ''}`}>
        <caption className={captionHidden ? 'dr-visually-hidden' : 'dr-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const isSorted = sort?.key === c.key;
              const arrow = isSorted ? (sort!.direction === 'asc' ? '▲' : '▼') : null;
              const label = (
                <>
                  {c.header}
                  {arrow && <span className="dr-table__arrow" aria-hidden="true">{arrow}</span>}
                </>
              );
              return (
                <th
                  key={c.key}
                  scope="col"
                  title={c.title}
                  aria-sort={isSorted ? (sort!.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={[align(c), sticky(c), sorted(c)].filter(Boolean).join(' ')}
                >
                  {c.sortable && onSort ? (
                    <button type="button" className="dr-table__sort" onClick={() => onSort(c.key)}>{label}</button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="dr-table__empty">{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={[align(c), sticky(c), sorted(c), c.cellClassName?.(row)].filter(Boolean).join(' ')}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * When the sort column changes and it lies outside the scrolled area (a narrow screen), scroll
 * sideways so that it shows just right of the sticky first column.
 */
function useSortedColumnInView(wrap: React.RefObject<HTMLDivElement | null>, sortKey: string | undefined) {
  useEffect(() => {
    const box = wrap.current;
    const th = box?.querySelector<HTMLElement>('thead th.dr-table__cell--sorted');
    if (!box || !th || box.scrollWidth <= box.clientWidth) return;
    // The sticky column stays at the left edge and covers whatever scrolls beneath it.
    const covered = box.querySelector<HTMLElement>('thead th.dr-table__cell--sticky')?.offsetWidth ?? 0;
    const start = th.offsetLeft;
    const end = start + th.offsetWidth;
    if (start < box.scrollLeft + covered || end > box.scrollLeft + box.clientWidth) {
      box.scrollLeft = Math.max(0, start - covered - 8);
    }
  }, [wrap, sortKey]);
}
