import { DonateButton, Page, PageHeader } from '@draftroom/ui';
import { RateTeamScreen } from '../features/rate-team/components/rate-team-screen';

/** /rate-team (spec 2.9). */
export default function RateTeamPage() {
  return (
    <Page>
      <PageHeader title="Rate my team" subtitle="Score a saved draft with expected points, and try formations, captains and substitutions." />
      <RateTeamScreen />
      <DonateButton />
    </Page>
  );
}
