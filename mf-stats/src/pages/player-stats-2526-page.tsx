import '../styles/index.css';
import { Page, PageHeader } from '@draftroom/ui';
import { PlayerStatsScreen } from '../components/player-stats/player-stats-screen';
import { STATS_2526_CONFIG } from '../features/season-2526/components/stats-2526-config';

export default function PlayerStats2526Page() {
  return (
    <Page width="wide">
      <PageHeader title="Player Stats 25/26" subtitle="The 2025/26 season so far. Select a player's name for fixtures, expected points and form." />
      <PlayerStatsScreen config={STATS_2526_CONFIG} />
    </Page>
  );
}
