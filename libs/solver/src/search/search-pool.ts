import type { HighsRuntime } from '../highs/run-highs';
import type { OnSolveProgress, SolveStep } from '../types';
import { boundByColumnGeneration } from './column-generation';
import { solveStage } from './mip-stage';
import { corePool, incumbentPool, playersWorthKeeping } from './pools';
import type { BuiltModel, PoolProblem, SquadPlan } from './pool-problem';
import { SolveClock, type ModelFootprint } from './solve-clock';

export interface SearchResult {
  /** The size of the last mixed-integer program solved. */
  size: ModelFootprint;
  plan: SquadPlan;
  /** The plan's value by the domain's rules. */
  objective: number;
  /** Valid for the FULL pool (see below); Infinity when nothing could be proven in time. */
  bound: number;
  optimal: boolean;
  lpSolves: number;
  mipSolves: number;
  steps: SolveStep[];
}

export type SearchOutcome = SearchResult | 'infeasible' | 'no-plan';

/** Share of the time limit the incumbent may use, and the gap at which it may stop. */
const INCUMBENT_SHARE = 0.3;
const INCUMBENT_GAP = 1e-3;
/**
 * A final proof of this many players or more may restart (decision 209): HiGHS's root, with cuts,
 * rules out columns our potentials could not, and re-presolving without them pays on the hard
 * 6-gameweek plans (430-490 players, 10-30% less CPU). A smaller proof is not restarted: each
 * restart repeats the root's cut rounds for little to fix (150-170 players, 2-8x slower).
 */
const RESTART_FROM_PLAYERS = 300;

/**
 * Solves a squad problem over the full player pool while handing HiGHS only the players that
 * can matter, without giving up the proof.
 *
 * 1. `boundByColumnGeneration`: ub, an upper bound over the full pool, and for every player
 *    and period the potential: the most a plan with him in the squad then can be worth.
 * 2. Incumbent: the MIP over the players the LP uses plus the most promising ones, started from
 *    the obvious plan if there is one and stopped near its optimum; lb = its plan's value.
 * 3. Every plan better than lb has player i in period k only where potential(i, k) >= lb. A
 *    final MIP over those players, the other periods closed and started from the incumbent,
 *    proves the optimum. Its bound B is valid for the full pool: a better plan would live in
 *    that model, so the full optimum is at most max(lb, B). The reported bound is min(ub, B).
 */
export function searchPool<M extends BuiltModel>(
  highs: HighsRuntime,
  problem: PoolProblem<M>,
  timeLimitSeconds: number,
  onProgress?: OnSolveProgress,
): SearchOutcome {
  const clock = new SolveClock(timeLimitSeconds, onProgress);
  const all = problem.players;
  // First, while the clock is young: a starved solve (nice 19 on a busy machine) may get little
  // further, and this is what it answers then instead of the squad kept. It is the first plan
  // a watching manager sees (issue 30).
  const heuristic = problem.heuristicPlan?.();
  if (heuristic) clock.improved(problem.score(heuristic));
  const relaxed = boundByColumnGeneration(highs, problem, clock);
  if (relaxed === 'infeasible') return 'infeasible';
  const ub = relaxed?.ub ?? Infinity;
  clock.bounded(ub);

  const firstPool = relaxed ? incumbentPool(problem, relaxed.support, relaxed.potential) : corePool(problem);
  const first = solveStage(highs, problem, clock, 'incumbent', firstPool, {
    timeLimitSeconds: clock.remaining() * INCUMBENT_SHARE,
    relativeGap: INCUMBENT_GAP,
    start: problem.obviousPlan?.(),
  });
  if (first === 'infeasible' && firstPool.length === all.length) return 'infeasible';
  const known = first === 'infeasible' ? undefined : first;
  if (known) clock.improved(known.value);

  const worth = relaxed && known ? playersWorthKeeping(problem, relaxed.potential, known.value, ub) : { players: all, closed: undefined };
  const inFirst = new Set(firstPool.map((p) => p.id));
  const finalPool = [...firstPool, ...worth.players.filter((p) => !inFirst.has(p.id))];
  const last = survivingAbort(() => solveStage(highs, problem, clock, 'final', finalPool, {
    closed: worth.closed,
    start: known?.plan,
    timeLimitSeconds: clock.remaining(),
    heuristics: !known,
    restart: finalPool.length >= RESTART_FROM_PLAYERS,
    // Cut rounds at every node cost more than the nodes they save, in every final proof measured
    // (with restarts on the large ones): 8-40% less CPU with cuts at the root only (decision 209).
    nodeCuts: false,
  }));
  if (last === 'infeasible' && !known) return 'infeasible';
  const proven = last && last !== 'infeasible' ? last : undefined;
  // If HiGHS found nothing better in time, the plans made without it are still plans.
  const fallbacks = [heuristic, problem.obviousPlan?.()].filter((plan) => !!plan).map((plan) => ({ plan: plan!, value: problem.score(plan!) }));
  const best = [known, proven, ...fallbacks].filter((s) => !!s).sort((a, b) => b!.value - a!.value)[0];
  if (!best) return 'no-plan';
  const bound = Math.min(ub, proven ? Math.max(best.value, proven.bound) : Infinity);
  return {
    size: clock.lastModel,
    plan: best.plan,
    objective: best.value,
    bound: Math.max(best.value, bound),
    optimal: !!proven?.proven && best.value <= proven.value + 1e-9,
    lpSolves: clock.lpSolves,
    mipSolves: clock.mipSolves,
    steps: clock.steps,
  };
}

/**
 * HiGHS's WebAssembly build aborts (a C++ exception it cannot throw, e.g. out of its 2 GB of
 * memory) on the largest final models: every chip over six gameweeks, after some 50 s of branch
 * and bound (decision 208). The plans found before it still stand, with the bound proven before
 * it; the runtime is not to be used again (the planner runs each solve in a process of its own).
 */
function survivingAbort<T>(stage: () => T): T | undefined {
  try {
    return stage();
  } catch (error) {
    // WebAssembly.RuntimeError, by name: the solver's lib types have no WebAssembly.
    if (error instanceof Error && error.name === 'RuntimeError' && error.message.startsWith('Aborted')) return undefined;
    throw error;
  }
}
