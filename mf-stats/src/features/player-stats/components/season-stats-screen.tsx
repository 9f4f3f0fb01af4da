import { useMemo } from 'react';
import type { SeasonColumns } from '@draftroom/contracts';
import { fplStatsConfig } from './fpl-stats-config';
import { matchStatsConfig } from './match-stats-config';
import { PlayerStatsScreen } from './player-stats-screen';

/**
 * A season's Player Stats: the shared screen with the configuration of its columns family. The
 * configuration is made once per season, since the screen's memos depend on it.
 */
export function SeasonStatsScreen({ season, columns }: { season: string; columns: SeasonColumns }) {
  return columns === 'fpl' ? <FplSeason season={season} /> : <MatchStatsSeason season={season} />;
}

function FplSeason({ season }: { season: string }) {
  const config = useMemo(() => fplStatsConfig(season), [season]);
  return <PlayerStatsScreen config={config} />;
}

function MatchStatsSeason({ season }: { season: string }) {
  const config = useMemo(() => matchStatsConfig(season), [season]);
  return <PlayerStatsScreen config={config} />;
}
