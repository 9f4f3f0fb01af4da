import { POSITIONS, isPositionId } from '../positions';
import { BUDGET, MAX_PER_CLUB, SQUAD_SIZE, squadQuota, sumPrices, toTenths } from '../squad';

/** What the squad rules need to know about a player (a Player from /api/players fits). */
export interface SquadCandidate {
  id: number;
  /** 1 GK, 2 DEF, 3 MID, 4 FWD. */
  position: number;
  /** Club id. */
  team: number;
  /** Club name, for the refusal text ('Maximum players from Arsenal selected'). */
  teamName: string;
  /** £m, one decimal. */
  price: number;
}

/**
 * Why a player cannot join a draft squad, in the exact words of spec 5, or null when he can.
 * The ONE rule behind the builder's picker, its slot dialog and the drafts service: the checks run
 * in the order the spec lists them, so the same squad always gets the same reason everywhere.
 */
export function squadViolation(squad: readonly SquadCandidate[], candidate: SquadCandidate, budget = BUDGET): string | null {
  if (squad.some((p) => p.id === candidate.id)) return 'Player already selected';
  if (squad.length >= SQUAD_SIZE) return 'Squad is full';
  const position = candidate.position;
  if (!isPositionId(position)) return 'Unknown position';
  if (squad.filter((p) => p.position === position).length >= squadQuota(position)) {
    return `Maximum ${POSITIONS[position].name}s selected`;
  }
  if (squad.filter((p) => p.team === candidate.team).length >= MAX_PER_CLUB) {
    return `Maximum players from ${candidate.teamName} selected`;
  }
  // Tenths, never floats: 99.9 + 0.1 must be exactly the 100.0 budget.
  const spent = squad.reduce((n, p) => n + toTenths(p.price), 0);
  if (spent + toTenths(candidate.price) > toTenths(budget)) return 'Exceeds budget limit';
  return null;
}

export const canAddPlayer = (squad: readonly SquadCandidate[], candidate: SquadCandidate, budget = BUDGET): boolean =>
  squadViolation(squad, candidate, budget) === null;

export interface SquadProblem {
  /** Index in the submitted list of the player that broke a rule; null when the squad is short. */
  index: number | null;
  message: string;
}

/**
 * Checks a complete squad as the server receives it: the players are added one by one through
 * `squadViolation` (so a third goalkeeper or a fourth Arsenal player gets the builder's words),
 * then the squad must be full.
 */
export function squadProblem(players: readonly SquadCandidate[], budget = BUDGET): SquadProblem | null {
  const squad: SquadCandidate[] = [];
  for (const [index, player] of players.entries()) {
    const refusal = squadViolation(squad, player, budget);
    if (refusal) return { index, message: refusal };
    squad.push(player);
  }
  if (squad.length < SQUAD_SIZE) {
    return { index: null, message: `A draft needs all ${SQUAD_SIZE} players (2 GK, 5 DEF, 5 MID, 3 FWD); this one has ${squad.length}.` };
  }
  return null;
}

/** £m, one decimal, summed in tenths. */
export const squadCost = (squad: readonly { price: number }[]): number => sumPrices(squad.map((p) => p.price));

export const remainingBudget = (squad: readonly { price: number }[], budget = BUDGET): number =>
  (toTenths(budget) - toTenths(squadCost(squad))) / 10;

/** Players per position number: {'1': 2, '2': 5, '3': 5, '4': 3}; every position is present. */
export function positionCounts(squad: readonly { position: number }[]): Record<string, number> {
  const counts: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const p of squad) counts[String(p.position)] = (counts[String(p.position)] ?? 0) + 1;
  return counts;
}

/** Players per club short name: {'LIV': 3, 'ARS': 2, ...}. */
export function teamCounts(squad: readonly { teamShortName: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of squad) counts[p.teamShortName] = (counts[p.teamShortName] ?? 0) + 1;
  return counts;
}

/** Club counts for display: most players first, then by club code. */
export function sortedTeamCounts(counts: Readonly<Record<string, number>>): Array<[string, number]> {
  return Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/** How many more of each position the squad needs: {1: 0, 2: 3, ...}. */
export function openSlots(squad: readonly { position: number }[]): Record<1 | 2 | 3 | 4, number> {
  const counts = positionCounts(squad);
  return { 1: squadQuota(1) - counts[1], 2: squadQuota(2) - counts[2], 3: squadQuota(3) - counts[3], 4: squadQuota(4) - counts[4] };
}
