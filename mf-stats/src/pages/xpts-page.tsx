import './pages.css';
import { routeOfPage } from '@draftroom/contracts';
import { RouteFrame, useFirstViewInput, useValueAfterPaint } from '@draftroom/ui';
import { XPTS_SEARCH_FIELD, XptsFilters } from '../features/xpts/components/xpts-filters';
import { XptsSection } from '../features/xpts/components/xpts-section';
import { useXptsFilters } from '../features/xpts/hooks/use-xpts-filters';
import { useXptsTable } from '../features/xpts/hooks/use-xpts-table';

export default function XptsPage() {
  // The page's first view came with the HTML (decision 160): a search typed into it carries on.
  const typedSearch = useFirstViewInput(XPTS_SEARCH_FIELD);
  const [state, dispatch] = useXptsFilters(typedSearch?.value);
  // The filters show a change at once; the table follows once that frame is painted, in a render
  // React can interrupt, so a filter change paints within a frame (decisions 087 and 135).
  const shown = useValueAfterPaint(state);
  const model = useXptsTable(shown);
  const sort = model.range
    ? `sorted by total xPts, GW${model.range[0]}-GW${model.range[model.range.length - 1]}`
    : model.sortGameweek != null ? `sorted by GW${model.sortGameweek} xPts` : null;
  return (
    <RouteFrame page="XptsPage" subtitle={<>{routeOfPage('XptsPage').subtitle}{sort && !model.isPending ? ` · ${sort}` : ''}</>}>
      <XptsFilters state={state} model={model} dispatch={dispatch} searchFocused={typedSearch?.focused} />
      <XptsSection state={shown} model={model} dispatch={dispatch} />
    </RouteFrame>
  );
}
