import { SolutionRefusedError } from '../errors';
import { solveMip, type HighsRuntime } from '../highs/run-highs';
import type { SolveStep, SolverPlayer } from '../types';
import type { BuiltModel, ClosedPeriods, PoolProblem, SquadPlan } from './pool-problem';
import type { SolveClock } from './solve-clock';

export interface StageResult<M extends BuiltModel> {
  model: M;
  plan: SquadPlan;
  /** What the plan is worth by the domain's rules (its lineups, free transfers and hits). */
  value: number;
  /** HiGHS's bound for this model. */
  bound: number;
  /** HiGHS proved no plan in this model beats `value`. */
  proven: boolean;
}

export interface StageOptions {
  closed?: ClosedPeriods;
  start?: SquadPlan;
  timeLimitSeconds: number;
  relativeGap?: number;
  heuristics?: boolean;
  restart?: boolean;
  nodeCuts?: boolean;
}

const tolerance = (v: number) => 1e-6 * Math.max(1, Math.abs(v));

/**
 * One mixed-integer solve over a pool. The model lets a lineup mix two formations only in the
 * one way `model/lineup-rows.ts` cannot rule out without a binary (half 4-5-1, half 5-3-2), so
 * it is first solved with that binary relaxed, which HiGHS finds much easier: its bound is
 * valid for the real problem, and the plan is scored by the domain. When the proven optimum
 * scores less than the model counted, the formations were mixed: the same pool is solved again
 * with the binary enforced, from that plan.
 */
export function solveStage<M extends BuiltModel>(
  highs: HighsRuntime,
  problem: PoolProblem<M>,
  clock: SolveClock,
  kind: SolveStep['kind'],
  pool: readonly SolverPlayer[],
  options: StageOptions,
): StageResult<M> | 'infeasible' | undefined {
  const first = run(false, options.start);
  if (first === 'infeasible' || !first) return first;
  const mixed = first.value < first.claimed - tolerance(first.claimed);
  const provenModel = first.bound - first.claimed <= tolerance(first.claimed);
  if (!mixed || !provenModel || options.relativeGap) return { ...first, proven: provenModel && !mixed };
  const exact = run(true, first.plan);
  if (exact === 'infeasible' || !exact) return { ...first, proven: false };
  if (exact.value < exact.claimed - tolerance(exact.claimed)) {
    throw new SolutionRefusedError(`The plan scores ${exact.value} by the rules but the model counted ${exact.claimed}`);
  }
  return { ...exact, proven: exact.bound - exact.value <= tolerance(exact.value) };

  function run(strict: boolean, start: SquadPlan | undefined) {
    const built = problem.build(pool, options.closed, strict);
    const { columns, rows, integers } = built.model;
    clock.lastModel = { players: pool.length, columns, rows, integers };
    const mip = solveMip(highs, built.model, {
      timeLimitSeconds: strict ? clock.remaining() : options.timeLimitSeconds,
      start: start && problem.startFor(built, start),
      relativeGap: options.relativeGap,
      heuristics: options.heuristics,
      restart: options.restart,
      nodeCuts: options.nodeCuts,
    });
    clock.step(strict ? 'exact-formations' : kind, pool.length, mip.objective, { nodes: mip.nodes, iterations: mip.iterations });
    if (mip.status === 'infeasible') return 'infeasible' as const;
    if (!mip.values || mip.objective === null) return undefined;
    const plan = problem.readPlan(built, mip.values);
    const bound = mip.status === 'failed' ? Infinity : Math.max(mip.bound, mip.objective);
    return { model: built, plan, value: problem.score(plan), claimed: mip.objective, bound };
  }
}
