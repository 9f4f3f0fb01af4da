import { MAX_PER_CLUB } from '@draftroom/domain';
import type { SolverPlayer } from '../types';

/**
 * The club rule as the real game applies it (decision 228): a player who moves club stays in the
 * squad, so a squad may hold more than three of a club until its next transfer; a gameweek that
 * buys anyone, of any club, must leave every club at three or fewer. Whether `squad` breaks it
 * after moving from `before` (the squad held before the gameweek).
 */
export function breaksClubRule(squad: readonly number[], before: ReadonlySet<number>, byId: ReadonlyMap<number, SolverPlayer>): boolean {
  if (squad.every((id) => before.has(id))) return false;
  const perClub = new Map<number, number>();
  for (const id of squad) {
    const club = byId.get(id)!.club;
    perClub.set(club, (perClub.get(club) ?? 0) + 1);
  }
  return [...perClub.values()].some((n) => n > MAX_PER_CLUB);
}

/**
 * The clubs the squad owned holds more than three of (a player moved there), with how many:
 * only they need the model's "buys someone" terms, every other club keeps its plain limit of three.
 */
export function clubsOverLimit(players: readonly SolverPlayer[], owned: ReadonlyMap<number, number>): Map<number, number> {
  const perClub = new Map<number, number>();
  for (const p of players) if (owned.has(p.id)) perClub.set(p.club, (perClub.get(p.club) ?? 0) + 1);
  return new Map([...perClub].filter(([, n]) => n > MAX_PER_CLUB));
}
