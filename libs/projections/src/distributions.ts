/**
 * Count distributions for the parts of a score that are not linear in an expected count:
 * clean sheets (P(0 goals)), goals-conceded and saves penalties (floor(n / k)) and the
 * defensive-contribution threshold (P(n >= t)).
 */

/** Probabilities P(N = 0..maxN) of a count with mean `mean` and variance `dispersion * mean`. */
export function countPmf(mean: number, maxN: number, dispersion = 1): number[] {
  const out = new Array<number>(maxN + 1).fill(0);
  if (!(mean > 0)) {
    out[0] = 1;
    return out;
  }
  if (dispersion <= 1.0001) {
    // Poisson, by the recurrence p(n) = p(n-1) * mean / n.
    out[0] = Math.exp(-mean);
    for (let n = 1; n <= maxN; n += 1) out[n] = (out[n - 1] * mean) / n;
    return out;
  }
  // Negative binomial with size r and success probability p, chosen so that the mean and
  // the variance match: var = mean / p, so p = 1 / dispersion and r = mean * p / (1 - p).
  const p = 1 / dispersion;
  const r = (mean * p) / (1 - p);
  out[0] = Math.pow(p, r);
  for (let n = 1; n <= maxN; n += 1) out[n] = (out[n - 1] * (n - 1 + r) * (1 - p)) / n;
  return out;
}

/** P(N >= threshold). */
export function probabilityAtLeast(mean: number, threshold: number, dispersion = 1): number {
  if (threshold <= 0) return 1;
  const pmf = countPmf(mean, threshold - 1, dispersion);
  let below = 0;
  for (const p of pmf) below += p;
  return Math.min(1, Math.max(0, 1 - below));
}

/**
 * E[floor(N / k)] for a Poisson count: the expected number of "every k" penalties or
 * bonuses (one point per 3 saves, minus one per 2 goals conceded). Summed until the tail is
 * negligible; the mean never exceeds a dozen in football, so the loop is short.
 */
export function expectedFloorDiv(mean: number, k: number): number {
  if (!(mean > 0)) return 0;
  const maxN = Math.ceil(mean + 10 * Math.sqrt(mean) + 10);
  const pmf = countPmf(mean, maxN);
  let sum = 0;
  for (let n = k; n <= maxN; n += 1) sum += Math.floor(n / k) * pmf[n];
  return sum;
}
