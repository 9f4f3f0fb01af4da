import { DonateButton, RouteFrame } from '@draftroom/ui';
import { OwnershipScreen } from '../features/ownership/components/ownership-screen';

/** /selected-by (spec 2.15). */
export default function SelectedByPage() {
  return (
    <RouteFrame page="SelectedByPage">
      <OwnershipScreen />
      <DonateButton />
    </RouteFrame>
  );
}
