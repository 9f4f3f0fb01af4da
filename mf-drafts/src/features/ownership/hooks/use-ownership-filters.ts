import { useState } from 'react';
import { togglePeriod, togglePickerPosition, type OwnershipPeriod, type OwnershipSort, type PositionId } from '@draftroom/domain';

export interface OwnershipFilterState {
  search: string;
  team: number | null;
  sort: OwnershipSort;
  positions: PositionId[];
  periods: OwnershipPeriod[];
  page: number;
}

/** Spec 4: reset returns sort today, all periods on, ALL positions, all teams, empty search. */
const INITIAL: OwnershipFilterState = { search: '', team: null, sort: 'today', positions: [], periods: ['today', 'last_week', 'all_time'], page: 1 };

/** The ownership screen's filters; every filter change goes back to page 1. */
export function useOwnershipFilters() {
  const [state, setState] = useState(INITIAL);
  const change = (patch: Partial<OwnershipFilterState>) => setState((s) => ({ ...s, ...patch, page: 1 }));
  return {
    state,
    setSearch: (search: string) => change({ search }),
    setTeam: (team: number | null) => change({ team }),
    setSort: (sort: OwnershipSort) => change({ sort }),
    togglePosition: (choice: PositionId | 'ALL') => setState((s) => ({ ...s, positions: togglePickerPosition(s.positions, choice), page: 1 })),
    togglePeriod: (period: OwnershipPeriod) => setState((s) => ({ ...s, periods: togglePeriod(s.periods, period) })),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    reset: () => setState(INITIAL),
  };
}
