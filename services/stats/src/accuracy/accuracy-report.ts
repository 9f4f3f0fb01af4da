import type { XptsAccuracySeason } from '@draftroom/contracts';
import type { SeasonData } from '@draftroom/fpl-data';
import { backtestSeason } from './backtest-run';
import { calibrationBins } from './calibration-bins';

/** The backtest's first target gameweek: before GW5 there is too little of the season to judge. */
export const FIRST_TARGET = 5;
const CALIBRATION_BINS = 12;

/**
 * One season of the page's figures: the walk-forward backtest from GW5 to `to`, scored against
 * the official forecast wherever a pre-deadline snapshot exists (backtest-run.ts).
 */
export function accuracySeason(current: SeasonData, history: readonly SeasonData[], to: number): XptsAccuracySeason | null {
  if (to < FIRST_TARGET) return null;
  const result = backtestSeason(current, history, { from: FIRST_TARGET, to });
  return {
    season: current.season,
    from: result.from,
    to: result.to,
    officialGameweeks: result.perGameweek.map((g) => g.gameweek),
    metrics: result.official.map((c) => ({
      horizon: c.horizon,
      group: c.group,
      figures: { model: c.model, official: c.official, lastFive: c.lastFive, pointsPerGame: c.pointsPerGame },
    })),
    perGameweek: result.perGameweek,
    calibration: calibrationBins(result.calibration.projected, result.calibration.actual, CALIBRATION_BINS),
  };
}
