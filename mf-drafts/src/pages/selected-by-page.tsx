import { DonateButton, EmptyState, Page, PageHeader, PercentIcon } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function SelectedByPage() {
  return (
    <Page>
      <PageHeader title="Ownership" subtitle="How often players are picked in Draftroom drafts, next to their official FPL ownership." />
      <EmptyState
        icon={<PercentIcon />}
        title="Ownership, side by side"
        text="Compare official FPL ownership with site ownership today, over the last week and across all time, filtered by team and position."
      />
      <DonateButton />
    </Page>
  );
}
