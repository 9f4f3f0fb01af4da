import { useEffect, useRef, type ReactNode } from 'react';
import { pageCount, pageRange, pageWindow } from '@draftroom/domain';
import './pagination.css';

export interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** How many numbered buttons to show around the current page (5 by default). */
  buttons?: number;
  /**
   * How many of them a phone shows (under 640px wide). The others are hidden by the stylesheet,
   * not left out, so turning a phone or resizing a window re-renders nothing (decisions 166, 170).
   */
  narrowButtons?: number;
  /** Text beside the buttons; by default 'Showing a-b of n players'. */
  summary?: (range: { first: number; last: number; total: number; page: number; pages: number }) => ReactNode;
  label?: string;
}

export const showingSummary = (noun = 'players') =>
  ({ first, last, total }: { first: number; last: number; total: number }) => `Showing ${first}-${last} of ${total} ${noun}`;

/** Previous / numbered pages / Next, with a summary of what is shown. */
export function Pagination({ page, total, pageSize, onPageChange, buttons = 5, narrowButtons = buttons, summary = showingSummary(), label = 'Pages' }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  const { first, last } = pageRange(page, total, pageSize);
  // The narrow window lies inside the wide one: both centre on the page and stop at the ends.
  const onPhones = new Set(pageWindow(page, pages, narrowButtons));
  const nav = useRef<HTMLElement>(null);
  const keepFocus = useRef(false);
  const go = (n: number) => {
    keepFocus.current = nav.current?.contains(document.activeElement) ?? false;
    onPageChange(n);
  };
  // A keyboard user who pressed Previous on page 2 (or Next on the last but one) would lose focus
  // to the page body when that button becomes disabled: give it to the current page's button.
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const focused = document.activeElement as HTMLButtonElement | null;
    if (focused && nav.current?.contains(focused) && !focused.disabled) return;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  return (
    <nav className="dr-pagination" aria-label={label} ref={nav}>
      <p className="dr-pagination__summary">{summary({ first, last, total, page, pages })}</p>
      <div className="dr-pagination__buttons">
        <button type="button" className="dr-button dr-button--secondary dr-button--sm" onClick={() => go(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        {pageWindow(page, pages, buttons).map((n) => (
          <button
            key={n}
            type="button"
            className={`dr-button dr-button--sm ${n === page ? 'dr-button--primary' : 'dr-button--ghost'}${onPhones.has(n) ? '' : ' dr-pagination__wide-only'}`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => go(n)}
          >
            {n}
          </button>
        ))}
        <button type="button" className="dr-button dr-button--secondary dr-button--sm" onClick={() => go(page + 1)} disabled={page >= pages}>
          Next
        </button>
      </div>
    </nav>
  );
}
