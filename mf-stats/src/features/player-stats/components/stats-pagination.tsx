import { clampPage } from '@draftroom/domain';
import { Pagination } from '@draftroom/ui';

/** Previous/Next and page buttons, 'Showing a-b of n players' and 'Page x of y' (only with more than one page). */
export function StatsPagination({ page, total, pageSize, onPageChange }: { page: number; total: number; pageSize: number; onPageChange: (page: number) => void }) {
  return (
    <Pagination
      page={page}
      total={total}
      pageSize={pageSize}
      narrowButtons={3}
      onPageChange={(p) => onPageChange(clampPage(p, total, pageSize))}
      summary={({ first, last, total: n, page: p, pages }) => (
        <>
          Showing {first}-{last} of {n} players
          {pages > 1 && <span className="st-page-of"> · Page {p} of {pages}</span>}
        </>
      )}
    />
  );
}
