import { CompareIcon, EmptyState, Page, PageHeader } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function FixturePairingsPage() {
  return (
    <Page>
      <PageHeader title="Fixture Pairings" subtitle="Best team pairings based on fixture difficulty ratings" />
      <EmptyState
        icon={<CompareIcon />}
        title="Pairings by average difficulty"
        text="Two-club pairings ranked by their average fixture difficulty over gameweeks 1-6 or 1-12, with home and away marked for each fixture."
      />
    </Page>
  );
}
