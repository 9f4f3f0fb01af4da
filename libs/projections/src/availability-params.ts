import type { FlagClass } from './availability';

/**
 * Log-odds offsets added to the minutes model's P(play) (`play`) and P(60+) (`full`) for a
 * flagged player, per horizon 1..6 gameweeks ahead (further uses the 6th). Fitted on the
 * 2024/25 walk-forward by `npm run fit-availability -- --write` (services/stats) so that, in
 * each class and horizon, the projected number of appearances equals the actual one; 2025/26
 * is not used, so its backtest stays out of sample. Generated: regenerate, don't edit by hand.
 */
export interface AvailabilityOffset {
  play: number[];
  full: number[];
}
export type AvailabilityOffsets = Record<FlagClass, AvailabilityOffset>;

export const AVAILABILITY_OFFSETS: AvailabilityOffsets = {
  // examples per horizon: 15862, 15530, 14914, 14442, 14436, 13889
  fit: { play: [0, 0, 0, 0, 0, 0], full: [0, 0, 0, 0, 0, 0] },
  // examples per horizon: 682, 649, 643, 634, 644, 653
  cleared: { play: [1.408, 1.177, 0.962, 0.903, 0.562, 0.692], full: [0.923, 0.816, 0.675, 0.723, 0.301, 0.321] },
  // examples per horizon: 531, 527, 507, 502, 496, 494
  doubt75: { play: [-0.135, 0.355, 0.458, 0.483, 0.4, 0.38], full: [-0.075, 0.392, 0.457, 0.394, 0.428, 0.289] },
  // examples per horizon: 355, 345, 335, 336, 336, 325
  doubt50: { play: [0.298, 1.043, 1.093, 1.124, 0.981, 0.964], full: [0.134, 0.873, 1.016, 1.118, 0.81, 0.558] },
  // examples per horizon: 222, 217, 208, 202, 209, 202
  doubt25: { play: [-0.926, 0.026, 0.485, 0.696, 0.766, 0.621], full: [-1.514, -0.413, 0.24, 0.252, 0.324, 0.004] },
  // examples per horizon: 920, 917, 911, 905, 905, 887
  out: { play: [-Infinity, -0.769, -0.448, -0.184, -0.075, -0.035], full: [-Infinity, -0.648, -0.259, -0.104, -0.032, -0.253] },
  // examples per horizon: 999, 858, 635, 514, 438, 371
  outUntil: { play: [-Infinity, -Infinity, -Infinity, -Infinity, -Infinity, -Infinity], full: [-Infinity, -Infinity, -Infinity, -Infinity, -Infinity, -Infinity] },
  // examples per horizon: 147, 97, 39, 25, 18, 16
  suspended: { play: [-Infinity, 1.063, -0.711, -0.711, -0.711, -0.711], full: [-Infinity, 1.554, 0.012, 0.012, 0.012, 0.012] },
  // examples per horizon: 23, 175, 388, 466, 542, 570
  returning: { play: [1.096, 1.114, 1.345, 1.279, 1.143, 0.766], full: [0.827, 1.329, 1.123, 1.028, 0.802, 0.426] },
  // examples per horizon: 4340, 4221, 4016, 3862, 3864, 3701
  gone: { play: [-Infinity, -Infinity, -Infinity, -Infinity, -Infinity, -Infinity], full: [-Infinity, -Infinity, -Infinity, -Infinity, -Infinity, -Infinity] },
};
