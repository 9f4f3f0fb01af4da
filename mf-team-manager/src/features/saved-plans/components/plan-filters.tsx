import { useId } from 'react';
import { Button } from '@draftroom/ui';
import { teamIdProblem, type PlanFilters as Filters } from '../api/get-saved-plans';

export interface PlanFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Spec 2.12: 'Filter Plans' with Team ID (number), Plan Name and Clear Filters. */
export function PlanFilters({ filters, onChange }: PlanFiltersProps) {
  const teamId = useId();
  const name = useId();
  const hintId = useId();
  const problem = teamIdProblem(filters.teamId);
  const empty = filters.teamId === '' && filters.name === '';
  return (
    <section className="dr-card sp-filters" aria-labelledby="sp-filters-title">
      <h2 id="sp-filters-title" className="sp-title">Filter Plans</h2>
      <div className="sp-filters__fields">
        <div className="sp-field">
          <label htmlFor={teamId}>Team ID</label>
          <input id={teamId} className="sp-input" type="text" inputMode="numeric" autoComplete="off" placeholder="e.g. 1001"
            aria-invalid={problem ? true : undefined} aria-describedby={problem ? hintId : undefined}
            value={filters.teamId} onChange={(e) => onChange({ ...filters, teamId: e.target.value })} />
          {problem && <p id={hintId} className="sp-field-hint" role="alert">{problem}</p>}
        </div>
        <div className="sp-field">
          <label htmlFor={name}>Plan Name</label>
          <input id={name} className="sp-input" type="search" placeholder="Part of the plan's name"
            value={filters.name} onChange={(e) => onChange({ ...filters, name: e.target.value })} />
        </div>
        <Button variant="secondary" onClick={() => onChange({ teamId: '', name: '' })} disabled={empty}>Clear Filters</Button>
      </div>
    </section>
  );
}
