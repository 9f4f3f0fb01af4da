import { useReducer } from 'react';
import { toggleStatsPosition, withFrom, withTo, type PositionButton, type StatsPosition, type XptsSortDirection, type XptsView } from '@draftroom/domain';

export interface XptsFilterState {
  search: string;
  team: string;
  positions: StatsPosition[];
  /** Leave out players with a 0% chance of playing. */
  hideUnavailable: boolean;
  /** null = the default view (the next gameweek), resolved once the clock is known. */
  view: XptsView | null;
  /** Highest first, or lowest first after a second click on the sorted column's header. */
  direction: XptsSortDirection;
  page: number;
}

type Action =
  | { type: 'search'; value: string }
  | { type: 'team'; value: string }
  | { type: 'position'; value: PositionButton }
  | { type: 'hideUnavailable'; value: boolean }
  | { type: 'gameweek'; value: number }
  /** A click on a sortable header: the sorted one turns its order round; another gameweek is sorted highest first. */
  | { type: 'sort'; gameweek: number | null; sorted: boolean }
  | { type: 'range'; from: number; to: number }
  | { type: 'from'; value: number | null }
  | { type: 'to'; value: number | null }
  | { type: 'page'; value: number }
  | { type: 'reset' };

const INITIAL: XptsFilterState = { search: '', team: '', positions: [], hideUnavailable: false, view: null, direction: 'desc', page: 1 };

/** From/To follow the FDR rules: From above To raises To; To below From is ignored. */
function rangeChange(view: XptsView | null, end: 'from' | 'to', value: number | null): XptsView {
  const current = view?.mode === 'range' ? view : { mode: 'range' as const, from: null, to: null };
  if (value == null || current.from == null || current.to == null) return { ...current, [end]: value };
  const next = end === 'from' ? withFrom({ from: current.from, to: current.to }, value) : withTo({ from: current.from, to: current.to }, value);
  return { mode: 'range', ...next };
}

function reduce(state: XptsFilterState, action: Action): XptsFilterState {
  // Every filter change goes back to page 1 (spec 4); only paging keeps the rest.
  switch (action.type) {
    case 'search': return { ...state, search: action.value, page: 1 };
    case 'team': return { ...state, team: action.value, page: 1 };
    case 'position': return { ...state, positions: toggleStatsPosition(state.positions, action.value), page: 1 };
    case 'hideUnavailable': return { ...state, hideUnavailable: action.value, page: 1 };
    case 'gameweek': return { ...state, view: { mode: 'single', gameweek: action.value }, direction: 'desc', page: 1 };
    case 'sort':
      if (action.sorted) return { ...state, direction: state.direction === 'desc' ? 'asc' : 'desc', page: 1 };
      return action.gameweek == null ? state : { ...state, view: { mode: 'single', gameweek: action.gameweek }, direction: 'desc', page: 1 };
    case 'range': return { ...state, view: { mode: 'range', from: action.from, to: action.to }, page: 1 };
    case 'from': return { ...state, view: rangeChange(state.view, 'from', action.value), page: 1 };
    case 'to': return { ...state, view: rangeChange(state.view, 'to', action.value), page: 1 };
    case 'page': return { ...state, page: action.value };
    case 'reset': return INITIAL;
  }
}

export function useXptsFilters() {
  return useReducer(reduce, INITIAL);
}
export type XptsDispatch = ReturnType<typeof useXptsFilters>[1];
