import { RouteFrame } from '@draftroom/ui';
import { SavedPlans } from '../features/saved-plans/components/saved-plans';

/** /saved-plans (spec 2.12): find saved plans by team ID or name and study them gameweek by gameweek. */
export default function SavedPlansPage() {
  return (
    <RouteFrame page="SavedPlansPage">
      <SavedPlans />
    </RouteFrame>
  );
}
