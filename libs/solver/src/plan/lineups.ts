import { bestLineup, projectedPoints, TEAM_FORMATIONS, type Chip, type Lineup, type LineupPlayer, type SquadSlot, type TeamFormation } from '@draftroom/domain';
import { chanceIn, projectionOf, type ModelPlayer } from '../request/chance';
import type { GameweekLineup, SolverPlayer } from '../types';

type Scored = LineupPlayer & { player: SolverPlayer };

/** The domain reads xPts as xptsGW{n}; this puts one gameweek's figure (as the model counts it) under that key. */
export const scored = (p: SolverPlayer, index: number, gameweek: number): Scored =>
  ({ id: p.id, position: p.position, [`xptsGW${gameweek}`]: p.xpts[index], player: p }) as Scored;

function arranged(squad: readonly SolverPlayer[], index: number, gameweek: number): Lineup<Scored> & { captain: Scored } {
  const lineup = bestLineup(squad.map((p) => scored(p, index, gameweek)), gameweek, TEAM_FORMATIONS);
  if (!lineup || !lineup.captain) throw new Error(`Gameweek ${gameweek}: the squad cannot field an eleven`);
  return lineup as Lineup<Scored> & { captain: Scored };
}

/** One gameweek of a squad in the model's terms (each player's xPts times his chance of playing). */
export interface GameweekParts {
  /** The best eleven's xPts with the captain's counted twice. */
  eleven: number;
  /** The bench's xPts. */
  bench: number;
  /** What a bench boost adds at full weight: the bench's positive xPts (the model never boosts a negative one). */
  boost: number;
  /** What a triple captain adds: the captain's xPts, when positive. */
  third: number;
}

export function modelParts(squad: readonly SolverPlayer[], index: number, gameweek: number): GameweekParts {
  const lineup = arranged(squad, index, gameweek);
  const bench = lineup.bench.map((p) => p.player.xpts[index]);
  return {
    eleven: lineup.points,
    bench: bench.reduce((n, x) => n + x, 0),
    boost: bench.reduce((n, x) => n + Math.max(0, x), 0),
    third: Math.max(0, lineup.captain.player.xpts[index]),
  };
}

/**
 * The model's objective for one gameweek of a squad without a chip: the best eleven with the
 * captain doubled plus `benchWeight` times the bench.
 */
export function modelValue(squad: readonly SolverPlayer[], index: number, gameweek: number, benchWeight: number): number {
  const parts = modelParts(squad, index, gameweek);
  return parts.eleven + benchWeight * parts.bench;
}

/** The lineup's projected points by the planner's own rule (`projectedPoints`, decision 200). */
export function plannerProjection(
  lineup: Pick<GameweekLineup, 'starters' | 'bench' | 'captain' | 'viceCaptain'>,
  byId: ReadonlyMap<number, ModelPlayer>,
  index: number,
  chip: Chip | null = null,
): number {
  const slot = (id: number): SquadSlot => ({ position: byId.get(id)!.position, playerId: id });
  const squad = { starters: lineup.starters.map(slot), bench: lineup.bench.map(slot), captainId: lineup.captain, viceCaptainId: lineup.viceCaptain };
  return projectedPoints(squad, (id) => projectionOf(byId.get(id)!, index), 0, { chip, chanceOf: (id) => chanceIn(byId.get(id)!, index) }).xpts;
}

/**
 * The gameweek's eleven, as Rate my team picks it (`bestLineup`: the formation whose best eleven
 * scores most with the captain doubled), by each player's xPts times his chance of playing. The
 * model's lineup variables reach the same value (see `model/lineup-rows.ts`). The bench comes on
 * in the order shown (spare goalkeeper first, then outfielders best first), and the projection
 * reported is the planner's for exactly this lineup.
 *
 * The vice captain is the starter with the second-most xPts. He is chosen after the solve: the
 * model does not count him, and the planner's projection of the plan does (when the captain may
 * not play), so the reported figure is the planner's for the vice shown.
 */
export function lineupOf(squad: readonly SolverPlayer[], index: number, gameweek: number, chip: Chip | null = null): GameweekLineup {
  const lineup = arranged(squad, index, gameweek);
  const xpts = (p: Scored) => p.player.xpts[index];
  const vice = lineup.starters
    .filter((p) => p.id !== lineup.captain.id)
    .reduce((best, p) => (xpts(p) > xpts(best) ? p : best));
  const shown = {
    starters: lineup.starters.map((p) => p.id),
    bench: lineup.bench.map((p) => p.id),
    captain: lineup.captain.id,
    viceCaptain: vice.id,
  };
  return {
    gameweek,
    formation: lineup.formation as TeamFormation,
    ...shown,
    xpts: plannerProjection(shown, new Map(squad.map((p) => [p.id, p])), index, chip),
    benchXpts: lineup.bench.reduce((n, p) => n + xpts(p), 0),
  };
}
