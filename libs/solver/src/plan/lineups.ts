import { bestLineup, TEAM_FORMATIONS, type LineupPlayer, type TeamFormation } from '@draftroom/domain';
import type { GameweekLineup, SolverPlayer } from '../types';

type Scored = LineupPlayer & { player: SolverPlayer };

/** The domain reads xPts as xptsGW{n}; this puts one gameweek's figure under that key. */
export const scored = (p: SolverPlayer, index: number, gameweek: number): Scored =>
  ({ id: p.id, position: p.position, [`xptsGW${gameweek}`]: p.xpts[index], player: p }) as Scored;

/**
 * The gameweek's eleven, as Rate my team picks it (`bestLineup`: the formation whose best eleven
 * scores most with the captain doubled). The model's lineup variables reach the same value (see
 * `model/lineup-rows.ts`); the whole numbers shown come from the domain.
 *
 * The vice captain is the starter with the second-most xPts. He is chosen after the solve: he
 * earns nothing in the objective (a projection is already an expectation over the captain
 * playing), so choosing him cannot change which plan is best.
 */
export function lineupOf(squad: readonly SolverPlayer[], index: number, gameweek: number): GameweekLineup {
  const players = squad.map((p) => scored(p, index, gameweek));
  const lineup = bestLineup(players, gameweek, TEAM_FORMATIONS);
  if (!lineup || !lineup.captain) throw new Error(`Gameweek ${gameweek}: the squad cannot field an eleven`);
  const xpts = (p: Scored) => p.player.xpts[index];
  const vice = lineup.starters
    .filter((p) => p.id !== lineup.captain!.id)
    .reduce((best, p) => (xpts(p) > xpts(best) ? p : best));
  return {
    gameweek,
    formation: lineup.formation as TeamFormation,
    starters: lineup.starters.map((p) => p.id),
    bench: lineup.bench.map((p) => p.id),
    captain: lineup.captain.id,
    viceCaptain: vice.id,
    xpts: lineup.points,
    benchXpts: lineup.bench.reduce((n, p) => n + xpts(p), 0),
  };
}

/**
 * The model's objective for one gameweek of a squad: (1 - w) x eleven + captain + w x fifteen,
 * which is the eleven with the captain doubled plus w times the bench.
 */
export const lineupObjective = (lineup: GameweekLineup, benchWeight: number): number => lineup.xpts + benchWeight * lineup.benchXpts;
