import { EmptyState, Page, PageHeader, SearchIcon } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function SavedPlansPage() {
  return (
    <Page>
      <PageHeader title="Saved Plans" subtitle="View and analyze your saved team management plans" />
      <EmptyState
        icon={<SearchIcon />}
        title="Search for Plans"
        text="Enter a Team ID or Plan Name to find saved plans."
      />
    </Page>
  );
}
