import { DonateButton, EmptyState, ListIcon, Page, PageHeader } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function AllDraftsPage() {
  return (
    <Page>
      <PageHeader title="All Drafts - Browse and vote for saved FPL drafts" />
      <EmptyState
        icon={<ListIcon />}
        title="Saved drafts appear here"
        text="Browse complete 15-player drafts from other managers, search and filter them by time, sort by newest or top rated, and vote them up or down."
      />
      <DonateButton />
    </Page>
  );
}
