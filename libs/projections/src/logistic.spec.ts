import { fitLogistic, fitLogisticOnce, predictLogistic, sigmoid } from './logistic';
import { seededRandom } from '@draftroom/testing';

describe('fitLogistic', () => {
  it('an intercept alone lands on the base rate', () => {
    const y = Array.from({ length: 1000 }, (_, i) => (i % 10 < 3 ? 1 : 0));
    const x = new Float64Array(y.length).fill(1);
    const model = fitLogistic(x, y, 1);
    expect(predictLogistic(model, [1])).toBeCloseTo(0.3, 3);
  });

  it('recovers the weights that generated the data', () => {
    const rand = seededRandom(3);
    const truth = [-1, 2.5, -1.5];
    const n = 40000;
    const x = new Float64Array(n * 3);
    const y: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const row = [1, rand(), rand() < 0.5 ? 1 : 0];
      x.set(row, i * 3);
      y.push(rand() < sigmoid(truth[0] + truth[1] * row[1] + truth[2] * row[2]) ? 1 : 0);
    }
    const model = fitLogistic(x, y, 3, 0.01);
    model.weights.forEach((w, j) => expect(Math.abs(w - truth[j])).toBeLessThan(0.1));
  });
});

describe('fitLogisticOnce', () => {
  const sample = () => {
    const rand = seededRandom(5);
    const x = new Float64Array(3000 * 2);
    const y: number[] = [];
    for (let i = 0; i < 3000; i += 1) {
      x.set([1, rand()], i * 2);
      y.push(rand() < sigmoid(-0.5 + 2 * x[i * 2 + 1]) ? 1 : 0);
    }
    return { x, y };
  };

  it('gives the weights fitLogistic gives, the same again for the same input', () => {
    const { x, y } = sample();
    const expected = fitLogistic(x, y, 2);
    expect(fitLogisticOnce(x, y, 2)).toEqual(expected);
    expect(fitLogisticOnce(x, y, 2)).toEqual(expected);
  });

  it('fits anew when any row, outcome or the ridge changed, and keeps its copy from callers', () => {
    const { x, y } = sample();
    const first = fitLogisticOnce(x, y, 2);
    first.weights[0] = 99;
    expect(fitLogisticOnce(x, y, 2).weights[0]).not.toBe(99);
    x[1] += 0.5;
    expect(fitLogisticOnce(x, y, 2)).toEqual(fitLogistic(x, y, 2));
    y[0] = 1 - y[0];
    expect(fitLogisticOnce(x, y, 2)).toEqual(fitLogistic(x, y, 2));
    expect(fitLogisticOnce(x, y, 2, 5)).toEqual(fitLogistic(x, y, 2, 5));
  });
});
