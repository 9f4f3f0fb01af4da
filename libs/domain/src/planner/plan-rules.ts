import { formationShape, type Formation } from '../formations';
import { POSITION_IDS, POSITIONS } from '../positions';
import { MAX_PER_CLUB, SQUAD_SIZE, STARTERS, squadQuota } from '../squad';
import type { PlayerLookup } from './types';

/**
 * Checks a stored plan squad against real players (the planner service validates every saved
 * gameweek with it). Answers the first problem as a sentence, or undefined when the squad is legal.
 */
export function planSquadProblem(playerIds: readonly number[], lookup: PlayerLookup): string | undefined {
  if (playerIds.length !== SQUAD_SIZE) return `A squad needs ${SQUAD_SIZE} players (this one has ${playerIds.length})`;
  const seen = new Set<number>();
  for (const id of playerIds) {
    if (seen.has(id)) return `Player ${id} appears twice in the squad`;
    seen.add(id);
    if (!lookup(id)) return `Player ${id} is not a known player`;
  }
  const players = playerIds.map((id) => lookup(id)!);
  for (const position of POSITION_IDS) {
    const count = players.filter((p) => p.position === position).length;
    if (count !== squadQuota(position)) {
      return `A squad needs exactly ${squadQuota(position)} ${POSITIONS[position].name.toLowerCase()}s (this one has ${count})`;
    }
  }
  const perClub = new Map<number, { name: string; count: number }>();
  for (const p of players) {
    const club = perClub.get(p.team) ?? { name: p.teamName, count: 0 };
    club.count += 1;
    perClub.set(p.team, club);
    if (club.count > MAX_PER_CLUB) return `A squad may hold at most ${MAX_PER_CLUB} players from ${club.name}`;
  }
  return undefined;
}

/** Checks that the eleven on the pitch are squad players forming the stated formation. */
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
