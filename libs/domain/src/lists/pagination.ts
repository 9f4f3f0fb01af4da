/**
 * Paging of long lists (xPts 25 per page, stats 20, ownership 40). Pages are numbered from 1.
 */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a requested page inside 1..last page (spec 4: page changes are clamped). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, pageSize));
}

/** The items of one page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const p = clampPage(page, items.length, pageSize);
  return items.slice((p - 1) * pageSize, p * pageSize);
}

/** 'Showing a-b of n': the 1-based first and last item numbers of a page (0-0 when empty). */
export function pageRange(page: number, total: number, pageSize: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  const p = clampPage(page, total, pageSize);
  return { first: (p - 1) * pageSize + 1, last: Math.min(total, p * pageSize) };
}

/**
 * The numbered buttons to show: at most `buttons` consecutive pages, sliding so that the
 * current page sits in the middle where possible.
 */
export function pageWindow(page: number, pages: number, buttons: number): number[] {
  const size = Math.min(buttons, pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
