import { solveOffset } from './fit-availability';

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));
const logit = (p: number): number => Math.log(p / (1 - p));

describe('fitting an availability offset', () => {
  it('finds the log-odds shift that makes projected appearances equal actual ones', () => {
    const ps = [0.9, 0.8, 0.6, 0.3, 0.1];
    for (const target of [0.5, 2.7, 4.2]) {
      const c = solveOffset(ps, target);
      const sum = ps.reduce((s, p) => s + sigmoid(logit(p) + c), 0);
      expect(sum).toBeCloseTo(target, 2);
    }
    expect(solveOffset(ps, ps.reduce((s, p) => s + p, 0))).toBeCloseTo(0, 3);
  });
});
