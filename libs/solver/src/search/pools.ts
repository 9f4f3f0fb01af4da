import { POSITION_IDS, squadQuota } from '@draftroom/domain';
import type { SolverPlayer } from '../types';
import type { BuiltModel, ClosedPeriods, PoolProblem } from './pool-problem';

/** The most a plan can be worth with a player in the squad in period k, by player id. */
export type Potentials = ReadonlyMap<number, readonly number[]>;

const best = (values: readonly number[] | undefined) => (values ? Math.max(...values) : Infinity);

/** First relaxation's players per squad place of a position (5 defenders' places -> 20 defenders). */
const CORE_PER_PLACE = 4;
/** Players added to the incumbent's pool beyond those the relaxation uses, best potential first. */
const INCUMBENT_EXTRA = 12;

const withProtected = <M extends BuiltModel>(problem: PoolProblem<M>, chosen: Iterable<SolverPlayer>): SolverPlayer[] => {
  const ids = new Set([...chosen].map((p) => p.id));
  for (const id of problem.protectedIds) ids.add(id);
  // Keep the request's order so every model of a solve lists players the same way.
  return problem.players.filter((p) => ids.has(p.id));
};

/** The protected players and, per position, the best by the problem's own ranking. */
export function corePool<M extends BuiltModel>(problem: PoolProblem<M>): SolverPlayer[] {
  const chosen: SolverPlayer[] = [];
  for (const position of POSITION_IDS) {
    const ranked = problem.players.filter((p) => p.position === position).sort((a, b) => problem.seedScore(b) - problem.seedScore(a));
    chosen.push(...ranked.slice(0, CORE_PER_PLACE * squadQuota(position)));
  }
  return withProtected(problem, chosen);
}

/** The players the relaxation put in a squad, and the next most promising by potential. */
export function incumbentPool<M extends BuiltModel>(
  problem: PoolProblem<M>,
  support: readonly SolverPlayer[],
  potential: Potentials,
): SolverPlayer[] {
  const inSupport = new Set(support.map((p) => p.id));
  const extra = problem.players
    .filter((p) => !inSupport.has(p.id) && !problem.protectedIds.has(p.id))
    .sort((a, b) => best(potential.get(b.id)) - best(potential.get(a.id)))
    .slice(0, INCUMBENT_EXTRA);
  return withProtected(problem, [...support, ...extra]);
}

/**
 * Players a plan better than `lb` might use (potential >= lb in some period), and the periods
 * each of them cannot be in the squad of such a plan. A margin absorbs the LP's floating-point
 * tolerances, so nothing is closed on a rounding error.
 */
export function playersWorthKeeping<M extends BuiltModel>(
  problem: PoolProblem<M>,
  potential: Potentials,
  lb: number,
  ub: number,
): { players: SolverPlayer[]; closed: ClosedPeriods } {
  const margin = 1e-6 * Math.max(1, Math.abs(ub)) + 1e-5;
  const closed = new Map<number, boolean[]>();
  const players = problem.players.filter((p) => {
    const values = potential.get(p.id);
    if (!values) return true;
    const shut = values.map((v) => v < lb - margin);
    if (shut.some(Boolean)) closed.set(p.id, shut);
    return !shut.every(Boolean);
  });
  return { players: withProtected(problem, players), closed };
}
