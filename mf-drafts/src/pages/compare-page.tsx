import { DonateButton, RouteFrame } from '@draftroom/ui';
import { CompareScreen } from '../features/compare/components/compare-screen';

/** /compare (spec 2.5). */
export default function ComparePage() {
  return (
    <RouteFrame page="ComparePage">
      <CompareScreen />
      <DonateButton />
    </RouteFrame>
  );
}
