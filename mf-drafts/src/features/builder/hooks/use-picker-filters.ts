import { useMemo, useState } from 'react';
import type { Player } from '@draftroom/contracts';
import { filterPickerPlayers, priceBounds, togglePickerPosition, type PickerSort, type PositionId } from '@draftroom/domain';

export interface PickerFilterState {
  search: string;
  positions: PositionId[];
  /** null = the slider's upper bound (so new data with dearer players is not cut off). */
  maxPrice: number | null;
  team: number | null;
  sort: PickerSort;
}

const INITIAL: PickerFilterState = { search: '', positions: [], maxPrice: null, team: null, sort: 'points_desc' };

/** The picker's filters (spec 2.2) and the list they give; Reset restores the spec 4 defaults. */
export function usePickerFilters(players: readonly Player[], planningFrom?: number) {
  const [state, setState] = useState<PickerFilterState>(INITIAL);
  const bounds = useMemo(() => priceBounds(players), [players]);
  const maxPrice = state.maxPrice ?? bounds.max;
  const visible = useMemo(
    () => filterPickerPlayers(players, { search: state.search, positions: state.positions, maxPrice, team: state.team, sort: state.sort, xptsGameweek: planningFrom }),
    [players, state.search, state.positions, maxPrice, state.team, state.sort, planningFrom],
  );
  const update = (patch: Partial<PickerFilterState>) => setState((s) => ({ ...s, ...patch }));
  return {
    state,
    bounds,
    maxPrice,
    visible,
    setSearch: (search: string) => update({ search }),
    togglePosition: (choice: PositionId | 'ALL') => setState((s) => ({ ...s, positions: togglePickerPosition(s.positions, choice) })),
    setMaxPrice: (value: number) => update({ maxPrice: value >= bounds.max ? null : value }),
    setTeam: (team: number | null) => update({ team }),
    setSort: (sort: PickerSort) => update({ sort }),
    reset: () => setState(INITIAL),
    isDefault: state.search === '' && state.positions.length === 0 && state.maxPrice === null && state.team === null && state.sort === 'points_desc',
  };
}
