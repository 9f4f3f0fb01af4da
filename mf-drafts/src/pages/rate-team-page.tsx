import { DonateButton, RouteFrame } from '@draftroom/ui';
import { RateTeamScreen } from '../features/rate-team/components/rate-team-screen';

/** /rate-team (spec 2.9). */
export default function RateTeamPage() {
  return (
    <RouteFrame page="RateTeamPage">
      <RateTeamScreen />
      <DonateButton />
    </RouteFrame>
  );
}
