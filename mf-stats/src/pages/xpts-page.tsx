import { ChartIcon, EmptyState, Page, PageHeader } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function XptsPage() {
  return (
    <Page>
      <PageHeader title="Expected Points" subtitle="Only players with xPts data are shown" />
      <EmptyState
        icon={<ChartIcon />}
        title="Expected points by gameweek"
        text="A sortable table of every player's projected points per gameweek, with search, gameweek range, team and position filters."
      />
    </Page>
  );
}
