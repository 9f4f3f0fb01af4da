import { CompareIcon, DonateButton, EmptyState, Page, PageHeader } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function ComparePage() {
  return (
    <Page>
      <PageHeader title="Compare Drafts" subtitle="Select two drafts to compare" />
      <EmptyState
        icon={<CompareIcon />}
        title="Select Two Drafts to Compare"
        text="Choose drafts to see a detailed side-by-side comparison"
      />
      <DonateButton />
    </Page>
  );
}
