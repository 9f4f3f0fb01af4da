import { LAST_GAMEWEEK } from '@draftroom/domain';
import type { KeptChipWorth, SolverChip } from '../types';
import type { ChipSeason } from './run-replay';

/** How the solver plays its chips in a replay: what one kept past the plan is worth (decision 186). */
export interface ChipPolicy {
  keptChipWorth?: KeptChipWorth;
  /**
   * The wildcard and free hit allowed only in the deadline's own gameweek, the only one whose
   * chip is played: whether a later gameweek would suit them better is the kept worth's to say,
   * and each free-hit gameweek allowed is a second squad in the model (decision 208), slow to solve.
   */
  squadChipsAtDeadline?: boolean;
}

/**
 * What the replay's solver holds each chip worth past its plan, in xPts, by default: the best of
 * the sets tried on 2024/25 (docs/solver.md, "Season replay"; decision 186). About what a bench
 * boost or triple captain gains in a good week of our xPts; the wildcard none, so that it goes
 * where it pays in its half rather than waiting for a week the plan cannot see.
 */
export const REPLAY_KEPT_CHIP_WORTH: Readonly<Record<SolverChip, number>> = { wildcard: 0, freehit: 14, bboost: 14, '3xc': 12 };

/** The chips 2024/25 allowed once in the whole season, so held to its last gameweek. */
const ONCE_A_SEASON_2024_25: readonly SolverChip[] = ['freehit', 'bboost', '3xc'];

/** The chip policy of a season's rules: 2024/25's once-a-season chips are worth keeping until GW38, not the half's end. */
export function chipPolicy(season: ChipSeason, worth: Partial<Record<SolverChip, number>> = REPLAY_KEPT_CHIP_WORTH, squadChipsAtDeadline = false): ChipPolicy {
  const lastGameweek = season === '2024/25' ? Object.fromEntries(ONCE_A_SEASON_2024_25.map((chip) => [chip, LAST_GAMEWEEK])) : undefined;
  return { keptChipWorth: { worth: { ...worth }, lastGameweek }, squadChipsAtDeadline };
}
