import { DonateButton, Page, PageHeader } from '@draftroom/ui';
import { AllDraftsScreen } from '../features/all-drafts/components/all-drafts-screen';

/** /all-drafts (spec 2.4). */
export default function AllDraftsPage() {
  return (
    <Page>
      <PageHeader title="All Drafts - Browse and vote for saved FPL drafts" subtitle="Search saved squads, see how other managers rate them, and vote them up or down." />
      <AllDraftsScreen />
      <DonateButton />
    </Page>
  );
}
