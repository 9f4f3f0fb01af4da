import { DonateButton, RouteFrame } from '@draftroom/ui';
import { PredictionsScreen } from '../features/predictions/components/predictions-screen';

/** /all-predictions (spec 2.10). */
export default function AllPredictionsPage() {
  return (
    <RouteFrame page="AllPredictionsPage">
      <PredictionsScreen />
      <DonateButton />
    </RouteFrame>
  );
}
