import { countsRecoveries, type CountedEvent, type PositionId as Position } from '@draftroom/domain';
import type { PlayerMatch } from './match-log';
import type { ModelParams } from './model-params';

/** Per-90 rates of everything the score counts, other than minutes and team outcomes. */
export interface Per90 extends Record<CountedEvent, number> {
  /** Scoring rate: xG blended with actual goals (see ModelParams.goalsWeight). */
  goals: number;
  /** Assist rate: xA (scaled to how many FPL assists the league gets per xA) blended with actual assists. */
  assists: number;
  /** CBIT for defenders, CBIRT for midfielders and forwards (what the rule counts for each). */
  defensiveActions: number;
}

const STATS: ReadonlyArray<keyof Per90> = ['goals', 'assists', 'bonus', 'saves', 'penaltiesSaved', 'penaltiesMissed', 'yellowCards', 'redCards', 'ownGoals', 'defensiveActions'];

const zero = (): Per90 => ({ goals: 0, assists: 0, bonus: 0, saves: 0, penaltiesSaved: 0, penaltiesMissed: 0, yellowCards: 0, redCards: 0, ownGoals: 0, defensiveActions: 0 });

const defensiveCount = (r: PlayerMatch, position: Position): number | null => (countsRecoveries(position) ? r.cbirt : r.cbit);

/** The league's per-90 rates by position over the rows seen so far, and its assists per xA. */
export interface LeagueRates {
  byPosition: Record<Position, Per90>;
  assistsPerXa: number;
}

export function leagueRates(allRows: Iterable<readonly PlayerMatch[]>, params: ModelParams): LeagueRates {
  const sums = { 1: zero(), 2: zero(), 3: zero(), 4: zero() } as Record<Position, Per90>;
  const minutes = { 1: 0, 2: 0, 3: 0, 4: 0 } as Record<Position, number>;
  const defconMinutes = { 1: 0, 2: 0, 3: 0, 4: 0 } as Record<Position, number>;
  let xa = 0;
  let assists = 0;
  for (const rows of allRows) {
    for (const r of rows) {
      if (r.minutes <= 0) continue;
      const s = sums[r.position];
      minutes[r.position] += r.minutes;
      s.goals += (1 - params.goalsWeight) * r.xg + params.goalsWeight * r.goals;
      s.assists += r.assists;
      s.bonus += r.bonus;
      s.saves += r.saves;
      s.penaltiesSaved += r.penaltiesSaved;
      s.penaltiesMissed += r.penaltiesMissed;
      s.yellowCards += r.yellowCards;
      s.redCards += r.redCards;
      s.ownGoals += r.ownGoals;
      const dc = defensiveCount(r, r.position);
      if (dc != null) {
        s.defensiveActions += dc;
        defconMinutes[r.position] += r.minutes;
      }
      xa += r.xa;
      assists += r.assists;
    }
  }
  const byPosition = {} as Record<Position, Per90>;
  for (const p of [1, 2, 3, 4] as Position[]) {
    const out = zero();
    for (const k of STATS) {
      const m = k === 'defensiveActions' ? defconMinutes[p] : minutes[p];
      out[k] = m > 0 ? (sums[p][k] / m) * 90 : 0;
    }
    byPosition[p] = out;
  }
  return { byPosition, assistsPerXa: xa > 0 ? assists / xa : 1.4 };
}

/**
 * A player's per-90 rates: recent appearances weigh more (half-life in appearances), earlier
 * seasons less, and each rate is shrunk toward his position's rate by a fixed number of
 * pseudo-90s, so that 30 good minutes do not make a bench player a star. Attacking priors
 * sit below the position average because players with little time are mostly fringe players.
 */
export function playerRates(rows: readonly PlayerMatch[], position: Position, current: number, league: LeagueRates, params: ModelParams): Per90 {
  const prior = league.byPosition[position];
  const sums = zero();
  let nineties = 0;
  let defconNineties = 0;
  let seen = 0;
  for (let i = rows.length - 1; i >= 0 && seen < 80; i -= 1) {
    const r = rows[i];
    if (r.minutes <= 0) continue;
    const w = Math.pow(0.5, seen / params.rateHalfLife) * Math.pow(params.ratePreviousSeason, current - r.season);
    seen += 1;
    const n = (w * r.minutes) / 90;
    nineties += n;
    sums.goals += w * ((1 - params.goalsWeight) * r.xg + params.goalsWeight * r.goals);
    sums.assists += w * ((1 - params.assistsWeight) * r.xa * league.assistsPerXa + params.assistsWeight * r.assists);
    sums.bonus += w * r.bonus;
    sums.saves += w * r.saves;
    sums.penaltiesSaved += w * r.penaltiesSaved;
    sums.penaltiesMissed += w * r.penaltiesMissed;
    sums.yellowCards += w * r.yellowCards;
    sums.redCards += w * r.redCards;
    sums.ownGoals += w * r.ownGoals;
    const dc = defensiveCount(r, position);
    if (dc != null) {
      sums.defensiveActions += w * dc;
      defconNineties += n;
    }
  }
  const shrink = (sum: number, priorRate: number, priorNineties: number, exposure = nineties): number =>
    (sum + priorNineties * priorRate) / (exposure + priorNineties);
  const share = params.attackPriorShare;
  return {
    goals: shrink(sums.goals, share * prior.goals, params.attackPriorNineties),
    assists: shrink(sums.assists, share * prior.assists, params.attackPriorNineties),
    bonus: shrink(sums.bonus, params.bonusPriorShare * prior.bonus, params.bonusPriorNineties),
    saves: shrink(sums.saves, prior.saves, params.savesPriorNineties),
    // Rare events: mostly the position's rate, nudged by the player's own record.
    penaltiesSaved: shrink(sums.penaltiesSaved, prior.penaltiesSaved, 30),
    penaltiesMissed: shrink(sums.penaltiesMissed, prior.penaltiesMissed, 30),
    yellowCards: shrink(sums.yellowCards, prior.yellowCards, params.cardPriorNineties),
    redCards: shrink(sums.redCards, prior.redCards, 60),
    ownGoals: shrink(sums.ownGoals, prior.ownGoals, 60),
    defensiveActions: shrink(sums.defensiveActions, prior.defensiveActions, params.defconPriorNineties, defconNineties),
  };
}
