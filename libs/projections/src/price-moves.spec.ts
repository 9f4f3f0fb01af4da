import type { AppearanceRecord } from '@draftroom/fpl-data';
import { fitPriceRule, movesAfter, predictMove, priceObservations, scoreDirection, type PriceRule } from './price-moves';

/** Only the columns the predictor reads matter; the rest of the record is irrelevant here. */
const row = (playerId: number, gameweek: number, value: number, selected: number, net: number): AppearanceRecord =>
  ({ playerId, gameweek, value, selected, transfersIn: Math.max(net, 0), transfersOut: Math.max(-net, 0) }) as AppearanceRecord;

const RULE: PriceRule = { rise: { minNet: 50_000, minShare: 0.02 }, fall: { minNet: 20_000, minShare: 0.05 } };

describe('priceObservations', () => {
  it('pairs each gameweek with the move to the next one, once per double gameweek, none across a blank', () => {
    const obs = priceObservations([row(1, 1, 50, 1e6, 0), row(1, 2, 51, 1e6, 0), row(1, 2, 51, 1e6, 0), row(1, 4, 49, 1e6, 0)]);
    expect(obs.map((o) => [o.gameweek, o.nextMove])).toEqual([
      [1, 1],
      [2, null],
      [4, null],
    ]);
  });
});

describe('predictMove', () => {
  it('predicts a rise only when net transfers in clear both the count and the share of owners', () => {
    expect(predictMove(RULE, 60_000, 1_000_000)).toBe(1);
    expect(predictMove(RULE, 60_000, 4_000_000)).toBe(0); // 1.5% of owners: too few for a big name
    expect(predictMove(RULE, 40_000, 100_000)).toBe(0); // a big share, but under the count
  });

  it('predicts a fall from net transfers out the same way', () => {
    expect(predictMove(RULE, -30_000, 500_000)).toBe(-1);
    expect(predictMove(RULE, -30_000, 1_000_000)).toBe(0);
  });
});

describe('fitPriceRule', () => {
  it('finds thresholds that separate the risers from the rest, and scores them as hits', () => {
    const rows: AppearanceRecord[] = [];
    // Players 1-20: heavy buying, then a rise. 21-40: mild buying, no move. 41-60: heavy selling, then a fall.
    for (let p = 1; p <= 60; p++) {
      const net = p <= 20 ? 120_000 : p <= 40 ? 8_000 : -60_000;
      const move = p <= 20 ? 1 : p <= 40 ? 0 : -1;
      rows.push(row(p, 1, 60, 500_000, net), row(p, 2, 60 + move, 500_000, 0));
    }
    const obs = priceObservations(rows);
    const rule = fitPriceRule(obs);
    const predicted = (o: (typeof obs)[number]) => predictMove(rule, o.netTransfers, o.selected);
    expect(scoreDirection(obs, predicted, 1)).toMatchObject({ predicted: 20, hits: 20, precision: 1, recall: 1 });
    expect(scoreDirection(obs, predicted, -1)).toMatchObject({ predicted: 20, hits: 20, precision: 1, recall: 1 });
  });

  it('gives a predictor that never speaks zero precision, not a perfect one', () => {
    const obs = priceObservations([row(1, 1, 50, 1e6, 0), row(1, 2, 51, 1e6, 0)]);
    expect(scoreDirection(obs, () => 0, 1)).toMatchObject({ predicted: 0, actual: 1, precision: 0, recall: 0 });
  });
});

describe('movesAfter', () => {
  const obs = priceObservations([row(7, 5, 80, 1_000_000, 200_000), row(8, 5, 45, 300_000, -50_000), row(9, 4, 55, 1, 0)]);

  it('predicts one move from each player\'s row at the gameweek, from the price planned at', () => {
    const moves = movesAfter(RULE, obs, 5, (o) => o.value);
    expect(moves.map((m) => [m.playerId, m.price, m.change])).toEqual([[7, 80, 1], [8, 45, -1]]);
    expect(moves.some((m) => m.playerId === 9)).toBe(false);
  });

  it('does not predict again a move the price already made since the row', () => {
    const moves = movesAfter(RULE, obs, 5, (o) => (o.playerId === 7 ? 81 : o.value));
    expect(moves.map((m) => m.playerId)).toEqual([8]);
  });
});
