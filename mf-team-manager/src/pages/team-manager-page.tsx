import { EmptyState, Page, PageHeader, UsersIcon } from '@draftroom/ui';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function TeamManagerPage() {
  return (
    <Page>
      <PageHeader title="Team Manager" subtitle="Enter an FPL Team ID to view and manage their team" />
      <EmptyState
        icon={<UsersIcon />}
        title="Plan transfers for a real team"
        text="Load a team by its ID (the number after /entry/ in a team page address) to plan transfers, captaincy, formation and bank for the gameweeks ahead."
      />
    </Page>
  );
}
