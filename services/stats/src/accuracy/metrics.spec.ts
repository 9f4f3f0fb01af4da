import { accuracy, averageRanks, pearson, spearman } from './metrics';

describe('backtest metrics', () => {
  it('average ranks for ties', () => {
    expect(averageRanks([0, 2, 0, 1, 0])).toEqual([2, 5, 2, 4, 2]);
  });

  it('Spearman counts tied actuals as one rank, whatever their order', () => {
    const actual = [0, 0, 0, 2, 5];
    expect(spearman([0.1, 0.2, 0.3, 2, 6], actual)).toBeCloseTo(spearman([0.3, 0.2, 0.1, 2, 6], actual), 12);
    // Ranks of projected: 1..5; of actual: 2,2,2,4,5 -> Pearson of those.
    expect(spearman([0.1, 0.2, 0.3, 2, 6], actual)).toBeCloseTo(pearson([1, 2, 3, 4, 5], [2, 2, 2, 4, 5]), 12);
    expect(spearman([1, 2, 3], [10, 20, 30])).toBeCloseTo(1, 12);
  });

  it('MAE, RMSE, Pearson and means on a hand-worked case', () => {
    const a = accuracy([1, 2, 3], [1, 4, 2]);
    expect(a.count).toBe(3);
    expect(a.mae).toBeCloseTo(1, 12); // |0| + |-2| + |1| over 3
    expect(a.rmse).toBeCloseTo(Math.sqrt(5 / 3), 12);
    // x - mean: -1, 0, 1; y - mean: -4/3, 5/3, -1/3 -> cov 1, var x 2, var y 14/3
    expect(a.pearson).toBeCloseTo(1 / Math.sqrt(2 * (14 / 3)), 12);
    expect(a.meanProjected).toBe(2);
    expect(a.meanActual).toBeCloseTo(7 / 3, 12);
  });
});
