import type { SeasonData, SeasonId } from '@draftroom/fpl-data';
import { createProjector, DEFAULT_PARAMS, flagsBefore, projectFromOrigin, type ModelParams } from '@draftroom/projections';
import { lastFiveAverage, pointsPerGameweek } from './baselines';
import { playerGameweeks, pointsByGameweek, type PlayerGameweek } from './evaluation-set';
import { accuracy, spearman, type Accuracy } from './metrics';
import { BenchmarkCollector, type BenchmarkComparison, type KindComparison } from './official-benchmark';
import { PerGameweek } from './per-gameweek';

export const HORIZONS = [1, 3, 6] as const;

export type Subset = 'all' | 'played';

export interface Comparison {
  horizon: number;
  subset: Subset;
  model: Accuracy;
  lastFive: Accuracy;
  pointsPerGame: Accuracy;
  /**
   * Share of points-per-gameweek forecasts that are exactly 0 (no points yet), and its
   * Spearman once those ties are broken by the model's order: average ranks reward a forecast
   * that puts whole blocks of players level where most actual scores are level at 0 too.
   */
  pointsPerGameZeroShare: number;
  pointsPerGameSpearmanTiesBroken: number;
}

export interface SeasonBacktest {
  season: SeasonId;
  history: SeasonId[];
  /** First and last target gameweek of the 1-ahead window. */
  from: number;
  to: number;
  comparisons: Comparison[];
  /** The 1-ahead pairs over all player-gameweeks, for the calibration plot. */
  calibration: { projected: number[]; actual: number[] };
  /**
   * For scale, not a forecast: told each player's minutes band (0, 1-59, 60+) in advance,
   * it gives the mean points of his position in that band over the same 1-ahead set.
   */
  minutesOracle: Accuracy;
  /** Against the official forecast, where a pre-deadline snapshot exists (official-benchmark.ts). */
  official: BenchmarkComparison[];
  /** Origins that had a snapshot to read and those that fell back to the model without flags. */
  kinds: KindComparison[];
  /** Pre-deadline per gameweek, 1 ahead, on the official benchmark's set: model, official, baselines MAE. */
  perGameweek: Array<{ gameweek: number; count: number; model: number; official: number; lastFive: number; pointsPerGame: number; actual: number }>;
  seconds: number;
}

interface Triple {
  model: number[];
  lastFive: number[];
  pointsPerGame: number[];
  actual: number[];
}

const emptyTriple = (): Triple => ({ model: [], lastFive: [], pointsPerGame: [], actual: [] });

function minutesOracle(season: SeasonData, byGw: Map<number, PlayerGameweek[]>, from: number, to: number): Accuracy {
  const position = new Map(season.players.map((p) => [p.id, p.position]));
  const set: PlayerGameweek[] = [];
  for (let gw = from; gw <= to; gw += 1) set.push(...(byGw.get(gw) ?? []));
  const band = (pg: PlayerGameweek): string => `${position.get(pg.playerId)}:${pg.minutes <= 0 ? 0 : pg.minutes < 60 ? 1 : 2}`;
  const sums = new Map<string, { points: number; n: number }>();
  for (const pg of set) {
    const s = sums.get(band(pg)) ?? { points: 0, n: 0 };
    s.points += pg.points;
    s.n += 1;
    sums.set(band(pg), s);
  }
  return accuracy(
    set.map((pg) => sums.get(band(pg))!.points / sums.get(band(pg))!.n),
    set.map((pg) => pg.points),
  );
}

/**
 * Walk-forward evaluation of one season. The model is run after every gameweek from
 * `from - 1` to `to - 1` (the forecast origins) and scored on what it said for 1, 3 and 6
 * gameweeks later, so each horizon has the same origins and the baselines are computed from
 * the same origin for the same player-gameweeks. Horizon h therefore covers targets
 * `from - 1 + h` .. `to`.
 */
export function backtestSeason(
  current: SeasonData,
  history: readonly SeasonData[],
  window: { from: number; to: number },
  params: ModelParams = DEFAULT_PARAMS,
): SeasonBacktest {
  const steps = backtestSeasonSteps(current, history, window, params);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * backtestSeason one forecast origin at a time: it yields after each origin (about a fiftieth of
 * a season's work), so a service computing it between requests can answer them in between.
 */
export function* backtestSeasonSteps(
  current: SeasonData,
  history: readonly SeasonData[],
  window: { from: number; to: number },
  params: ModelParams = DEFAULT_PARAMS,
): Generator<number, SeasonBacktest> {
  const started = performance.now();
  const projector = createProjector(current, history, params);
  const targets = playerGameweeks(current, window.from, window.to);
  const points = pointsByGameweek(current);
  const byGw = new Map<number, typeof targets>();
  for (const t of targets) {
    const list = byGw.get(t.gameweek);
    if (list) list.push(t);
    else byGw.set(t.gameweek, [t]);
  }

  const collected = new Map<string, Triple>();
  const bucket = (h: number, subset: Subset): Triple => {
    const key = `${h}:${subset}`;
    let t = collected.get(key);
    if (!t) collected.set(key, (t = emptyTriple()));
    return t;
  };
  const benchmark = new BenchmarkCollector(current);
  const weekly = new PerGameweek(current);
  for (let origin = window.from - 1; origin < window.to; origin += 1) {
    const horizons = HORIZONS.filter((h) => origin + h <= window.to);
    // Only the snapshot published before the next deadline, never a later one.
    const flags = flagsBefore(current, origin + 1);
    const projected = projectFromOrigin(projector, origin, horizons.map((h) => origin + h), flags);
    horizons.forEach((h, i) => {
      for (const pg of byGw.get(origin + h) ?? []) {
        const mine = points.get(pg.playerId) ?? new Map<number, number>();
        const row = { model: projected.get(pg.playerId)?.[i] ?? 0, lastFive: lastFiveAverage(mine, origin), pointsPerGame: pointsPerGameweek(mine, origin) };
        benchmark.add(h, pg, row, flags != null);
        if (h === 1) weekly.add(pg, row);
        for (const subset of ['all', 'played'] as Subset[]) {
          if (subset === 'played' && pg.minutes <= 0) continue;
          const b = bucket(h, subset);
          b.model.push(row.model);
          b.lastFive.push(row.lastFive);
          b.pointsPerGame.push(row.pointsPerGame);
          b.actual.push(pg.points);
        }
      }
    });
    yield origin;
  }

  const comparisons: Comparison[] = [];
  for (const h of HORIZONS) {
    for (const subset of ['all', 'played'] as Subset[]) {
      const b = bucket(h, subset);
      comparisons.push({
        horizon: h,
        subset,
        model: accuracy(b.model, b.actual),
        lastFive: accuracy(b.lastFive, b.actual),
        pointsPerGame: accuracy(b.pointsPerGame, b.actual),
        pointsPerGameZeroShare: b.pointsPerGame.filter((x) => x === 0).length / Math.max(1, b.pointsPerGame.length),
        pointsPerGameSpearmanTiesBroken: spearman(
          b.pointsPerGame.map((x, i) => x + 1e-9 * b.model[i]),
          b.actual,
        ),
      });
    }
  }
  const one = bucket(1, 'all');
  return {
    minutesOracle: minutesOracle(current, byGw, window.from, window.to),
    season: current.season,
    history: history.map((h) => h.season),
    from: window.from,
    to: window.to,
    comparisons,
    calibration: { projected: one.model, actual: one.actual },
    official: benchmark.comparisons(),
    kinds: benchmark.kindComparisons(),
    perGameweek: weekly.rows(),
    seconds: (performance.now() - started) / 1000,
  };
}
