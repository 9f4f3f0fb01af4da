import './pages.css';
import '../features/accuracy/components/accuracy.css';
import { QueryStates, RouteFrame } from '@draftroom/ui';
import { useXptsAccuracy } from '../features/accuracy/api/xpts-accuracy';
import { AccuracyReport } from '../features/accuracy/components/accuracy-report';

/** "How good are our xPts?": the stored backtest against the official forecast and two baselines. */
export default function XptsAccuracyPage() {
  const query = useXptsAccuracy();
  const empty = query.data?.seasons.length === 0
    && { title: 'No accuracy figures yet', text: 'They appear once a season with recorded injury news has been imported.' };
  return (
    <RouteFrame page="XptsAccuracyPage">
      <QueryStates query={query} loading="Loading accuracy figures..." errorTitle="Could not load the accuracy figures" empty={empty}>
        {() => <AccuracyReport report={query.data!} />}
      </QueryStates>
    </RouteFrame>
  );
}
