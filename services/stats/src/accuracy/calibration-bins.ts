/**
 * Calibration: player-gameweeks sorted by projection, cut into bins of equal count, mean
 * projected against mean actual per bin. A calibrated model sits on the diagonal.
 */
export interface CalibrationBin {
  count: number;
  meanProjected: number;
  meanActual: number;
}

export function calibrationBins(projected: readonly number[], actual: readonly number[], bins = 20): CalibrationBin[] {
  const order = projected.map((_, i) => i).sort((a, b) => projected[a] - projected[b] || a - b);
  const out: CalibrationBin[] = [];
  for (let b = 0; b < bins; b += 1) {
    const from = Math.floor((b * order.length) / bins);
    const to = Math.floor(((b + 1) * order.length) / bins);
    if (to <= from) continue;
    let p = 0;
    let a = 0;
    for (let k = from; k < to; k += 1) {
      p += projected[order[k]];
      a += actual[order[k]];
    }
    out.push({ count: to - from, meanProjected: p / (to - from), meanActual: a / (to - from) });
  }
  return out;
}
