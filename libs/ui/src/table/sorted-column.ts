/**
 * Plain DOM, no React: the sideways scroll that shows a table's sorted column on a narrow screen.
 * DataTable uses it on the live table, and the first view's own small script on the table drawn
 * into the page's HTML (shell/src/first-view-nav-script.ts), so the column is in view from the
 * first paint instead of jumping there when the live page takes over (decision 167).
 */

/** DataTable's class names, the ones these lookups depend on. */
export const TABLE_WRAP_CLASS = 'dr-table-wrap';
export const SORTED_CELL_CLASS = 'dr-table__cell--sorted';
export const STICKY_CELL_CLASS = 'dr-table__cell--sticky';

/**
 * When the sorted column lies outside the scrolled area of `box` (the table's wrapper), scroll
 * sideways so that it shows just right of the sticky first column, which covers whatever
 * scrolls beneath it. Reads layout: call it where the browser lays the page out anyway.
 */
export function showSortedColumn(box: HTMLElement): void {
  const th = box.querySelector<HTMLElement>(`thead th.${SORTED_CELL_CLASS}`);
  if (!th || box.scrollWidth <= box.clientWidth) return;
  const covered = box.querySelector<HTMLElement>(`thead th.${STICKY_CELL_CLASS}`)?.offsetWidth ?? 0;
  const start = th.offsetLeft;
  const end = start + th.offsetWidth;
  if (start < box.scrollLeft + covered || end > box.scrollLeft + box.clientWidth) {
    box.scrollLeft = Math.max(0, start - covered - 8);
  }
}

/** Every table under `root` (the first view drawn with the HTML) with its sorted column in view. */
export function showSortedColumns(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(`.${TABLE_WRAP_CLASS}`)) showSortedColumn(box);
}
