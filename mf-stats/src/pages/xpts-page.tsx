import './pages.css';
import { routeOfPage } from '@draftroom/contracts';
import { RouteFrame } from '@draftroom/ui';
import { XptsFilters } from '../features/xpts/components/xpts-filters';
import { XptsSection } from '../features/xpts/components/xpts-section';
import { useXptsFilters } from '../features/xpts/hooks/use-xpts-filters';
import { useXptsTable } from '../features/xpts/hooks/use-xpts-table';

export default function XptsPage() {
  const [state, dispatch] = useXptsFilters();
  const model = useXptsTable(state);
  const order = model.direction === 'desc' ? 'highest first' : 'lowest first';
  const sort = model.range
    ? `sorted by total xPts, GW${model.range[0]}-GW${model.range[model.range.length - 1]}, ${order}`
    : model.sortGameweek != null ? `sorted by GW${model.sortGameweek} xPts, ${order}` : null;
  return (
    <RouteFrame page="XptsPage" subtitle={<>{routeOfPage('XptsPage').subtitle}{sort && !model.isPending ? ` · ${sort}` : ''}</>}>
      <XptsFilters state={state} model={model} dispatch={dispatch} />
      <XptsSection state={state} model={model} dispatch={dispatch} />
    </RouteFrame>
  );
}
