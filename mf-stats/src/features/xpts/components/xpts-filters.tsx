import { Button, SearchInput } from '@draftroom/ui';
import { Field, FiltersCard } from '../../../shared/components/filters-card';
import { GameweekSelect } from '../../../shared/components/gameweek-select';
import { PositionButtons } from '../../../shared/components/position-buttons';
import { TeamSelect } from '../../../shared/components/team-select';
import type { XptsDispatch, XptsFilterState } from '../hooks/use-xpts-filters';
import type { XptsTableModel } from '../hooks/use-xpts-table';

/**
 * Search, gameweek (or Range with From and To), team, positions and Reset Filters. Until the
 * player data is here the gameweek select has no gameweeks to offer: it says so, disabled, rather
 * than showing 'Range' as if it were chosen.
 */
export function XptsFilters({ state, model, dispatch }: { state: XptsFilterState; model: XptsTableModel; dispatch: XptsDispatch }) {
  const { available } = model;
  const view = state.view ?? { mode: 'single' as const, gameweek: model.anchor };
  const pickGameweek = (value: string) => {
    if (value !== 'range') return dispatch({ type: 'gameweek', value: Number(value) });
    // Range starts on the next six gameweeks (cut to the available ones).
    const next = model.nextGameweeks.filter((gw) => available.includes(gw));
    const from = next[0] ?? available[0] ?? 1;
    dispatch({ type: 'range', from, to: next[next.length - 1] ?? from });
  };
  return (
    <FiltersCard actions={<Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'reset' })}>Reset Filters</Button>}>
      <Field label="Search" htmlFor="xpts-search">
        <SearchInput
          id="xpts-search"
          value={state.search}
          onChange={(value) => dispatch({ type: 'search', value })}
        />
      </Field>
      <Field label="Gameweek" htmlFor="xpts-gameweek">
        <select
          id="xpts-gameweek"
          className="dr-input dr-select"
          value={model.isPending ? '' : view.mode === 'range' ? 'range' : String(view.gameweek)}
          disabled={model.isPending}
          onChange={(e) => pickGameweek(e.target.value)}
        >
          {model.isPending ? <option value="">Loading...</option> : (
            <>
              <option value="range">Range</option>
              {available.map((gw) => (
                <option key={gw} value={gw}>GW {gw}</option>
              ))}
            </>
          )}
        </select>
      </Field>
      {view.mode === 'range' && (
        <>
          <Field label="From" htmlFor="xpts-from">
            <GameweekSelect id="xpts-from" value={view.from} gameweeks={available} placeholder="From..." onChange={(value) => dispatch({ type: 'from', value })} />
          </Field>
          <Field label="To" htmlFor="xpts-to">
            <GameweekSelect id="xpts-to" value={view.to} gameweeks={available} placeholder="To..." onChange={(value) => dispatch({ type: 'to', value })} />
          </Field>
        </>
      )}
      <Field label="Team" htmlFor="xpts-team">
        <TeamSelect id="xpts-team" value={state.team} onChange={(value) => dispatch({ type: 'team', value })} />
      </Field>
      <Field label="Position" wide>
        <PositionButtons selected={state.positions} onToggle={(value) => dispatch({ type: 'position', value })} />
      </Field>
      <label className="xp-hide-unavailable">
        <input
          type="checkbox"
          checked={state.hideUnavailable}
          onChange={(e) => dispatch({ type: 'hideUnavailable', value: e.target.checked })}
        />
        Hide unavailable players
      </label>
    </FiltersCard>
  );
}
