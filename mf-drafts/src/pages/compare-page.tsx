import { DonateButton, Page, PageHeader } from '@draftroom/ui';
import { CompareScreen } from '../features/compare/components/compare-screen';

/** /compare (spec 2.5). */
export default function ComparePage() {
  return (
    <Page>
      <PageHeader title="Compare Drafts" subtitle="Select two drafts to compare" />
      <CompareScreen />
      <DonateButton />
    </Page>
  );
}
