/**
 * Price-change predictor (issue 30 item 4, decision 205). The game moves a price by £0.1m when a
 * player's net transfers cross a share of his ownership; the thresholds are secret, so we fit two
 * plain ones per direction on earlier seasons: a rise is predicted when the gameweek's net
 * transfers in are at least `minNet` and at least `minShare` of the managers who own him, a fall
 * when the net transfers out are. Nothing else enters, so a prediction can be explained in one
 * sentence beside the price.
 */
import type { AppearanceRecord } from '@draftroom/fpl-data';

export type PriceMove = -1 | 0 | 1;

/** One direction's thresholds: net transfers (absolute) and the same as a share of ownership. */
export interface MoveThreshold {
  minNet: number;
  minShare: number;
}

export interface PriceRule {
  rise: MoveThreshold;
  fall: MoveThreshold;
}

/** A player's gameweek as the predictor sees it, with the move that followed (when known). */
export interface PriceObservation {
  playerId: number;
  gameweek: number;
  /** Price at the gameweek, tenths of £1m. */
  value: number;
  selected: number;
  netTransfers: number;
  /** Sign of the price change to the next gameweek he has a row in; null for his last row. */
  nextMove: PriceMove | null;
}

/** Every player's first row per gameweek (a double gameweek repeats the same price and transfers). */
export function priceObservations(rows: readonly AppearanceRecord[]): PriceObservation[] {
  const byPlayer = new Map<number, Map<number, AppearanceRecord>>();
  for (const row of rows) {
    const weeks = byPlayer.get(row.playerId) ?? new Map<number, AppearanceRecord>();
    if (!weeks.has(row.gameweek)) weeks.set(row.gameweek, row);
    byPlayer.set(row.playerId, weeks);
  }
  const out: PriceObservation[] = [];
  for (const [playerId, weeks] of byPlayer) {
    for (const [gameweek, row] of weeks) {
      // Only the very next gameweek counts: across a blank the move could belong to either week.
      const next = weeks.get(gameweek + 1);
      out.push({
        playerId,
        gameweek,
        value: row.value,
        selected: row.selected,
        netTransfers: row.transfersIn - row.transfersOut,
        nextMove: next ? (Math.sign(next.value - row.value) as PriceMove) : null,
      });
    }
  }
  return out;
}

const crosses = (t: MoveThreshold, net: number, selected: number): boolean => net >= t.minNet && net >= t.minShare * selected;

/** The move the rule predicts after a gameweek with these transfers. */
export function predictMove(rule: PriceRule, netTransfers: number, selected: number): PriceMove {
  if (crosses(rule.rise, netTransfers, selected)) return 1;
  if (crosses(rule.fall, -netTransfers, selected)) return -1;
  return 0;
}

/** Hits, false alarms and misses of one direction. */
export interface DirectionScore {
  predicted: number;
  actual: number;
  hits: number;
  precision: number;
  recall: number;
}

export function scoreDirection(observations: readonly PriceObservation[], predicted: (o: PriceObservation) => PriceMove, direction: 1 | -1): DirectionScore {
  let said = 0;
  let happened = 0;
  let hits = 0;
  for (const o of observations) {
    if (o.nextMove === null) continue;
    const p = predicted(o) === direction;
    const a = o.nextMove === direction;
    if (p) said++;
    if (a) happened++;
    if (p && a) hits++;
  }
  // Precision of a direction never predicted is undefined; 0 keeps a silent predictor from looking perfect.
  return { predicted: said, actual: happened, hits, precision: said ? hits / said : 0, recall: happened ? hits / happened : 0 };
}

const f1 = (s: DirectionScore): number => (s.precision + s.recall > 0 ? (2 * s.precision * s.recall) / (s.precision + s.recall) : 0);

/** The grid the fit searches: coarse on purpose, so the fitted numbers read as rules of thumb. */
export const NET_GRID = [5_000, 10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 150_000, 200_000];
export const SHARE_GRID = [0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5];

function fitDirection(observations: readonly PriceObservation[], direction: 1 | -1): MoveThreshold {
  let best: { t: MoveThreshold; f: number } | null = null;
  for (const minNet of NET_GRID) {
    for (const minShare of SHARE_GRID) {
      const t = { minNet, minShare };
      const f = f1(scoreDirection(observations, (o) => (crosses(t, direction * o.netTransfers, o.selected) ? direction : 0), direction));
      if (!best || f > best.f) best = { t, f };
    }
  }
  return best!.t;
}

/** The rule with the best F1 per direction on these (earlier) observations. */
export function fitPriceRule(observations: readonly PriceObservation[]): PriceRule {
  return { rise: fitDirection(observations, 1), fall: fitDirection(observations, -1) };
}

/** A move the rule predicts for the next deadline, from the price a plan is made at. */
export interface PredictedMove {
  playerId: number;
  /** The price it is predicted from, tenths of £1m. */
  price: number;
  change: 1 | -1;
  netTransfers: number;
  selected: number;
}

/**
 * The moves the rule predicts after gameweek `asOf` from each player's row there, priced from
 * `priceNow` (the price a plan is made at). A move that price already made since the row (in the
 * predicted direction) is not predicted again. The move lands before the next deadline and then
 * holds (decision 205). The price-moves read (decision 207) and the season replay both use it.
 */
export function movesAfter(rule: PriceRule, observations: readonly PriceObservation[], asOf: number, priceNow: (o: PriceObservation) => number): PredictedMove[] {
  const moves: PredictedMove[] = [];
  for (const o of observations) {
    if (o.gameweek !== asOf) continue;
    const change = predictMove(rule, o.netTransfers, o.selected);
    if (change === 0) continue;
    const price = priceNow(o);
    if (Math.sign(price - o.value) === change) continue;
    moves.push({ playerId: o.playerId, price, change, netTransfers: o.netTransfers, selected: o.selected });
  }
  return moves;
}
