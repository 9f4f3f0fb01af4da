import { memo, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
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
  /**
   * How body rows are matched from one render to the next. 'position' (the default) keeps the
   * page's row and cell elements and only updates what they show, so a sort, filter or page change
   * rewrites text instead of removing and creating a few hundred elements (decision 047). 'key'
   * keeps each row element with its `rowKey`, for tables whose rows hold their own state.
   */
  rowIdentity?: 'position' | 'key';
}

/**
 * A plain, accessible table: sticky header and first column, the sorted column highlighted with
 * an arrow (aria-sort), numbers right-aligned in tabular figures, sideways scroll on small screens.
 */
export function DataTable<R>({
  columns, rows, rowKey, caption, captionHidden, sort, onSort, rowClassName, empty, dense, rowIdentity = 'position',
}: DataTableProps<R>) {
  const wrap = useRef<HTMLDivElement>(null);
  // On a narrow screen the sorted column scrolls into view, within the table's own box.
  useLayoutEffect(() => {
    const th = wrap.current?.querySelector<HTMLElement>('thead th[aria-sort]');
    th?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', container: 'nearest' } as ScrollIntoViewOptions);
  }, [sort?.key]);
  // One class string per column, computed once per columns/sort change rather than per cell.
  const cellClasses = useMemo(
    () => columns.map((c) => cellClass(c, sort?.key === c.key)),
    [columns, sort?.key],
  );
  return (
    // It scrolls sideways on a phone: a keyboard user reaches it by Tab and scrolls with the arrows
    // (axe, issue 31). The table's caption names it; the box adds no name of its own. The caption
    // seen is a copy pinned to the box's left edge: a <caption> scrolls away with the columns.
    <div className="dr-table-wrap" ref={wrap} tabIndex={0}>
      {!captionHidden && <div className="dr-table__caption" aria-hidden="true">{caption}</div>}
      <table className={`dr-table${dense ? ' dr-table--dense' : ''}`}>
        <caption className="dr-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => {
              const isSorted = sort?.key === c.key;
              const direction = sort?.direction === 'asc' ? 'ascending' : 'descending';
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
                  aria-sort={isSorted ? direction : undefined}
                  className={cellClasses[i]}
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
            rows.map((row, i) => (
              <DataRow
                key={rowIdentity === 'key' ? rowKey(row) : i}
                row={row}
                columns={columns}
                cellClasses={cellClasses}
                className={rowClassName?.(row)}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function cellClass<R>(c: TableColumn<R>, sorted: boolean): string {
  return [`dr-table__cell--${c.align ?? 'left'}`, c.sticky && 'dr-table__cell--sticky', sorted && 'dr-table__cell--sorted']
    .filter(Boolean)
    .join(' ');
}

interface DataRowProps<R> {
  row: R;
  columns: readonly TableColumn<R>[];
  cellClasses: readonly string[];
  className: string | undefined;
}

/**
 * One body row. Memoised: a row whose data, columns and sort are unchanged is not rendered again
 * (ticking one row's box re-renders that row only). Cells are matched by position, so a shifted
 * gameweek window updates the cells in place.
 */
const DataRow = memo(function DataRow<R>({ row, columns, cellClasses, className }: DataRowProps<R>) {
  return (
    <tr className={className}>
      {columns.map((c, i) => {
        const extra = c.cellClassName?.(row);
        return (
          <td key={i} className={extra ? `${cellClasses[i]} ${extra}` : cellClasses[i]}>
            {c.cell(row)}
          </td>
        );
      })}
    </tr>
  );
}) as <R>(props: DataRowProps<R>) => ReactNode;
