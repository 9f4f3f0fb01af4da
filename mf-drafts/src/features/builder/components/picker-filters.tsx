import { PICKER_SORTS, type PickerSort } from '@draftroom/domain';
import { Button, SearchInput, useTeams } from '@draftroom/ui';
import { formatPrice } from '../../../shared/format';
import { PositionToggles } from '../../../shared/components/position-toggles';
import type { usePickerFilters } from '../hooks/use-picker-filters';

export interface PickerFiltersProps {
  filters: ReturnType<typeof usePickerFilters>;
  /** Called on every change, e.g. to rewind the list. */
  onChange?: () => void;
}

/** Search, Reset Filters, position toggles, Max Price slider, team and sort (spec 2.2). */
export function PickerFilters({ filters, onChange = () => undefined }: PickerFiltersProps) {
  const teams = useTeams();
  const wrap = <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => {
    fn(...args);
    onChange();
  };
  const { state, bounds, maxPrice } = filters;
  return (
    <div className="builder-filters">
      <div className="builder-filters__search">
        <SearchInput value={state.search} onChange={wrap(filters.setSearch)} placeholder="Search players..." />
        <Button variant="secondary" onClick={wrap(filters.reset)} disabled={filters.isDefault}>
          Reset Filters
        </Button>
      </div>
      <PositionToggles selected={state.positions} onToggle={wrap(filters.togglePosition)} />
      <label className="dr-field">
        <span className="dr-field__label builder-filters__price-label">
          Max Price <strong>{formatPrice(maxPrice)}</strong>
        </span>
        <input
          type="range"
          className="builder-filters__slider"
          min={bounds.min}
          max={bounds.max}
          step={0.1}
          value={maxPrice}
          aria-valuetext={formatPrice(maxPrice)}
          onChange={(e) => wrap(filters.setMaxPrice)(Number(e.target.value))}
        />
      </label>
      <div className="builder-filters__selects">
        <label className="dr-field">
          <span className="dr-field__label">Team</span>
          <select className="dr-select" value={state.team ?? ''} onChange={(e) => wrap(filters.setTeam)(e.target.value ? Number(e.target.value) : null)}>
            <option value="">All Teams</option>
            {(teams.data ?? []).slice().sort((a, b) => a.name.localeCompare(b.name)).map((t) => (
              <option key={t.id} value={t.id}>{t.name}</option>
            ))}
          </select>
        </label>
        <label className="dr-field">
          <span className="dr-field__label">Sort By</span>
          <select className="dr-select" value={state.sort} onChange={(e) => wrap(filters.setSort)(e.target.value as PickerSort)}>
            {PICKER_SORTS.map((s) => (
              <option key={s.value} value={s.value}>{s.label}</option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
