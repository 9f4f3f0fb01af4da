import { SolverInputError } from '../errors';
import type { HighsRuntime } from '../highs/run-highs';
import { wholeNumber } from '../request/validate-common';
import type { SolverPlayer, SuggestTransfersRequest } from '../types';
import { suggestTransfers } from './suggest-transfers';

export const DEFAULT_SENSITIVITY_RUNS = 20;
export const MAX_SENSITIVITY_RUNS = 100;
/**
 * The whole analysis's time when the planner is not told otherwise (SOLVER_SENSITIVITY_TIME_LIMIT_S):
 * issue 30 asks for 20 runs at horizon 6 in under 30 s, and the job's start, the last solve's
 * overrun and the page's polling come on top of the solves' shared clock.
 */
export const DEFAULT_SENSITIVITY_SECONDS = 27;
/**
 * The spread of a projection of x xPts: sd = NOISE x sqrt(x). A gameweek's points are counts of
 * events (appearances, goals, assists, clean sheets), whose spread grows like the square root
 * of their mean, so a 9-point captain is more uncertain in points than a 2-point defender, and
 * much less in proportion.
 */
export const SENSITIVITY_NOISE = 0.5;
/** The least a solve is given once the time is spent: enough for the plan made before any MIP. */
const MIN_SHARE_SECONDS = 0.05;

export interface SensitivityOptions {
  /** Solves to run, 1-100 (default 20). */
  runs?: number;
  /** Seed of the noise, so a run can be repeated (default 1). */
  seed?: number;
}

/** A first-gameweek move: its transfers ("roll" when none) and how often the noisy solves chose it. */
export interface FirstMove {
  transfers: Array<{ out: number; in: number }>;
  count: number;
  share: number;
}

export interface SensitivityResult {
  firstGameweek: number;
  /** Solves that answered (a solve that finds no plan in its time is left out). */
  runs: number;
  requested: number;
  /** Most chosen first. */
  moves: FirstMove[];
  /** Mean and standard deviation of the plans' projected points, each in its own noisy world. */
  meanPoints: number;
  sdPoints: number;
}

export interface SensitivityProgress {
  completed: number;
  total: number;
}

/** A seeded generator of standard normal numbers (xorshift32 and Box-Muller), so a run can be repeated. */
function normals(seed: number): () => number {
  let x = (seed >>> 0) || 1;
  const uniform = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** The players with each gameweek's xPts moved by noise scaled to its own uncertainty (never below 0). */
export function noisyPlayers(players: readonly SolverPlayer[], normal: () => number): SolverPlayer[] {
  return players.map((p) => ({ ...p, xpts: p.xpts.map((x) => Math.max(0, x + SENSITIVITY_NOISE * Math.sqrt(Math.max(0, x)) * normal())) }));
}

const moveKey = (transfers: ReadonlyArray<{ out: number; in: number }>) =>
  transfers.map((t) => `${t.out}>${t.in}`).sort().join(',') || 'roll';

/**
 * Sensitivity analysis (issue 30 item 5): the same request solved `runs` times, each with every
 * player's xPts moved by noise of his own size, each solve given an equal share of the time
 * still left. Answers how often each first-gameweek move (and rolling the transfer) won, and the mean
 * and spread of the plans' projected points. `onProgress` hears after each solve.
 */
export function sensitivityAnalysis(
  request: SuggestTransfersRequest,
  highs: HighsRuntime,
  options: SensitivityOptions = {},
  onProgress?: (progress: SensitivityProgress) => void,
): SensitivityResult {
  const runs = options.runs === undefined ? DEFAULT_SENSITIVITY_RUNS : wholeNumber('runs', options.runs, 1, MAX_SENSITIVITY_RUNS);
  const total = request.timeLimitSeconds ?? runs * 2;
  if (!(total > 0)) throw new SolverInputError('timeLimitSeconds', 'timeLimitSeconds must be above 0');
  const normal = normals(options.seed ?? 1);
  // Each solve gets an equal share of the time still left, less what the solves so far took beyond
  // their share on average (work outside the search's clock: reading the request, the dominance,
  // the recheck), so that the whole stays within the limit on a loaded machine too.
  const deadline = Date.now() + total * 1000;
  let overrun = 0;
  const counts = new Map<string, FirstMove>();
  const points: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const players = noisyPlayers(request.players, normal);
    try {
      const started = Date.now();
      const share = Math.max(MIN_SHARE_SECONDS, (deadline - started) / 1000 / (runs - i) - overrun / Math.max(1, i));
      const result = suggestTransfers({ ...request, players, timeLimitSeconds: share }, highs);
      overrun += Math.max(0, (Date.now() - started) / 1000 - share);
      const first = result.gameweeks[0].transfers.map((t) => ({ out: t.out, in: t.in }));
      const key = moveKey(first);
      const known = counts.get(key) ?? { transfers: first, count: 0, share: 0 };
      counts.set(key, { ...known, count: known.count + 1 });
      points.push(result.projectedPoints);
    } catch (err) {
      // The request itself is wrong: every run would say so.
      if (err instanceof SolverInputError || (err as Error).name === 'InfeasibleRequestError') throw err;
    }
    onProgress?.({ completed: i + 1, total: runs });
  }
  const answered = points.length;
  const mean = answered ? points.reduce((n, x) => n + x, 0) / answered : 0;
  const variance = answered > 1 ? points.reduce((n, x) => n + (x - mean) ** 2, 0) / (answered - 1) : 0;
  const moves = [...counts.values()].map((m) => ({ ...m, share: m.count / answered })).sort((a, b) => b.count - a.count);
  return {
    firstGameweek: request.firstGameweek,
    runs: answered,
    requested: runs,
    moves,
    meanPoints: Math.round(mean * 100) / 100,
    sdPoints: Math.round(Math.sqrt(variance) * 100) / 100,
  };
}
