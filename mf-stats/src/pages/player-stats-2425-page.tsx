import './pages.css';
import { Page, PageHeader } from '@draftroom/ui';
import { PlayerStatsScreen } from '../features/player-stats/components/player-stats-screen';
import { STATS_2425_CONFIG } from '../features/player-stats/components/stats-2425-config';

export default function PlayerStats2425Page() {
  return (
    <Page width="wide">
      <PageHeader
        title="Player Stats 24/25"
        subtitle="The 2024/25 season in numbers. Defensive contributions are rebuilt from match stats under the 2025/26 rules."
      />
      <PlayerStatsScreen config={STATS_2425_CONFIG} />
    </Page>
  );
}
