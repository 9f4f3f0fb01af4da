import { DonateButton, EmptyState, Page, PageHeader, StarIcon } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function RateTeamPage() {
  return (
    <Page>
      <PageHeader title="Rate my team" subtitle="Score a saved draft with expected points." />
      <EmptyState
        icon={<StarIcon />}
        title="Find your draft"
        text="Pick a saved draft to rate it out of 100, try formations, captains and substitutions, and see its expected points gameweek by gameweek."
      />
      <DonateButton />
    </Page>
  );
}
