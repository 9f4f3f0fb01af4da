import './pages.css';
import { useLocation } from 'react-router-dom';
import { SPEC_SEASON_COLUMNS, seasonOfStatsPath, seasonStatsRoute, type SeasonColumns } from '@draftroom/contracts';
import { NotFound, QueryStates, RouteFrame, seasonAtStatsPath, useSeasons } from '@draftroom/ui';
import { SeasonStatsScreen } from '../features/player-stats/components/season-stats-screen';

/**
 * Every season's Player Stats, the season named by the path (/playerstats2627 is 2026/27). The
 * spec's two seasons render at once, their columns known; a later one's columns come from
 * GET /api/seasons, and a season that list does not hold is the 404.
 */
export default function SeasonStatsPage() {
  const { pathname } = useLocation();
  const season = seasonOfStatsPath(pathname);
  if (!season) return <NotFound />;
  const columns = SPEC_SEASON_COLUMNS[season];
  return columns ? <SeasonPage key={season} season={season} columns={columns} /> : <ListedSeasonPage key={season} season={season} pathname={pathname} />;
}

function SeasonPage({ season, columns }: { season: string; columns: SeasonColumns }) {
  return (
    <RouteFrame page={seasonStatsRoute(season)}>
      <SeasonStatsScreen season={season} columns={columns} />
    </RouteFrame>
  );
}

function ListedSeasonPage({ season, pathname }: { season: string; pathname: string }) {
  const seasons = useSeasons();
  const listed = seasons.data && seasonAtStatsPath(seasons.data, pathname);
  if (seasons.data && !listed) return <NotFound />;
  if (listed) return <SeasonPage season={season} columns={listed.columns} />;
  return (
    <RouteFrame page={seasonStatsRoute(season)}>
      <QueryStates query={seasons} loading="Loading season stats..." errorTitle="Could not load the seasons">{null}</QueryStates>
    </RouteFrame>
  );
}
