import type { XptsAccuracySeason } from '@draftroom/contracts';
import type { SeasonData } from '@draftroom/fpl-data';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { backtestSeasonSteps } from './backtest-run';
import { calibrationBins } from './calibration-bins';

/** The backtest's first target gameweek: before GW5 there is too little of the season to judge. */
export const FIRST_TARGET = 5;
const CALIBRATION_BINS = 12;

/**
 * One season of the page's figures: the walk-forward backtest from GW5 to `to`, scored against
 * the official forecast wherever a pre-deadline snapshot exists (backtest-run.ts).
 */
export async function accuracySeason(current: SeasonData, history: readonly SeasonData[], to: number, signal?: AbortSignal): Promise<XptsAccuracySeason | null> {
  if (to < FIRST_TARGET) return null;
  // Seconds of CPU in all: the event loop gets a turn after each forecast origin, so the service
  // keeps answering (with the in-process queue of `npm start` the job runs in the API's process),
  // and a closing service stops it there (`signal`).
  const steps = backtestSeasonSteps(current, history, { from: FIRST_TARGET, to });
  let step = steps.next();
  while (!step.done) {
    await nextTurn();
    signal?.throwIfAborted();
    step = steps.next();
  }
  const result = step.value;
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
