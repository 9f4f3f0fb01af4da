import { useReducer } from 'react';
import {
  DEFAULT_MIN_MINUTES, nextPriceRange, toggleStatsPosition, type PositionButton, type PriceRange, type StatsPosition,
} from '@draftroom/domain';

export type StatsTab = 'season' | 'pergw';

export interface SeasonFilterState<G extends string> {
  tab: StatsTab;
  search: string;
  positions: StatsPosition[];
  team: string;
  minMinutes: number;
  /** null = the slider's full range. */
  price: PriceRange | null;
  sort: string;
  page: number;
  columns: ReadonlySet<G>;
  ticked: ReadonlySet<number>;
  playerId: number | null;
}

export type SeasonFilterAction<G extends string> =
  | { type: 'tab'; value: StatsTab }
  | { type: 'search'; value: string }
  | { type: 'position'; value: PositionButton }
  | { type: 'team'; value: string }
  | { type: 'minMinutes'; value: number }
  | { type: 'price'; value: PriceRange; bounds: PriceRange }
  | { type: 'sort'; value: string }
  | { type: 'page'; value: number }
  | { type: 'column'; value: G }
  | { type: 'allColumns'; value: readonly G[] }
  | { type: 'tick'; value: number }
  | { type: 'player'; value: number | null }
  | { type: 'reset' };

export interface SeasonFilterDefaults<G extends string> {
  sort: string;
  columns: readonly G[];
}

export function initialSeasonFilters<G extends string>(defaults: SeasonFilterDefaults<G>): SeasonFilterState<G> {
  return {
    tab: 'season', search: '', positions: [], team: '', minMinutes: DEFAULT_MIN_MINUTES, price: null,
    sort: defaults.sort, page: 1, columns: new Set(defaults.columns), ticked: new Set(), playerId: null,
  };
}

const toggled = <T,>(set: ReadonlySet<T>, value: T): Set<T> => {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
};

/**
 * The stats screens' state (spec 2.13, 2.14, 4). Search, position, team, sort, minutes and
 * price go back to page 1. Reset restores every default (search, ALL, all teams, player, sort,
 * page 1, 90 minutes, full price range, default columns, no ticked rows) but keeps the tab.
 */
export function seasonFilterReducer<G extends string>(defaults: SeasonFilterDefaults<G>) {
  return (state: SeasonFilterState<G>, action: SeasonFilterAction<G>): SeasonFilterState<G> => {
    switch (action.type) {
      case 'tab': return { ...state, tab: action.value };
      case 'search': return { ...state, search: action.value, page: 1 };
      case 'position': return { ...state, positions: toggleStatsPosition(state.positions, action.value), page: 1 };
      case 'team': return { ...state, team: action.value, page: 1 };
      case 'minMinutes': return { ...state, minMinutes: action.value, page: 1 };
      case 'price': {
        const next = nextPriceRange(state.price ?? action.bounds, action.value);
        return next === (state.price ?? action.bounds) ? state : { ...state, price: next, page: 1 };
      }
      case 'sort': return { ...state, sort: action.value, page: 1 };
      case 'page': return { ...state, page: action.value };
      case 'column': return { ...state, columns: toggled(state.columns, action.value) };
      case 'allColumns': return { ...state, columns: new Set(action.value) };
      case 'tick': return { ...state, ticked: toggled(state.ticked, action.value) };
      case 'player': return { ...state, playerId: action.value };
      case 'reset': return { ...initialSeasonFilters(defaults), tab: state.tab };
    }
  };
}

export function useSeasonFilters<G extends string>(defaults: SeasonFilterDefaults<G>) {
  return useReducer(seasonFilterReducer(defaults), defaults, initialSeasonFilters);
}
