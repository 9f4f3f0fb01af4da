import { CHIP_NAMES, CHIPS, chipMakesTransfersFree, chipUsedInHalf, type Chip, type ChipPlay } from './chips';
import { MAX_FREE_TRANSFERS } from './free-transfers';
import { freeTransfersOf, planSquads, updateCurrent, type PlanState } from './plan';
import { withFreeFlags } from './transfers';
import type { GameweekSquad } from './types';

/** Chips played before the plan and planned in its gameweeks other than `gameweek`. */
function otherPlays(plan: PlanState, gameweek: number): ChipPlay[] {
  const planned = Object.values(planSquads(plan)).flatMap((s) => (s.chip && s.gameweek !== gameweek ? [{ chip: s.chip, gameweek: s.gameweek }] : []));
  return [...(plan.chipsPlayed ?? []), ...planned];
}

export interface ChipChoice {
  chip: Chip;
  name: string;
  /** Played this gameweek. */
  active: boolean;
  /** The gameweek it was (or is planned to be) played in this half, which rules it out here. */
  usedIn?: number;
}

/** The chips bar of a gameweek: each chip, whether it is on, and where it was used if it cannot be. */
export function chipChoices(plan: PlanState): ChipChoice[] {
  const gw = plan.current.gameweek;
  const plays = otherPlays(plan, gw);
  return CHIPS.map((chip) => ({ chip, name: CHIP_NAMES[chip], active: plan.current.chip === chip, usedIn: chipUsedInHalf(chip, gw, plays)?.gameweek }));
}

/** The gameweek's transfers marked free or -4 again for its free transfers (all free under a wildcard or free hit). */
const reflagged = (squad: GameweekSquad, free: number): GameweekSquad =>
  ({ ...squad, transfers: withFreeFlags(squad.transfers, chipMakesTransfersFree(squad.chip) ? Number.POSITIVE_INFINITY : free) });

/**
 * Plays (or, with null, cancels) a chip in the gameweek on screen; refused with a reason when it
 * was already played in this half-season.
 */
export function playChip(plan: PlanState, chip: Chip | null): PlanState | { problem: string } {
  const gw = plan.current.gameweek;
  if (chip) {
    const used = chipUsedInHalf(chip, gw, otherPlays(plan, gw));
    if (used) return { problem: `${CHIP_NAMES[chip]} was already played in gameweek ${used.gameweek} (once per half-season)` };
  }
  return updateCurrent(plan, reflagged({ ...plan.current, chip }, freeTransfersOf(plan, gw)));
}

/**
 * The manager's correction of the first planned gameweek's free transfers (the public API cannot
 * see everything): 0 to 5, kept with the plan; the count the history gives stays known.
 */
export function correctFreeTransfers(plan: PlanState, count: number): PlanState {
  const initialFreeTransfers = Math.max(0, Math.min(MAX_FREE_TRANSFERS, Math.round(count)));
  const derivedFreeTransfers = plan.derivedFreeTransfers ?? plan.initialFreeTransfers;
  const next = { ...plan, initialFreeTransfers, derivedFreeTransfers };
  const stored = Object.fromEntries(Object.entries(next.stored).map(([gw, s]) => [gw, reflagged(s, freeTransfersOf(next, Number(gw)))]));
  const withStored = { ...next, stored };
  return { ...withStored, current: reflagged(next.current, freeTransfersOf(withStored, next.current.gameweek)) };
}
