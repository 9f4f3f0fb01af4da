import { DonateButton, Page, PageHeader } from '@draftroom/ui';
import { OwnershipScreen } from '../features/ownership/components/ownership-screen';

/** /selected-by (spec 2.15). */
export default function SelectedByPage() {
  return (
    <Page>
      <PageHeader title="Ownership" subtitle="Official FPL ownership next to how often each player is picked in drafts saved on Draftroom." />
      <OwnershipScreen />
      <DonateButton />
    </Page>
  );
}
