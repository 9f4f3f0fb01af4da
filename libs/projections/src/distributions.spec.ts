import { countPmf, expectedFloorDiv, probabilityAtLeast } from './distributions';

describe('count distributions', () => {
  it('Poisson probabilities', () => {
    expect(countPmf(1.1, 0)[0]).toBeCloseTo(Math.exp(-1.1), 12);
    // P(N >= 3 | mean 2) = 1 - e^-2 (1 + 2 + 2)
    expect(probabilityAtLeast(2, 3)).toBeCloseTo(1 - 5 * Math.exp(-2), 12);
    expect(probabilityAtLeast(0, 1)).toBe(0);
    expect(probabilityAtLeast(3, 0)).toBe(1);
  });

  it('negative binomial keeps the mean and stretches the variance', () => {
    const pmf = countPmf(6, 200, 2);
    const mean = pmf.reduce((s, p, n) => s + p * n, 0);
    const variance = pmf.reduce((s, p, n) => s + p * (n - mean) ** 2, 0);
    expect(mean).toBeCloseTo(6, 6);
    expect(variance).toBeCloseTo(12, 5);
    // With dispersion 2, mean 10 is NB(r = 10, p = 1/2), for which P(N >= r) is exactly 1/2.
    expect(probabilityAtLeast(10, 10, 2)).toBeCloseTo(0.5, 10);
  });

  it('E[floor(N/k)] against closed forms', () => {
    // floor(N/2) = (N - [N odd]) / 2, and P(N odd) = (1 - e^-2m) / 2.
    for (const m of [0.4, 1.1, 2.5]) expect(expectedFloorDiv(m, 2)).toBeCloseTo((m - (1 - Math.exp(-2 * m)) / 2) / 2, 10);
    // floor(N/3) = (N - N mod 3) / 3, with P(N = k mod 3) from the roots of unity filter.
    const m = 3;
    const mod = (k: number): number => {
      const re = Math.exp(-1.5 * m) * Math.cos((m * Math.sqrt(3)) / 2);
      const im = Math.exp(-1.5 * m) * Math.sin((m * Math.sqrt(3)) / 2);
      const angle = (-2 * Math.PI * k) / 3;
      return (1 + 2 * (re * Math.cos(angle) - im * Math.sin(angle))) / 3;
    };
    expect(expectedFloorDiv(m, 3)).toBeCloseTo((m - mod(1) - 2 * mod(2)) / 3, 10);
    expect(expectedFloorDiv(m, 3)).toBeCloseTo(0.6646, 4);
    expect(expectedFloorDiv(0, 3)).toBe(0);
  });
});
