import './pages.css';
import { RouteFrame } from '@draftroom/ui';
import { PlayerStatsScreen } from '../features/player-stats/components/player-stats-screen';
import { STATS_2425_CONFIG } from '../features/player-stats/components/stats-2425-config';

export default function PlayerStats2425Page() {
  return (
    <RouteFrame page="PlayerStats2425Page">
      <PlayerStatsScreen config={STATS_2425_CONFIG} />
    </RouteFrame>
  );
}
