import { excludedFilterLabel, gameweekRange, teamsFilterLabel, type FdrSort } from '@draftroom/domain';
import { Button } from '@draftroom/ui';
import { ChecklistMenu } from '../../../shared/components/checklist-menu';
import { Field, FiltersCard } from '../../../shared/components/filters-card';
import { GameweekSelect } from '../../../shared/components/gameweek-select';
import type { FdrDispatch, FdrFilterState } from '../hooks/use-fdr-filters';
import type { FdrMatrixModel } from '../hooks/use-fdr-matrix';

const ALL_GAMEWEEKS = gameweekRange(1, 38);

/** Teams, Sort by, From, To, Exclude gameweeks and Reset Filters (spec 2.7). */
export function FdrFilters({ state, model, dispatch }: { state: FdrFilterState; model: FdrMatrixModel; dispatch: FdrDispatch }) {
  const clubs = [...model.clubs].sort((a, b) => a.name.localeCompare(b.name));
  const inRange = gameweekRange(model.range.from, model.range.to);
  return (
    <FiltersCard actions={<Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'reset' })}>Reset Filters</Button>}>
      <Field label="Teams">
        <ChecklistMenu
          name="Teams"
          summary={teamsFilterLabel(state.teamIds.length)}
          options={clubs.map((c) => ({ value: c.id, label: `${c.name} (${c.short_name})` }))}
          checked={state.teamIds}
          onChange={(value) => dispatch({ type: 'teams', value })}
        />
      </Field>
      <Field label="Sort by" htmlFor="fdr-sort">
        <select id="fdr-sort" className="dr-input dr-select" value={state.sort} onChange={(e) => dispatch({ type: 'sort', value: e.target.value as FdrSort })}>
          <option value="alphabetical">Alphabetical</option>
          <option value="difficulty">Difficulty (descending)</option>
          <option value="easiest">Difficulty (easiest first)</option>
        </select>
      </Field>
      <Field label="From" htmlFor="fdr-from">
        <GameweekSelect id="fdr-from" value={model.range.from} gameweeks={ALL_GAMEWEEKS} onChange={(gw) => gw != null && dispatch({ type: 'from', value: gw, fallback: model.fallback })} />
      </Field>
      <Field label="To" htmlFor="fdr-to">
        <GameweekSelect id="fdr-to" value={model.range.to} gameweeks={ALL_GAMEWEEKS} onChange={(gw) => gw != null && dispatch({ type: 'to', value: gw, fallback: model.fallback })} />
      </Field>
      <Field label="Exclude gameweeks">
        <ChecklistMenu
          name="Exclude gameweeks"
          summary={excludedFilterLabel(model.excluded.length)}
          options={inRange.map((gw) => ({ value: gw, label: `GW ${gw}` }))}
          checked={model.excluded}
          onChange={(value) => dispatch({ type: 'excluded', value })}
        />
      </Field>
    </FiltersCard>
  );
}
