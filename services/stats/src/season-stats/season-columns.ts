import type { PlayerGameweekRow2425, PlayerGameweekRow2526, SeasonColumns, SeasonStatsRow2425, SeasonStatsRow2526 } from '@draftroom/contracts';
import { defconPoints, defensiveContributionCount, per90, perMillion, roundTo, toTenths, type PositionId } from '@draftroom/domain';
import type { AppearanceRecord, MatchStatRecord, PlayerRecord, SeasonData } from '@draftroom/fpl-data';
import type { LoadedSeason } from '../catalogue/season-store';
import { playerListAsOf } from '../catalogue/player-list';
import type { AppearanceInFixture } from './club-fixture';

/** Who a player is on a season's page: name, club and price as that season's columns show them. */
export interface StatsIdentity {
  player_name: string;
  display_name: string;
  team_name: string;
  /** Tenths of £m. */
  price: number;
}

/** The fields every row of both families starts with. */
type RowStart = { player_id: number; player_position: SeasonStatsRow2425['player_position'] } & AppearanceInFixture;

/**
 * How one family of columns (libs/contracts seasons.ts `columns`) reads a season: who the players
 * are, up to which gameweek, and each fixture's and the season's row. The builder
 * (season-stats-builder.ts) does the rest the same way for every season.
 */
export interface ColumnFamily<G, T> {
  through(season: LoadedSeason): number;
  identities(season: LoadedSeason): (p: PlayerRecord) => StatsIdentity | undefined;
  gameweekRow(start: RowStart, a: AppearanceRecord, position: PositionId): G;
  totalsRow(id: number, who: StatsIdentity, position: RowStart['player_position'], rows: G[], positionId: PositionId): T;
}

const sumOf = <R>(rows: readonly R[]) => (pick: (r: R) => number): number => rows.reduce((s, r) => s + pick(r), 0);

const ZERO_ACTIONS = { tackles: 0, interceptions: 0, recoveries: 0, blocks: 0, clearances: 0 };

/**
 * A season whose defensive figures are rebuilt from per-match files (2024/25): minutes, goals,
 * assists, clean sheets, xG and xA are the official game's; tackles, interceptions, blocks and
 * clearances come from the match-stats files (same player ids that season), and DefCons and DefCon
 * points are rebuilt from them under the 2025/26 rule, per match. A finished season: the players'
 * final club and price.
 */
function matchStatsFamily(data: SeasonData): ColumnFamily<PlayerGameweekRow2425, SeasonStatsRow2425> {
  const matchStats = new Map<string, MatchStatRecord>(data.matchStats.map((m) => [`${m.playerId}:${m.fixtureId}`, m]));
  const clubs = new Map(data.teams.map((t) => [t.id, t.shortName]));
  return {
    through: () => 38,
    identities: () => (p) => ({
      player_name: `${p.firstName} ${p.secondName}`.trim(), display_name: p.webName, team_name: clubs.get(p.teamId) ?? 'UNK', price: p.nowCost,
    }),
    gameweekRow: (start, a, positionId) => {
      const m = matchStats.get(`${start.player_id}:${a.fixtureId}`) ?? ZERO_ACTIONS;
      const defcons = defensiveContributionCount(positionId, m);
      return {
        ...start,
        minutes_played: a.minutes, goals: a.goals, assists: a.assists, clean_sheet: a.cleanSheets > 0,
        xg: a.xg, xa: a.xa, xg_xa: roundTo(a.xg + a.xa, 2),
        defcons, defcon_pts: defconPoints(positionId, defcons),
        total_tackles: m.tackles, interceptions: m.interceptions, recoveries: m.recoveries, blocks: m.blocks, clearances: m.clearances,
      };
    },
    totalsRow: (id, who, position, rows) => {
      const sum = sumOf(rows);
      const minutes = sum((r) => r.minutes_played);
      const [xg, xa] = [sum((r) => r.xg), sum((r) => r.xa)];
      const defcons = sum((r) => r.defcons);
      const defconPts = sum((r) => r.defcon_pts);
      return {
        player_id: id, player_name: who.player_name, display_name: who.display_name, team_name: who.team_name,
        player_position: position, price: who.price || null,
        minutes_played: minutes, goals: sum((r) => r.goals), assists: sum((r) => r.assists), total_cs: sum((r) => (r.clean_sheet ? 1 : 0)),
        xg: roundTo(xg, 2), xg_per90: roundTo(per90(xg, minutes), 2), xa: roundTo(xa, 2), xa_per90: roundTo(per90(xa, minutes), 2),
        xg_xa: roundTo(xg + xa, 2), xg_xa_per90: roundTo(per90(xg + xa, minutes), 2),
        defcons, defcons_per90: roundTo(per90(defcons, minutes), 2), defcon_pts: defconPts,
        defcon_pts_per_m: roundTo(perMillion(defconPts, who.price), 2), xg_xa_per_m: roundTo(perMillion(xg + xa, who.price), 2),
        total_tackles: sum((r) => r.total_tackles), interceptions: sum((r) => r.interceptions), recoveries: sum((r) => r.recoveries),
        blocks: sum((r) => r.blocks), clearances: sum((r) => r.clearances),
      };
    },
  };
}

/**
 * A season whose figures the game published (2025/26 on): points, bonus, BPS, xGI, xGC and the
 * official defensive counts, up to the season clock (a pinned clock must not show later
 * gameweeks). Club and price are the player's at the clock, as /api/players gives them; a player
 * at no club then is left out. DefCon points apply the rule to each match's count.
 */
const FPL_FAMILY: ColumnFamily<PlayerGameweekRow2526, SeasonStatsRow2526> = {
  through: (season) => season.clock.currentGameweek,
  identities: (season) => {
    const asOf = new Map(playerListAsOf(season.data, [], season.clock, season.lastFinishedGameweek).map((p) => [p.id, p]));
    return (p) => {
      const now = asOf.get(p.id);
      return now && { player_name: now.name, display_name: now.web_name, team_name: now.teamShortName, price: toTenths(now.price) };
    };
  },
  gameweekRow: (start, a) => ({
    ...start,
    points: a.totalPoints, minutes_played: a.minutes, goals: a.goals, assists: a.assists, clean_sheet: a.cleanSheets > 0,
    bonus: a.bonus, bps: a.bps, xg: a.xg, xa: a.xa, xgi: a.xgi, xgc: a.xgc,
    defcons: a.defensiveContribution ?? 0, tackles: a.tackles ?? 0, recoveries: a.recoveries ?? 0, cbi: a.cbi ?? 0,
  }),
  totalsRow: (id, who, position, rows, positionId) => {
    const sum = sumOf(rows);
    const minutes = sum((r) => r.minutes_played);
    const [xg, xa, xgi, xgc] = [sum((r) => r.xg), sum((r) => r.xa), sum((r) => r.xgi), sum((r) => r.xgc)];
    const defcons = sum((r) => r.defcons);
    return {
      player_id: id, player_name: who.player_name, display_name: who.display_name, team_name: who.team_name,
      player_position: position, price: who.price || null,
      points: sum((r) => r.points), minutes_played: minutes, goals: sum((r) => r.goals), assists: sum((r) => r.assists),
      total_cs: sum((r) => (r.clean_sheet ? 1 : 0)), bonus: sum((r) => r.bonus), bps: sum((r) => r.bps),
      xg: roundTo(xg, 2), xa: roundTo(xa, 2), xgi: roundTo(xgi, 2), xgc: roundTo(xgc, 2),
      xg_per90: roundTo(per90(xg, minutes), 2), xa_per90: roundTo(per90(xa, minutes), 2),
      xgi_per90: roundTo(per90(xgi, minutes), 2), xgc_per90: roundTo(per90(xgc, minutes), 2),
      defcons, defcons_per90: roundTo(per90(defcons, minutes), 2), defcon_pts: sum((r) => defconPoints(positionId, r.defcons)),
      tackles: sum((r) => r.tackles), recoveries: sum((r) => r.recoveries), cbi: sum((r) => r.cbi),
    };
  },
};

/** 'match-stats' when the season has per-match defensive files, 'fpl' otherwise. */
export const seasonColumns = (data: SeasonData): SeasonColumns => (data.matchStats.length > 0 ? 'match-stats' : 'fpl');

/** The column family a season's data has. */
export function columnFamily(data: SeasonData): ColumnFamily<PlayerGameweekRow2425 | PlayerGameweekRow2526, SeasonStatsRow2425 | SeasonStatsRow2526> {
  return (seasonColumns(data) === 'match-stats' ? matchStatsFamily(data) : FPL_FAMILY) as ColumnFamily<
    PlayerGameweekRow2425 | PlayerGameweekRow2526, SeasonStatsRow2425 | SeasonStatsRow2526>;
}
