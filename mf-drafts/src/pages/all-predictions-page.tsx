import { DonateButton, Page, PageHeader } from '@draftroom/ui';
import { PredictionsScreen } from '../features/predictions/components/predictions-screen';

/** /all-predictions (spec 2.10). */
export default function AllPredictionsPage() {
  return (
    <Page>
      <PageHeader title="All Predictions" subtitle="View all submitted season predictions from the community" />
      <PredictionsScreen />
      <DonateButton />
    </Page>
  );
}
