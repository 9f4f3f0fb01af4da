import { useMemo } from 'react';
import { OWNERSHIP_SORTS, clampPage, filterOwnership, pageSlice, type OwnershipSort } from '@draftroom/domain';
import { Button, LoadingState, Pagination, SearchInput, useTeams } from '@draftroom/ui';
import { PositionToggles } from '../../../shared/components/position-toggles';
import { useOwnership } from '../api/get-selected-by';
import { useOwnershipFilters } from '../hooks/use-ownership-filters';
import { OwnershipTable, PERIOD_LABELS } from './ownership-table';
import './ownership.css';

export const OWNERSHIP_PAGE_SIZE = 40;

/** Spec 2.15: official against site ownership, filtered, sorted and paged by 40. */
export function OwnershipScreen() {
  const data = useOwnership();
  const teams = useTeams();
  const filters = useOwnershipFilters();
  const { state } = filters;
  const rows = useMemo(
    () => filterOwnership(data.rows ?? [], { search: state.search, team: state.team, positions: state.positions, sort: state.sort }),
    [data.rows, state.search, state.team, state.positions, state.sort],
  );
  const page = clampPage(state.page, rows.length, OWNERSHIP_PAGE_SIZE);

  return (
    <div className="ownership">
      <div className="dr-card ownership__filters">
        <div className="ownership__row">
          <SearchInput value={state.search} onChange={filters.setSearch} placeholder="Search players..." />
          <label className="dr-field">
            <span className="dr-field__label">Select Team</span>
            <select className="dr-select" value={state.team ?? ''} onChange={(e) => filters.setTeam(e.target.value ? Number(e.target.value) : null)}>
              <option value="">All Teams</option>
              {(teams.data ?? []).slice().sort((a, b) => a.name.localeCompare(b.name)).map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
            </select>
          </label>
          <label className="dr-field">
            <span className="dr-field__label">Sort By</span>
            <select className="dr-select" value={state.sort} onChange={(e) => filters.setSort(e.target.value as OwnershipSort)}>
              {OWNERSHIP_SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
            </select>
          </label>
        </div>
        <div className="ownership__row ownership__row--toggles">
          <PositionToggles selected={state.positions} onToggle={filters.togglePosition} codes="stats" />
          {/*
            The period toggles (spec 2.15) choose columns, not rows: ticked boxes under "Columns shown"
            say so, where three pressed buttons read as a filter with all three chosen (issue 31).
            The last ticked one cannot be unticked.
          */}
          <fieldset className="ownership__columns">
            <legend>Columns shown</legend>
            {(['today', 'last_week', 'all_time'] as const).map((p) => {
              const on = state.periods.includes(p);
              const last = on && state.periods.length === 1;
              return (
                <label key={p} className="ownership__column" title={last ? 'At least one period stays on' : undefined}>
                  <input type="checkbox" checked={on} aria-disabled={last} onChange={() => filters.togglePeriod(p)} />
                  {PERIOD_LABELS[p]} %
                </label>
              );
            })}
          </fieldset>
          <Button variant="secondary" size="sm" onClick={filters.reset}>Reset Filters</Button>
        </div>
      </div>
      {data.isError ? (
        <p className="ownership__error" role="alert">Error: Failed to fetch selected by data</p>
      ) : data.isPending ? (
        <LoadingState label="Loading players data..." />
      ) : rows.length === 0 ? (
        <p className="ownership__empty">No players found matching your criteria</p>
      ) : (
        <div className="dr-card ownership__results">
          <OwnershipTable rows={pageSlice(rows, page, OWNERSHIP_PAGE_SIZE)} periods={state.periods} sort={state.sort} />
          <Pagination
            page={page}
            total={rows.length}
            pageSize={OWNERSHIP_PAGE_SIZE}
            onPageChange={(p) => filters.setPage(clampPage(p, rows.length, OWNERSHIP_PAGE_SIZE))}
            summary={({ first, last, total }) => `Showing ${first} to ${last} of ${total} players`}
          />
        </div>
      )}
    </div>
  );
}
