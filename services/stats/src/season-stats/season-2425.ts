import type { PlayerGameweekRow2425, SeasonStatsRow2425 } from '@draftroom/contracts';
import { POSITIONS, defconPoints, defensiveContributionCount, isPositionId, per90, perMillion, roundTo } from '@draftroom/domain';
import type { MatchStatRecord, SeasonData } from '@draftroom/fpl-data';
import { appearancesByPlayer, fixtureReader } from './club-fixture';

/**
 * 2024/25 figures. Minutes, goals, assists, clean sheets, xG and xA are the official game's
 * (gws files); the defensive actions come from the match-stats files (same player ids that
 * season), and DefCons and DefCon points are rebuilt from them under the 2025/26 rule, per match.
 */
export interface Season2425 {
  totals: SeasonStatsRow2425[];
  byPlayer: Map<number, PlayerGameweekRow2425[]>;
}

const ZERO_ACTIONS = { tackles: 0, interceptions: 0, recoveries: 0, blocks: 0, clearances: 0 };

export function buildSeason2425(data: SeasonData): Season2425 {
  const clubs = new Map(data.teams.map((t) => [t.id, t.shortName]));
  const matchStats = new Map<string, MatchStatRecord>(data.matchStats.map((m) => [`${m.playerId}:${m.fixtureId}`, m]));
  const inFixture = fixtureReader(data);
  const appearances = appearancesByPlayer(data.appearances);
  const totals: SeasonStatsRow2425[] = [];
  const byPlayer = new Map<number, PlayerGameweekRow2425[]>();

  for (const p of data.players) {
    if (!isPositionId(p.position)) continue; // no footballer (the 2024/25 assistant managers)
    const positionId = p.position;
    const position = POSITIONS[positionId].statsCode;
    const rows = (appearances.get(p.id) ?? []).map((a): PlayerGameweekRow2425 => {
      const m = matchStats.get(`${p.id}:${a.fixtureId}`) ?? ZERO_ACTIONS;
      const defcons = defensiveContributionCount(positionId, m);
      return {
        player_id: p.id, player_position: position, ...inFixture(a),
        minutes_played: a.minutes, goals: a.goals, assists: a.assists, clean_sheet: a.cleanSheets > 0,
        xg: a.xg, xa: a.xa, xg_xa: roundTo(a.xg + a.xa, 2),
        defcons, defcon_pts: defconPoints(positionId, defcons),
        total_tackles: m.tackles, interceptions: m.interceptions, recoveries: m.recoveries, blocks: m.blocks, clearances: m.clearances,
      };
    });
    byPlayer.set(p.id, rows);

    const sum = (pick: (r: PlayerGameweekRow2425) => number) => rows.reduce((s, r) => s + pick(r), 0);
    const minutes = sum((r) => r.minutes_played);
    const xg = sum((r) => r.xg);
    const xa = sum((r) => r.xa);
    const defcons = sum((r) => r.defcons);
    const defconPts = sum((r) => r.defcon_pts);
    totals.push({
      player_id: p.id,
      player_name: `${p.firstName} ${p.secondName}`.trim(),
      display_name: p.webName,
      team_name: clubs.get(p.teamId) ?? 'UNK',
      player_position: position,
      price: p.nowCost || null,
      minutes_played: minutes,
      goals: sum((r) => r.goals),
      assists: sum((r) => r.assists),
      total_cs: sum((r) => (r.clean_sheet ? 1 : 0)),
      xg: roundTo(xg, 2),
      xg_per90: roundTo(per90(xg, minutes), 2),
      xa: roundTo(xa, 2),
      xa_per90: roundTo(per90(xa, minutes), 2),
      xg_xa: roundTo(xg + xa, 2),
      xg_xa_per90: roundTo(per90(xg + xa, minutes), 2),
      defcons,
      defcons_per90: roundTo(per90(defcons, minutes), 2),
      defcon_pts: defconPts,
      defcon_pts_per_m: roundTo(perMillion(defconPts, p.nowCost), 2),
      xg_xa_per_m: roundTo(perMillion(xg + xa, p.nowCost), 2),
      total_tackles: sum((r) => r.total_tackles),
      interceptions: sum((r) => r.interceptions),
      recoveries: sum((r) => r.recoveries),
      blocks: sum((r) => r.blocks),
      clearances: sum((r) => r.clearances),
    });
  }
  return { totals, byPlayer };
}
