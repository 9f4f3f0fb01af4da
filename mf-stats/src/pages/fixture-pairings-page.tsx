import './pages.css';
import { QueryStates, RouteFrame } from '@draftroom/ui';
import { PairingRangeToggle } from '../features/pairings/components/pairing-range-toggle';
import { PairingsTable } from '../features/pairings/components/pairings-table';
import { usePairings } from '../features/pairings/hooks/use-pairings';

export default function FixturePairingsPage() {
  const model = usePairings();
  return (
    <RouteFrame page="FixturePairingsPage">
      <PairingRangeToggle model={model} />
      <QueryStates query={model} loading="Loading fixtures..." errorTitle="Could not load fixtures">
        <section className="st-stack">
          <p className="st-note">
            Each gameweek shows the easier fixture of the two clubs (the club is named beneath it). A gameweek where neither club plays counts as difficulty 5.
          </p>
          <PairingsTable model={model} />
        </section>
      </QueryStates>
    </RouteFrame>
  );
}
