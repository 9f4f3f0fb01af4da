import { z } from 'zod';

const threshold = z.object({
  /** Net transfers (in for a rise, out for a fall) made before the clock's deadline, at least. */
  minNet: z.number().int().nonnegative(),
  /** And at least this share of the managers who own him (0.01 = 1%). */
  minShare: z.number().nonnegative(),
});

/** One player the predictor expects to move; a player absent from the list is predicted to hold his price. */
export const PredictedPriceMoveSchema = z.object({
  id: z.number().int(),
  /** His price now (the price /api/players serves), tenths of £m. */
  price: z.number().int(),
  /** The predicted move before the deadline of `fromGameweek`, tenths of £m (+1 a rise, -1 a fall). */
  change: z.number().int(),
  /** The net transfers in (negative: out) behind it, and that as a share of his owners. */
  netTransfers: z.number().int(),
  shareOfOwners: z.number(),
  /** His predicted price at each deadline from `fromGameweek` to gameweek 38, tenths of £m. */
  prices: z.array(z.number().int()),
});
export type PredictedPriceMove = z.infer<typeof PredictedPriceMoveSchema>;

/**
 * GET /api/players/price-moves (issue 30 item 4, decisions 205 and 207): each player's predicted
 * price at every gameweek from the one planned first, from the transfers made up to the season
 * clock, by a rule fitted on the earlier seasons stored.
 */
export const PriceMovesSchema = z.object({
  season: z.string(),
  /** The transfers read are those made before this gameweek's deadline (the season clock). */
  asOfGameweek: z.number().int(),
  /** The gameweek `prices[0]` of every player is for: the first one a manager plans. */
  fromGameweek: z.number().int(),
  /** The rule, so a screen can say why; null when there was nothing to fit it on (no moves are listed then). */
  rule: z.object({ rise: threshold, fall: threshold }).nullable(),
  /** The seasons the rule was fitted on. */
  fittedOn: z.array(z.string()),
  players: z.array(PredictedPriceMoveSchema),
});
export type PriceMoves = z.infer<typeof PriceMovesSchema>;
