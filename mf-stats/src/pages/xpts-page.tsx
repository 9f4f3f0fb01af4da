import './pages.css';
import { Page, PageHeader } from '@draftroom/ui';
import { XptsFilters } from '../features/xpts/components/xpts-filters';
import { XptsSection } from '../features/xpts/components/xpts-section';
import { useXptsFilters } from '../features/xpts/hooks/use-xpts-filters';
import { useXptsTable } from '../features/xpts/hooks/use-xpts-table';

export default function XptsPage() {
  const [state, dispatch] = useXptsFilters();
  const model = useXptsTable(state);
  const sort = model.range
    ? `sorted by total xPts, GW${model.range[0]}-GW${model.range[model.range.length - 1]}`
    : model.sortGameweek != null ? `sorted by GW${model.sortGameweek} xPts` : null;
  return (
    <Page width="wide">
      <PageHeader title="Expected Points" subtitle={<>Only players with xPts data are shown{sort && !model.isPending ? ` · ${sort}` : ''}</>} />
      <XptsFilters state={state} model={model} dispatch={dispatch} />
      <XptsSection state={state} model={model} dispatch={dispatch} />
    </Page>
  );
}
