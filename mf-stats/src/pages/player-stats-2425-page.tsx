import { ChartIcon, EmptyState, Page, PageHeader } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function PlayerStats2425Page() {
  return (
    <Page>
      <PageHeader title="Player Stats 24/25" subtitle="Season totals and per-gameweek numbers from the 2024/25 season." />
      <EmptyState
        icon={<ChartIcon />}
        title="2024/25 in numbers"
        text="Goals, assists, clean sheets, expected goals and assists, defensive contributions and value per million, for the season and gameweek by gameweek."
      />
    </Page>
  );
}
