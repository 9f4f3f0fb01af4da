import { POSITION_IDS, POSITIONS, isPositionId, type PositionId } from '../position/positions';
import { toTenths } from '../money/tenths';
import { BUDGET, MAX_PER_CLUB, SQUAD_SIZE, squadQuota } from './squad-limits';

/** What the squad rules need to know about a player (a Player from /api/players fits). */
export interface SquadMember {
  id: number;
  /** 1 GK, 2 DEF, 3 MID, 4 FWD. */
  position: number;
  /** Club id. */
  team: number;
  /** Club name, for the refusal text ('Maximum players from Arsenal selected'). */
  teamName: string;
}

/** A player with his price in £m, one decimal (the builder's and the servers' view). */
export interface SquadCandidate extends SquadMember {
  price: number;
}

/** Which rule a player joining a squad would break. */
export type SquadBreach =
  | { rule: 'duplicate' }
  | { rule: 'full' }
  | { rule: 'unknown-position' }
  /** The position that has no room for him: his own (quota filled) or the slot's (he is not one). */
  | { rule: 'position'; position: PositionId }
  | { rule: 'club'; teamName: string }
  | { rule: 'budget' };

export interface Joining {
  /** The Team Manager replaces within a slot: the player must be of the slot's position. */
  slotPosition?: PositionId;
  /** What bringing him in costs and what there is to spend, tenths of £m. Money is checked only with both. */
  costTenths?: number;
  availableTenths?: number;
  /**
   * He was in the squad before this gameweek's transfers: he is not bought, so the club rule,
   * which is about buying, does not stop him (a player who moved club stays until the next
   * transfer; decision 228).
   */
  held?: boolean;
  /** How many of his club the squad holds, when it is more than `squad` shows (a whole squad checked one by one). */
  clubMates?: number;
  /**
   * The club the squad holds more than three of after the gameweek's transfers, when `squad` does
   * not show it (a whole squad checked one by one); by default the one `squad` holds (`clubOverLimit`).
   */
  overLimit?: string;
}

/**
 * The name of a club `squad` holds more than three of (a player held moved there), or undefined.
 * While there is one, the game refuses every purchase, of any club (decision 228).
 */
export function clubOverLimit(squad: readonly SquadMember[]): string | undefined {
  const perClub = new Map<number, number>();
  for (const p of squad) perClub.set(p.team, (perClub.get(p.team) ?? 0) + 1);
  return squad.find((p) => perClub.get(p.team)! > MAX_PER_CLUB)?.teamName;
}

/**
 * THE squad rule (decision 030): whether `candidate` may join `squad` (the players staying), and
 * if not, which rule stops him. The checks run in the order spec 5 lists the reasons, so a squad
 * gets the same answer in the builder, the Team Manager picker and on the servers; each of those
 * only chooses its own words for the answer.
 */
export function squadBreach(squad: readonly SquadMember[], candidate: SquadMember, joining: Joining = {}): SquadBreach | null {
  if (squad.some((p) => p.id === candidate.id)) return { rule: 'duplicate' };
  if (squad.length >= SQUAD_SIZE) return { rule: 'full' };
  const position = candidate.position;
  if (!isPositionId(position)) return { rule: 'unknown-position' };
  if (joining.slotPosition != null) {
    if (position !== joining.slotPosition) return { rule: 'position', position: joining.slotPosition };
  } else if (squad.filter((p) => p.position === position).length >= squadQuota(position)) {
    return { rule: 'position', position };
  }
  const clubMates = joining.clubMates ?? squad.filter((p) => p.team === candidate.team).length;
  if (!joining.held) {
    if (clubMates >= MAX_PER_CLUB) return { rule: 'club', teamName: candidate.teamName };
    // A purchase of any club waits until the sales bring every club back to three (decision 228).
    const over = joining.overLimit ?? clubOverLimit(squad);
    if (over !== undefined) return { rule: 'club', teamName: over };
  }
  // Tenths, never floats: 99.9 + 0.1 must be exactly the 100.0 budget.
  if (joining.costTenths != null && joining.availableTenths != null && joining.costTenths > joining.availableTenths) {
    return { rule: 'budget' };
  }
  return null;
}

/** The builder's words for each breach: spec 5's refusals, exactly. */
export function builderRefusal(breach: SquadBreach): string {
  switch (breach.rule) {
    case 'duplicate': return 'Player already selected';
    case 'full': return 'Squad is full';
    case 'unknown-position': return 'Unknown position';
    case 'position': return `Maximum ${POSITIONS[breach.position].name}s selected`;
    case 'club': return `Maximum players from ${breach.teamName} selected`;
    case 'budget': return 'Exceeds budget limit';
  }
}

const spentTenths = (squad: readonly { price: number }[]): number => squad.reduce((n, p) => n + toTenths(p.price), 0);

/**
 * Why a player cannot join a draft squad, in the exact words of spec 5, or null when he can: the
 * builder's picker and slot dialog show it as the toast and the dimmed row's tooltip.
 */
export function squadViolation(squad: readonly SquadCandidate[], candidate: SquadCandidate, budget = BUDGET): string | null {
  const breach = squadBreach(squad, candidate, { costTenths: toTenths(candidate.price), availableTenths: toTenths(budget) - spentTenths(squad) });
  return breach && builderRefusal(breach);
}

export const canAddPlayer = (squad: readonly SquadCandidate[], candidate: SquadCandidate, budget = BUDGET): boolean =>
  squadViolation(squad, candidate, budget) === null;

export interface SquadProblem {
  /** Index in the submitted list of the player that broke a rule; null when the squad is short. */
  index: number | null;
  message: string;
}

const QUOTAS = POSITION_IDS.map((id) => `${squadQuota(id)} ${POSITIONS[id].code}`).join(', ');

/**
 * The servers' check of a whole squad (a draft on save-draft, every gameweek of a plan on the
 * plan saves): the players are added one by one through `squadBreach`, so a third goalkeeper or a
 * fourth Arsenal player gets the builder's words, then the squad must be full. `budget` is £m;
 * null leaves money to the caller (a plan's money is its bank, which the replay checks).
 * `held` names the players the squad had before this gameweek's transfers (an owned squad: all
 * of them). The club rule does not stop them; a player bought is refused when his club has three
 * counting every player held and the players bought before him, or when the squad after the
 * transfers still holds more than three of any club (decision 228: the real game lets a manager
 * keep four of a club after one of them moved, but every transfer must leave each club at three).
 */
export function squadProblem(players: readonly SquadCandidate[], budget: number | null = BUDGET, held?: ReadonlySet<number>): SquadProblem | null {
  const squad: SquadCandidate[] = [];
  const isHeld = (p: SquadCandidate) => held?.has(p.id) ?? false;
  const heldOf = (team: number) => players.filter((p) => p.team === team && isHeld(p)).length;
  // Each player counted once: a player listed twice is refused as a duplicate where he appears,
  // not as a fifth of his club at the first purchase before him.
  const overLimit = clubOverLimit([...new Map(players.map((p) => [p.id, p])).values()]);
  for (const [index, player] of players.entries()) {
    const money = budget == null ? {} : { costTenths: toTenths(player.price), availableTenths: toTenths(budget) - spentTenths(squad) };
    const boughtBefore = squad.filter((p) => p.team === player.team && !isHeld(p)).length;
    const clubs = held ? { held: isHeld(player), clubMates: heldOf(player.team) + boughtBefore, overLimit } : {};
    const breach = squadBreach(squad, player, { ...money, ...clubs });
    if (breach) return { index, message: builderRefusal(breach) };
    squad.push(player);
  }
  if (squad.length < SQUAD_SIZE) {
    return { index: null, message: `A squad needs all ${SQUAD_SIZE} players (${QUOTAS}); this one has ${squad.length}.` };
  }
  return null;
}
