import { DonateButton, RouteFrame } from '@draftroom/ui';
import { AllDraftsScreen } from '../features/all-drafts/components/all-drafts-screen';

/** /all-drafts (spec 2.4). */
export default function AllDraftsPage() {
  return (
    <RouteFrame page="AllDraftsPage">
      <AllDraftsScreen />
      <DonateButton />
    </RouteFrame>
  );
}
