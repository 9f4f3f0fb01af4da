/** Accuracy figures of a set of (projected, actual) pairs, as the backtest reports them. */
export interface Accuracy {
  count: number;
  mae: number;
  rmse: number;
  pearson: number;
  spearman: number;
  meanProjected: number;
  meanActual: number;
}

function mean(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return xs.length ? s / xs.length : 0;
}

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < xs.length; i += 1) {
    const dx = xs[i] - mx;
    const dy = ys[i] - my;
    cov += dx * dy;
    vx += dx * dx;
    vy += dy * dy;
  }
  return vx > 0 && vy > 0 ? cov / Math.sqrt(vx * vy) : 0;
}

/**
 * Ranks 1..n with ties given the average of the ranks they span. Most actual scores are 0
 * or 1, so ordinal ranks would make Spearman depend on the order of the input.
 */
export function averageRanks(xs: readonly number[]): number[] {
  const order = xs.map((_, i) => i).sort((a, b) => xs[a] - xs[b] || a - b);
  const ranks = new Array<number>(xs.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && xs[order[j + 1]] === xs[order[i]]) j += 1;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k += 1) ranks[order[k]] = rank;
    i = j + 1;
  }
  return ranks;
}

export const spearman = (xs: readonly number[], ys: readonly number[]): number =>
  pearson(averageRanks(xs), averageRanks(ys));

export function accuracy(projected: readonly number[], actual: readonly number[]): Accuracy {
  if (projected.length !== actual.length) throw new Error('projected and actual differ in length');
  let abs = 0;
  let sq = 0;
  for (let i = 0; i < projected.length; i += 1) {
    const d = projected[i] - actual[i];
    abs += Math.abs(d);
    sq += d * d;
  }
  const n = projected.length;
  return {
    count: n,
    mae: n ? abs / n : 0,
    rmse: n ? Math.sqrt(sq / n) : 0,
    pearson: pearson(projected, actual),
    spearman: spearman(projected, actual),
    meanProjected: mean(projected),
    meanActual: mean(actual),
  };
}
