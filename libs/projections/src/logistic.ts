/**
 * Ridge-penalised logistic regression fitted by Newton's method (iteratively reweighted
 * least squares). Small and exact: the minutes model has a few dozen features and a few
 * hundred thousand rows, for which a handful of Newton steps converge. Rows are stored flat
 * (row-major Float64Array) because the fit runs inside the projection job.
 */
import { createHash } from 'node:crypto';

export interface LogisticModel {
  weights: number[];
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The model's log-odds for features x. */
export function linearScore(model: LogisticModel, x: ArrayLike<number>): number {
  let z = 0;
  for (let j = 0; j < x.length; j += 1) z += model.weights[j] * x[j];
  return z;
}

export const predictLogistic = (model: LogisticModel, x: ArrayLike<number>): number => sigmoid(linearScore(model, x));

/** Solves A w = b for a small symmetric positive-definite A (Gaussian elimination with pivoting). */
export function solveLinear(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    const d = m[col][col] || 1e-12;
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const f = m[r][col] / d;
      if (f === 0) continue;
      for (let c = col; c <= n; c += 1) m[r][c] -= f * m[col][c];
    }
  }
  return m.map((row, i) => row[n] / (row[i] || 1e-12));
}

/** Every HESSIAN_STRIDE-th row feeds the curvature (scaled up); every row feeds the gradient. */
const HESSIAN_STRIDE = 4;

/**
 * @param x feature rows, flat: row i is x[i*d .. i*d+d-1]; feature 0 should be the constant 1
 *   (it is not penalised)
 * @param y outcomes, 0 or 1
 *
 * Newton steps with the exact gradient and the curvature estimated on a quarter of the rows,
 * which costs a fraction of the full Hessian and still stops at the exact optimum (where the
 * gradient vanishes). A step that lowers the penalised likelihood is halved and retried.
 */
export function fitLogistic(x: Float64Array, y: ArrayLike<number>, d: number, ridge = 1): LogisticModel {
  const n = y.length;
  let w = new Array<number>(d).fill(0);
  let best = -Infinity;
  let accepted = w;
  let step: number[] = new Array<number>(d).fill(0);
  let scale = 1;
  const hess = new Float64Array(d * d);
  const grad = new Float64Array(d);
  for (let iteration = 0; iteration < 40; iteration += 1) {
    hess.fill(0);
    grad.fill(0);
    let loglik = 0;
    for (let i = 0; i < n; i += 1) {
      const o = i * d;
      let z = 0;
      for (let j = 0; j < d; j += 1) z += w[j] * x[o + j];
      const p = 1 / (1 + Math.exp(-z));
      loglik += y[i] ? Math.log(Math.max(p, 1e-300)) : Math.log(Math.max(1 - p, 1e-300));
      const r = y[i] - p;
      for (let j = 0; j < d; j += 1) grad[j] += r * x[o + j];
      if (i % HESSIAN_STRIDE !== 0) continue;
      const s = HESSIAN_STRIDE * Math.max(p * (1 - p), 1e-6);
      for (let j = 0; j < d; j += 1) {
        const xj = x[o + j];
        if (xj === 0) continue;
        const sxj = s * xj;
        const row = j * d;
        for (let k = j; k < d; k += 1) hess[row + k] += sxj * x[o + k];
      }
    }
    for (let j = 1; j < d; j += 1) loglik -= (ridge / 2) * w[j] * w[j];
    if (loglik < best) {
      // Overshot: go back and take half the step.
      scale /= 2;
      if (scale < 1e-3) break;
      w = accepted.map((v, j) => v + scale * step[j]);
      continue;
    }
    best = loglik;
    accepted = w;
    scale = 1;
    const a: number[][] = [];
    const b: number[] = [];
    for (let j = 0; j < d; j += 1) {
      a.push([]);
      for (let k = 0; k < d; k += 1) a[j].push(k >= j ? hess[j * d + k] : hess[k * d + j]);
      b.push(grad[j]);
      if (j > 0) {
        a[j][j] += ridge;
        b[j] -= ridge * w[j];
      }
    }
    step = solveLinear(a, b);
    // Log-odds move by less than 0.001 per unit feature: far below what the data can tell.
    if (step.every((v) => Math.abs(v) < 1e-3)) break;
    w = accepted.map((v, j) => v + step[j]);
  }
  return { weights: accepted };
}

/** The last few fits, by a digest of their whole input (rows, outcomes, width, ridge). */
const recentFits = new Map<string, LogisticModel>();
const RECENT_FITS = 16;

/**
 * fitLogistic, answered from memory when the very same input was fitted before in this process.
 * The minutes model learns from the seasons before the projected one only, so every projection
 * of a season (each refresh of its results, each clock) fits the same rows again: that refit was
 * the largest part of a projection's time. The key is a SHA-1 of every byte of the input, so a
 * change anywhere fits anew; the model is a copy, so a caller cannot change what is kept.
 */
export function fitLogisticOnce(x: Float64Array, y: ArrayLike<number>, d: number, ridge = 1): LogisticModel {
  const key = createHash('sha1')
    .update(new Uint8Array(x.buffer, x.byteOffset, x.byteLength))
    .update(Float64Array.from(y))
    .update(`${d}:${ridge}`)
    .digest('hex');
  const known = recentFits.get(key) ?? fitLogistic(x, y, d, ridge);
  recentFits.delete(key);
  recentFits.set(key, known);
  if (recentFits.size > RECENT_FITS) recentFits.delete(recentFits.keys().next().value as string);
  return { weights: [...known.weights] };
}
