import { DonateButton, EmptyState, Page, PageHeader, TrophyIcon } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function AllPredictionsPage() {
  return (
    <Page>
      <PageHeader title="All Predictions" subtitle="View all submitted season predictions from the community" />
      <EmptyState
        icon={<TrophyIcon />}
        title="Community predictions"
        text="Each prediction names the top-scoring goalkeeper, defender, midfielder and forward, and the season leaders for goals, assists and clean sheets."
      />
      <DonateButton />
    </Page>
  );
}
