import type { SolverPlayer } from '../types';

/**
 * A player as the model counts him: each gameweek's xPts times his chance of playing it (a
 * starter's share of the planner's projection), with the projection itself kept for the
 * domain's re-scoring (`plan/lineups.ts`). Decision 200.
 */
export interface ModelPlayer extends SolverPlayer {
  /** The request's xPts, before the chance of playing. */
  projected?: readonly number[];
}

/** His chance of playing the k-th planned gameweek (1 when the request gives none). */
export const chanceIn = (p: SolverPlayer, k: number): number => p.chance?.[k] ?? 1;

/** The request's player with his xPts weighed by his chance; the same object when every chance is 1. */
export function modelPlayer(p: SolverPlayer): ModelPlayer {
  if (!p.chance || p.chance.every((c) => c === 1)) return p;
  return { ...p, xpts: p.xpts.map((x, k) => x * chanceIn(p, k)), projected: p.xpts };
}

/** What the planner reads for him in the k-th planned gameweek: his projection, none when he cannot play. */
export function projectionOf(p: ModelPlayer, k: number): number | undefined {
  if (chanceIn(p, k) === 0) return undefined;
  return (p.projected ?? p.xpts)[k];
}
