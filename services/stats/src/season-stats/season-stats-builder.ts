import type { GameweekPoints, PlayerGameweekRow2425, PlayerGameweekRow2526, SeasonColumns, SeasonStatsRow2425, SeasonStatsRow2526 } from '@draftroom/contracts';
import { POSITIONS, isPositionId } from '@draftroom/domain';
import type { LoadedSeason } from '../catalogue/season-store';
import { appearancesByPlayer, fixtureReader } from './club-fixture';
import { columnFamily, seasonColumns } from './season-columns';

/** One season's Player Stats figures: the season totals, each player's fixtures, and the points per gameweek. */
export interface SeasonStats {
  columns: SeasonColumns;
  totals: Array<SeasonStatsRow2425 | SeasonStatsRow2526>;
  byPlayer: Map<number, Array<PlayerGameweekRow2425 | PlayerGameweekRow2526>>;
  /** The season's played points per gameweek (/api/gameweek-points serves the current season's). */
  points: GameweekPoints;
}

/**
 * Any season's figures, from its data and the columns it has (season-columns.ts): one row per
 * fixture a footballer played, summed into his season totals, up to the gameweek the family
 * reads to. Seasons are values: 2024/25, 2025/26 and any season imported later go through here.
 */
export function buildSeasonStats(season: LoadedSeason): SeasonStats {
  const family = columnFamily(season.data);
  const through = family.through(season);
  const who = family.identities(season);
  const inFixture = fixtureReader(season.data);
  const appearances = appearancesByPlayer(season.data.appearances, through);
  const built: SeasonStats = { columns: seasonColumns(season.data), totals: [], byPlayer: new Map(), points: { throughGameweek: through, players: [] } };

  for (const p of season.data.players) {
    const identity = who(p);
    if (!identity) continue; // not registered with a club at the clock
    if (!isPositionId(p.position)) continue; // no footballer (the 2024/25 assistant managers)
    const positionId = p.position;
    const position = POSITIONS[positionId].statsCode;
    const played = appearances.get(p.id) ?? [];
    const rows = played.map((a) => family.gameweekRow({ player_id: p.id, player_position: position, ...inFixture(a) }, a, positionId));
    built.byPlayer.set(p.id, rows);

    const perGw: Array<number | null> = new Array(Math.min(through, 38)).fill(null);
    for (const a of played) perGw[a.gameweek - 1] = (perGw[a.gameweek - 1] ?? 0) + a.totalPoints;
    built.points.players.push({ id: p.id, points: perGw });

    built.totals.push(family.totalsRow(p.id, identity, position, rows, positionId));
  }
  return built;
}
