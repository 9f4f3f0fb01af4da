import type { Dispatch } from 'react';
import type { PriceRange } from '@draftroom/domain';
import { Button, PlayerCombobox, SearchInput, type PlayerChoice } from '@draftroom/ui';
import { ColumnToggles } from './column-toggles';
import { Field, FiltersCard } from '../../../shared/components/filters-card';
import { MinMinutesInput } from './min-minutes-input';
import { PositionButtons } from '../../../shared/components/position-buttons';
import { PriceRangeSlider } from './price-range-slider';
import { TeamSelect } from '../../../shared/components/team-select';
import type { SeasonFilterAction, SeasonFilterState } from '../hooks/use-season-filters';
import type { StatsColumnGroup } from './player-stats-config';

export interface SeasonFiltersCardProps<G extends string> {
  id: string;
  state: SeasonFilterState<G>;
  dispatch: Dispatch<SeasonFilterAction<G>>;
  groups: readonly StatsColumnGroup<G>[];
  sortOptions: ReadonlyArray<{ key: string; label: string }>;
  priceBounds: PriceRange;
  players: readonly PlayerChoice[];
  /** The clubs of the season's rows (24/25 had other clubs than today). */
  clubs: readonly string[];
}

/**
 * The Filters card: on Season Totals the search, team, positions, price, minimum minutes and
 * sort; on Per GW the player choice. Column toggles, Reset Filters and Show All Columns on both.
 */
export function SeasonFiltersCard<G extends string>({ id, state, dispatch, groups, sortOptions, priceBounds, players, clubs }: SeasonFiltersCardProps<G>) {
  const visibleGroups = state.tab === 'season' ? groups : groups.filter((g) => !g.seasonOnly);
  const actions = (
    <>
      <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'allColumns', value: groups.map((g) => g.key) })}>Show All Columns</Button>
      <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'reset' })}>Reset Filters</Button>
    </>
  );
  return (
    <FiltersCard actions={actions}>
      {state.tab === 'season' ? (
        <>
          <Field label="Search" htmlFor={`${id}-search`}>
            <SearchInput id={`${id}-search`} value={state.search} onChange={(value) => dispatch({ type: 'search', value })} />
          </Field>
          <Field label="Team" htmlFor={`${id}-team`}>
            <TeamSelect id={`${id}-team`} clubs={clubs} value={state.team} onChange={(value) => dispatch({ type: 'team', value })} />
          </Field>
          <Field label="Sort by" htmlFor={`${id}-sort`}>
            <select id={`${id}-sort`} className="dr-input dr-select" value={state.sort} onChange={(e) => dispatch({ type: 'sort', value: e.target.value })}>
              {sortOptions.map((o) => <option key={o.key} value={o.key}>{o.label}</option>)}
            </select>
          </Field>
          <Field label="Minimum minutes" htmlFor={`${id}-minutes`}>
            <MinMinutesInput id={`${id}-minutes`} value={state.minMinutes} onChange={(value) => dispatch({ type: 'minMinutes', value })} />
          </Field>
          <Field label="Position" wide>
            <PositionButtons selected={state.positions} onToggle={(value) => dispatch({ type: 'position', value })} />
          </Field>
          <Field label="Price" wide>
            <PriceRangeSlider value={state.price ?? priceBounds} bounds={priceBounds} onChange={(value) => dispatch({ type: 'price', value, bounds: priceBounds })} />
          </Field>
        </>
      ) : (
        <Field label="Select Player" htmlFor={`${id}-player`} wide>
          <PlayerCombobox id={`${id}-player`} label="player" placeholder="Search for a player..." options={players} value={state.playerId} onChange={(value) => dispatch({ type: 'player', value })} />
        </Field>
      )}
      <Field label="Columns" full>
        <ColumnToggles groups={visibleGroups} shown={state.columns} onToggle={(value) => dispatch({ type: 'column', value })} />
      </Field>
    </FiltersCard>
  );
}
