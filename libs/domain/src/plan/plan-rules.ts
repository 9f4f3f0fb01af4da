import { POSITION_IDS } from '../position/positions';
import { formationShape, type Formation } from '../squad/formations';
import { STARTERS } from '../squad/squad-limits';
import type { PlayerLookup } from './types';

/**
 * The rules of a planned gameweek beyond the squad itself (squadProblem checks the fifteen):
 * the eleven on the pitch and the armbands. The planner service checks every saved gameweek
 * with them; each answers the first problem as a sentence, or undefined.
 */

/** The eleven on the pitch are squad players forming the stated formation. */
export function elevenProblem(
  pitchIds: readonly number[],
  squadIds: readonly number[],
  formation: Formation,
  lookup: PlayerLookup,
): string | undefined {
  if (pitchIds.length !== STARTERS) return `The pitch needs ${STARTERS} players (this one has ${pitchIds.length})`;
  if (new Set(pitchIds).size !== pitchIds.length) return 'A player appears twice on the pitch';
  const squad = new Set(squadIds);
  const outsider = pitchIds.find((id) => !squad.has(id));
  if (outsider != null) return `Player ${outsider} is on the pitch but not in the squad`;
  const shape = formationShape(formation);
  for (const position of POSITION_IDS) {
    const count = pitchIds.filter((id) => lookup(id)?.position === position).length;
    if (count !== shape[position]) return `The pitch does not match the ${formation} formation`;
  }
  return undefined;
}

/**
 * The captain and vice captain (either may be unset) are squad players, and two different ones
 * (spec 4: the armbands are exclusive; making the vice captain captain swaps them).
 */
export function armbandProblem(squadIds: readonly number[], captain: number | null, viceCaptain: number | null): string | undefined {
  for (const [role, id] of [['captain', captain], ['vice captain', viceCaptain]] as const) {
    if (id != null && !squadIds.includes(id)) return `the ${role} is not in the squad`;
  }
  if (captain != null && captain === viceCaptain) return 'the captain cannot also be the vice captain';
  return undefined;
}
