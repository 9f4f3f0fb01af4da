import { z } from 'zod';
import { ACCURACY_GROUPS } from './xpts-accuracy-names';

/**
 * GET /api/xpts-accuracy: how our xPts did in the walk-forward backtest, beside the game's own
 * pre-deadline forecast (`ep_next`) and two naive baselines, all on the same player-gameweeks.
 * Computed by the stats service after each projection and stored; the "How good are our xPts?"
 * page draws it.
 */

export const AccuracyFiguresSchema = z.object({
  count: z.number().int(),
  mae: z.number(),
  rmse: z.number(),
  pearson: z.number(),
  spearman: z.number(),
  meanProjected: z.number(),
  meanActual: z.number(),
});
export type AccuracyFigures = z.infer<typeof AccuracyFiguresSchema>;

const byForecast = z.object({
  model: AccuracyFiguresSchema,
  official: AccuracyFiguresSchema,
  lastFive: AccuracyFiguresSchema,
  pointsPerGame: AccuracyFiguresSchema,
});

export const XptsAccuracySeasonSchema = z.object({
  season: z.string(),
  /** First and last target gameweek of the backtest. */
  from: z.number().int(),
  to: z.number().int(),
  /** Gameweeks with a pre-deadline snapshot, where the official forecast can be scored. */
  officialGameweeks: z.array(z.number().int()),
  /** Metrics per horizon (1 and 3 gameweeks ahead) and player group. */
  metrics: z.array(z.object({ horizon: z.number().int(), group: z.enum(ACCURACY_GROUPS), figures: byForecast })),
  /** Mean absolute error per gameweek, 1 ahead, on the player-gameweeks the official forecast covers. */
  perGameweek: z.array(
    z.object({
      gameweek: z.number().int(),
      count: z.number().int(),
      model: z.number(),
      official: z.number(),
      lastFive: z.number(),
      pointsPerGame: z.number(),
      actual: z.number(),
    }),
  ),
  /** Our 1-ahead projections in bins of equal count: mean projected against mean actual. */
  calibration: z.array(z.object({ count: z.number().int(), meanProjected: z.number(), meanActual: z.number() })),
});
export type XptsAccuracySeason = z.infer<typeof XptsAccuracySeasonSchema>;

export const XptsAccuracySchema = z.object({
  computedAt: z.string(),
  /** Newest season first. */
  seasons: z.array(XptsAccuracySeasonSchema),
});
export type XptsAccuracy = z.infer<typeof XptsAccuracySchema>;
