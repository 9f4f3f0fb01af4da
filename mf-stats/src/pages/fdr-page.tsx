import './pages.css';
import { QueryStates, RouteFrame } from '@draftroom/ui';
import { FdrFilters } from '../features/fdr/components/fdr-filters';
import { FdrLegend } from '../features/fdr/components/fdr-legend';
import { FdrMatrixTable } from '../features/fdr/components/fdr-matrix-table';
import { useFdrFilters } from '../features/fdr/hooks/use-fdr-filters';
import { useFdrMatrix } from '../features/fdr/hooks/use-fdr-matrix';

export default function FdrPage() {
  const [state, dispatch] = useFdrFilters();
  const model = useFdrMatrix(state);
  return (
    <RouteFrame page="FdrPage" actions={<FdrLegend />}>
      <FdrFilters state={state} model={model} dispatch={dispatch} />
      <QueryStates query={model} loading="Loading fixtures..." errorTitle="Could not load fixtures">
        <section className="st-stack">
          <p className="st-note">
            Upper case: at home · lower case: away · <strong>Blank</strong>: no fixture that gameweek · <strong>DGW</strong>: two fixtures (double gameweek). Avg counts a blank as 5, as Fixture Pairings does.
            {model.gameweeks.length === 0 && ' Every gameweek in the range is excluded.'}
          </p>
          <FdrMatrixTable model={model} sortedBy={state.sort === 'alphabetical' ? undefined : state.sort === 'difficulty' ? 'desc' : 'asc'} />
        </section>
      </QueryStates>
    </RouteFrame>
  );
}
