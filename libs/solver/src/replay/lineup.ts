import type { Chip } from '@draftroom/domain';
import { lineupOf, modelValue } from '../plan/lineups';
import type { SolverPlayer } from '../types';
import type { Fielded, MarketPlayer } from './types';

/** The market at a deadline as the solver reads it: each player with his xPts of the `horizon` gameweeks from then (0 where none). */
export function solverPlayers(market: ReadonlyMap<number, MarketPlayer>, xpts: ReadonlyMap<number, readonly number[]>, horizon: number): SolverPlayer[] {
  return [...market.values()].map((p) => {
    const projected = xpts.get(p.id) ?? [];
    return { ...p, xpts: Array.from({ length: horizon }, (_, k) => projected[k] ?? 0) };
  });
}

/**
 * The eleven, bench and armbands a manager following the xPts fields: the solver's own choice
 * for a squad (`lineupOf`, the domain's best lineup with the captain doubled and the second-best
 * starter as vice), for the first gameweek of the players' xPts.
 */
export function bestFielded(squad: readonly SolverPlayer[], gameweek: number): Fielded & { xpts: number } {
  const lineup = lineupOf(squad, 0, gameweek);
  return { starters: lineup.starters, bench: lineup.bench, captain: lineup.captain, viceCaptain: lineup.viceCaptain, xpts: lineup.xpts };
}

/** The best elevens' xPts (captain doubled) of a squad over the first `horizon` gameweeks of its xPts. */
export function squadValue(squad: readonly SolverPlayer[], firstGameweek: number, horizon: number): number {
  let total = 0;
  for (let k = 0; k < horizon; k += 1) total += modelValue(squad, k, firstGameweek + k, 0);
  return total;
}

/**
 * What the xPts of a deadline promised for a fielded eleven: the starters' xPts with the
 * captain's counted twice (three times with the triple captain; the bench too with the bench boost).
 */
export function fieldedXpts(fielded: Fielded, xptsOf: (id: number) => number, chip: Chip | null = null): number {
  const bench = chip === 'bboost' ? fielded.bench.reduce((n, id) => n + xptsOf(id), 0) : 0;
  return fielded.starters.reduce((n, id) => n + xptsOf(id), 0) + xptsOf(fielded.captain) * (chip === '3xc' ? 2 : 1) + bench;
}
