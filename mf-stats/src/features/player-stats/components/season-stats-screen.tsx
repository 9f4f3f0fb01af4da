import { useMemo } from 'react';
import { DEFAULT_STATS_SEASON, type SeasonColumns } from '@draftroom/contracts';
import { useSeasons } from '@draftroom/ui';
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
  // The season served now: the list's current one, the spec's 2025/26 until the list says.
  const seasons = useSeasons();
  const served = (seasons.data?.find((s) => s.current)?.season ?? DEFAULT_STATS_SEASON) === season;
  const config = useMemo(() => fplStatsConfig(season, served), [season, served]);
  return <PlayerStatsScreen config={config} />;
}

function MatchStatsSeason({ season }: { season: string }) {
  const config = useMemo(() => matchStatsConfig(season), [season]);
  return <PlayerStatsScreen config={config} />;
}
