import './pages.css';
import { RouteFrame } from '@draftroom/ui';
import { PlayerStatsScreen } from '../features/player-stats/components/player-stats-screen';
import { STATS_2526_CONFIG } from '../features/player-stats/components/stats-2526-config';

export default function PlayerStats2526Page() {
  return (
    <RouteFrame page="PlayerStats2526Page">
      <PlayerStatsScreen config={STATS_2526_CONFIG} />
    </RouteFrame>
  );
}
