import { DonateButton, EmptyState, Page, PageHeader, PitchIcon } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function BuildPage() {
  return (
    <Page>
      <PageHeader title="Create, rate and compare your FPL drafts" subtitle="Pick 15 players within the budget and the squad rules, then save your draft under a name." />
      <EmptyState
        icon={<PitchIcon />}
        title="Your squad starts here"
        text="Choose two goalkeepers, five defenders, five midfielders and three forwards, keep an eye on the remaining budget and the suggested captains, then save the full squad."
      />
      <DonateButton />
    </Page>
  );
}
