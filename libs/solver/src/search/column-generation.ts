import { solveRelaxation, type HighsRuntime } from '../highs/run-highs';
import type { SolverPlayer } from '../types';
import type { BuiltModel, PoolProblem } from './pool-problem';
import { corePool, type Potentials } from './pools';
import type { SolveClock } from './solve-clock';

export interface RelaxationBound {
  /** Upper bound on the objective of every plan over the full pool. */
  ub: number;
  /** Per player and period, the most a plan with him in the squad then can be worth. */
  potential: Potentials;
  /** Players the last relaxation put (partly) in a squad. */
  support: SolverPlayer[];
}

const ROUNDS = 8;
const ADD_PER_ROUND = 40;
/** A player adding less than this to the bound is not worth another LP round. */
const PRICE_TOLERANCE = 1e-7;

/**
 * The LP relaxation over the full pool without building it: solve it on a core pool, price
 * every other player at its duals, add those who could add something, repeat (column
 * generation). By Lagrangian weak duality, every plan over the full pool is worth at most
 * ub = LP value + the sum of what the players outside the core could add (`price().best`), so
 * the bound holds even if the rounds stop before nobody could add anything. Answers undefined
 * when no LP could be solved in time, 'infeasible' when the full pool has no fractional plan.
 */
export function boundByColumnGeneration<M extends BuiltModel>(
  highs: HighsRuntime,
  problem: PoolProblem<M>,
  clock: SolveClock,
): RelaxationBound | 'infeasible' | undefined {
  const all = problem.players;
  let core = corePool(problem);
  let found: RelaxationBound | undefined;
  for (let round = 0; round < ROUNDS; round += 1) {
    const built = problem.build(core);
    const lp = solveRelaxation(highs, built.model, clock.remaining());
    clock.step('relaxation', core.length, lp.status === 'optimal' ? lp.objective : null, { iterations: lp.iterations });
    if (lp.status === 'infeasible') {
      // The core may be too small to fill a squad; only the full pool's infeasibility counts.
      if (core.length === all.length) return 'infeasible';
      core = [...all];
      continue;
    }
    if (lp.status !== 'optimal') return found;
    const inCore = new Set(core.map((p) => p.id));
    // Protected players are in every model, so they are never priced (nor dropped).
    const prices = all.filter((p) => !problem.protectedIds.has(p.id)).map((p) => ({ player: p, ...problem.price(built, lp.rowDuals, p) }));
    const outside = prices.filter((q) => !inCore.has(q.player.id));
    const ub = lp.objective + outside.reduce((n, q) => n + q.best, 0);
    found = {
      ub,
      potential: new Map(prices.map((q) => [q.player.id, q.usedIn.map((v) => ub - q.best + v)])),
      support: core.filter((_, i) => problem.squadShare(built, lp.values, i) > 1e-6),
    };
    const missing = outside.filter((q) => q.best > PRICE_TOLERANCE).sort((a, b) => b.best - a.best);
    if (missing.length === 0) break;
    core = [...core, ...missing.slice(0, ADD_PER_ROUND).map((q) => q.player)];
  }
  return found;
}
