import type { GameweekPoints, PlayerGameweekRow2526, SeasonStatsRow2526 } from '@draftroom/contracts';
import { POSITIONS, defconPoints, isPositionId, per90, roundTo, toTenths } from '@draftroom/domain';
import type { LoadedSeason } from '../catalogue/season-store';
import { playerListAsOf } from '../catalogue/player-list';
import { appearancesByPlayer, fixtureReader } from './club-fixture';

/**
 * 2025/26 figures up to the season clock (a pinned clock must not show later gameweeks). Club
 * and price are the player's at the clock, as /api/players gives them. DefCons are the official
 * counts; DefCon points apply the rule to each match's count.
 */
export interface Season2526 {
  totals: SeasonStatsRow2526[];
  byPlayer: Map<number, PlayerGameweekRow2526[]>;
  points: GameweekPoints;
}

export function buildSeason2526(season: LoadedSeason): Season2526 {
  const { data, clock } = season;
  const through = clock.currentGameweek;
  const asOf = new Map(playerListAsOf(data, [], clock, season.lastFinishedGameweek).map((p) => [p.id, p]));
  const inFixture = fixtureReader(data);
  const appearances = appearancesByPlayer(data.appearances, through);
  const totals: SeasonStatsRow2526[] = [];
  const byPlayer = new Map<number, PlayerGameweekRow2526[]>();
  const points: GameweekPoints = { throughGameweek: through, players: [] };

  for (const p of data.players) {
    const now = asOf.get(p.id);
    if (!now) continue; // not registered with a club at the clock
    if (!isPositionId(p.position)) continue; // no footballer (the 2024/25 assistant managers)
    const position = POSITIONS[p.position].statsCode;
    const positionId = p.position;
    const rows = (appearances.get(p.id) ?? []).map((a): PlayerGameweekRow2526 => {
      const defcons = a.defensiveContribution ?? 0;
      return {
        player_id: p.id, player_position: position, ...inFixture(a),
        points: a.totalPoints, minutes_played: a.minutes, goals: a.goals, assists: a.assists, clean_sheet: a.cleanSheets > 0,
        bonus: a.bonus, bps: a.bps, xg: a.xg, xa: a.xa, xgi: a.xgi, xgc: a.xgc,
        defcons, tackles: a.tackles ?? 0, recoveries: a.recoveries ?? 0, cbi: a.cbi ?? 0,
      };
    });
    byPlayer.set(p.id, rows);

    const perGw: Array<number | null> = new Array(through).fill(null);
    for (const r of rows) perGw[r.gw - 1] = (perGw[r.gw - 1] ?? 0) + r.points;
    points.players.push({ id: p.id, points: perGw });

    const sum = (pick: (r: PlayerGameweekRow2526) => number) => rows.reduce((s, r) => s + pick(r), 0);
    const minutes = sum((r) => r.minutes_played);
    const [xg, xa, xgi, xgc] = [sum((r) => r.xg), sum((r) => r.xa), sum((r) => r.xgi), sum((r) => r.xgc)];
    const defcons = sum((r) => r.defcons);
    totals.push({
      player_id: p.id,
      player_name: now.name,
      display_name: now.web_name,
      team_name: now.teamShortName,
      player_position: position,
      price: toTenths(now.price) || null,
      points: sum((r) => r.points),
      minutes_played: minutes,
      goals: sum((r) => r.goals),
      assists: sum((r) => r.assists),
      total_cs: sum((r) => (r.clean_sheet ? 1 : 0)),
      bonus: sum((r) => r.bonus),
      bps: sum((r) => r.bps),
      xg: roundTo(xg, 2),
      xa: roundTo(xa, 2),
      xgi: roundTo(xgi, 2),
      xgc: roundTo(xgc, 2),
      xg_per90: roundTo(per90(xg, minutes), 2),
      xa_per90: roundTo(per90(xa, minutes), 2),
      xgi_per90: roundTo(per90(xgi, minutes), 2),
      xgc_per90: roundTo(per90(xgc, minutes), 2),
      defcons,
      defcons_per90: roundTo(per90(defcons, minutes), 2),
      defcon_pts: sum((r) => defconPoints(positionId, r.defcons)),
      tackles: sum((r) => r.tackles),
      recoveries: sum((r) => r.recoveries),
      cbi: sum((r) => r.cbi),
    });
  }
  return { totals, byPlayer, points };
}
