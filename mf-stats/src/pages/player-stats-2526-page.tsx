import './pages.css';
import { Page, PageHeader } from '@draftroom/ui';
import { PlayerStatsScreen } from '../features/player-stats/components/player-stats-screen';
import { STATS_2526_CONFIG } from '../features/player-stats/components/stats-2526-config';

export default function PlayerStats2526Page() {
  return (
    <Page width="wide">
      <PageHeader title="Player Stats 25/26" subtitle="The 2025/26 season so far. Select a player's name for fixtures, expected points and form." />
      <PlayerStatsScreen config={STATS_2526_CONFIG} />
    </Page>
  );
}
