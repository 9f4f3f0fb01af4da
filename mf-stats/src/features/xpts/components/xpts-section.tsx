import { memo } from 'react';
import { clampPage, pageSlice, XPTS_PAGE_SIZE } from '@draftroom/domain';
import { ChartIcon, EmptyState, Pagination, QueryStates } from '@draftroom/ui';
import type { XptsDispatch, XptsFilterState } from '../hooks/use-xpts-filters';
import type { XptsTableModel } from '../hooks/use-xpts-table';
import { XptsExportButton } from './xpts-export-button';
import { XptsTable } from './xpts-table';

/**
 * The table area of the xPts screen with its loading, empty and error states and paging. Memoised:
 * the urgent render of a filter change (new filter state, same deferred model) skips it.
 */
export const XptsSection = memo(function XptsSection({ state, model, dispatch }: { state: XptsFilterState; model: XptsTableModel; dispatch: XptsDispatch }) {
  const noData = model.available.length === 0
    && { icon: <ChartIcon />, title: 'No expected points data available', text: 'Expected points data is being loaded.' };
  return (
    <QueryStates query={model} loading="Loading expected points data..." errorTitle="Could not load expected points" empty={noData}>
      {() => <XptsRows state={state} model={model} dispatch={dispatch} />}
    </QueryStates>
  );
});

function XptsRows({ state, model, dispatch }: { state: XptsFilterState; model: XptsTableModel; dispatch: XptsDispatch }) {
  const { rows } = model;
  const page = clampPage(state.page, rows.length, XPTS_PAGE_SIZE);
  return (
    <section className="st-stack" aria-labelledby="xpts-heading">
      <div className="st-section-head">
        <h2 id="xpts-heading">Expected Points Data ({rows.length} players)</h2>
        <XptsExportButton model={model} rows={rows} />
      </div>
      {model.columns.length > 0 && (
        // Why the count moves between views (593 in a range, 820 for one gameweek): who is listed depends on the columns shown.
        <p className="st-note" data-testid="xpts-count-rule">
          Listed: players with more than 0 xPts in at least one of the gameweeks shown, GW{model.columns[0]}
          {model.columns.length > 1 ? `-GW${model.columns[model.columns.length - 1]}` : ''}.
        </p>
      )}
      {model.playedThrough > 0 && model.columns[0] <= model.playedThrough && (
        <p className="st-note">Played gameweeks show the points actually scored beside the projection made before the deadline.</p>
      )}
      {rows.length === 0 ? (
        <EmptyState icon={<ChartIcon />} title="No players match your search" text="Try another name, team or position, or reset the filters." />
      ) : (
        <>
          <XptsTable model={model} rows={pageSlice(rows, page, XPTS_PAGE_SIZE)} onSort={(gameweek, sorted) => dispatch({ type: 'sort', gameweek, sorted })} />
          <Pagination
            page={page}
            total={rows.length}
            pageSize={XPTS_PAGE_SIZE}
            narrowButtons={3}
            onPageChange={(value) => dispatch({ type: 'page', value: clampPage(value, rows.length, XPTS_PAGE_SIZE) })}
          />
        </>
      )}
    </section>
  );
}
