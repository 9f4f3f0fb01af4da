import { useState } from 'react';
import type { SavedPlanSummary } from '@draftroom/contracts';
import { EmptyState, ErrorState, errorMessageOf, LoadingState, SearchIcon } from '@draftroom/ui';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useMarket } from '../../../shared/hooks/use-market';
import { filtersFromAddress, hasFilter, useSavedPlans, type PlanFilters as Filters } from '../api/get-saved-plans';
import { PlanCard } from './plan-card';
import { PlanDetailsDialog } from './plan-details-dialog';
import { PlanFilters } from './plan-filters';
import './saved-plans.css';

const noFilter = (filters: Filters) => !hasFilter(filters);

/** Spec 2.12 and 4: search plans by team ID and/or name (400 ms after typing stops) and open one. */
export function SavedPlans() {
  const [filters, setFilters] = useState<Filters>(filtersFromAddress);
  const settled = useDebouncedValue(filters, 400, noFilter);
  const plans = useSavedPlans(settled);
  const { market } = useMarket();
  const [open, setOpen] = useState<SavedPlanSummary>();
  // Clearing the filters shows the prompt at once, and forgets the cleared filter at once; a new
  // filter waits for the debounce. A team ID that is not a number is no filter at all (its field
  // says why).
  const searching = hasFilter(filters) && hasFilter(settled);

  return (
    <>
      <PlanFilters filters={filters} onChange={setFilters} />
      {!searching && <EmptyState icon={<SearchIcon />} title="Search for Plans" text="Enter a Team ID or Plan Name to find saved plans." />}
      {searching && plans.isFetching && !plans.data && <LoadingState label="Searching for plans..." />}
      {searching && plans.error && (
        <ErrorState title="Failed to fetch saved plans" message={errorMessageOf((plans.error as Error).cause, 'The search did not go through. Please try again.')} />
      )}
      {searching && plans.data?.length === 0 && (
        <EmptyState icon={<SearchIcon />} title="No plans found" text="No saved plans match your current search criteria." />
      )}
      {searching && plans.data && plans.data.length > 0 && (
        <section aria-label="Saved plans">
          <p className="sp-count" aria-live="polite">{plans.data.length} plan{plans.data.length === 1 ? '' : 's'} found</p>
          <div className="sp-grid">
            {plans.data.map((plan) => <PlanCard key={plan.id} plan={plan} onOpen={() => setOpen(plan)} />)}
          </div>
        </section>
      )}
      {open && <PlanDetailsDialog planId={open.id} title={open.name} market={market} onClose={() => setOpen(undefined)} />}
    </>
  );
}
