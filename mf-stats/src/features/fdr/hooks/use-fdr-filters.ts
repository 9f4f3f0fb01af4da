import { useReducer } from 'react';
import { withFrom, withTo, type FdrSort, type GameweekRange } from '@draftroom/domain';

export interface FdrFilterState {
  /** Ticked clubs; none ticked = All. */
  teamIds: number[];
  sort: FdrSort;
  /** null = the default window (the next six gameweeks of the season clock). */
  range: GameweekRange | null;
  /** Ticked gameweeks; only those inside the range are excluded. */
  excluded: number[];
}

type Action =
  | { type: 'teams'; value: number[] }
  | { type: 'sort'; value: FdrSort }
  | { type: 'from'; value: number; fallback: GameweekRange }
  | { type: 'to'; value: number; fallback: GameweekRange }
  | { type: 'excluded'; value: number[] }
  | { type: 'reset' };

const INITIAL: FdrFilterState = { teamIds: [], sort: 'alphabetical', range: null, excluded: [] };

function reduce(state: FdrFilterState, action: Action): FdrFilterState {
  switch (action.type) {
    case 'teams': return { ...state, teamIds: action.value };
    case 'sort': return { ...state, sort: action.value };
    case 'from': return { ...state, range: withFrom(state.range ?? action.fallback, action.value) };
    case 'to': return { ...state, range: withTo(state.range ?? action.fallback, action.value) };
    case 'excluded': return { ...state, excluded: action.value };
    case 'reset': return INITIAL;
  }
}

export function useFdrFilters() {
  return useReducer(reduce, INITIAL);
}
export type FdrDispatch = ReturnType<typeof useFdrFilters>[1];
