import { ChartIcon, EmptyState, Page, PageHeader } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function PlayerStats2526Page() {
  return (
    <Page>
      <PageHeader title="Player Stats 25/26" subtitle="Season totals and per-gameweek numbers from the 2025/26 season." />
      <EmptyState
        icon={<ChartIcon />}
        title="2025/26 in numbers"
        text="Points, minutes, goals, assists, bonus, expected data and defensive contributions, for the season and gameweek by gameweek."
      />
    </Page>
  );
}
