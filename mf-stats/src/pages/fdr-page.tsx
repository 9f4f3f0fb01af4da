import { EmptyState, GridIcon, Page, PageHeader } from '@draftroom/ui';
import { FdrLegend } from '../features/fdr/fdr-legend';

/** Page shell (title and what the screen is for); its features arrive with their own issue. */
export default function FdrPage() {
  return (
    <Page>
      <PageHeader title="Fixture Difficulty Ratings" subtitle="How hard each club's fixtures are, gameweek by gameweek." actions={<FdrLegend />} />
      <EmptyState
        icon={<GridIcon />}
        title="The FDR matrix"
        text="Every club against every gameweek, each cell showing the opponent coloured by difficulty, with team, range and excluded-gameweek filters."
      />
    </Page>
  );
}
