import { MAX_PER_CLUB } from '@draftroom/domain';
import type { SolverPlayer } from '../types';

/**
 * The club rule as the real game applies it (decision 228): a player who moves club stays in the
 * squad, so a squad may hold more than three of a club, but no gameweek may buy a player into a
 * club that has more than three after that gameweek's transfers. Whether `squad` breaks it
 * after moving from `before` (the squad held before the gameweek).
 */
export function breaksClubRule(squad: readonly number[], before: ReadonlySet<number>, byId: ReadonlyMap<number, SolverPlayer>): boolean {
  const perClub = new Map<number, number>();
  const buying = new Set<number>();
  for (const id of squad) {
    const club = byId.get(id)!.club;
    perClub.set(club, (perClub.get(club) ?? 0) + 1);
    if (!before.has(id)) buying.add(club);
  }
  return [...buying].some((club) => perClub.get(club)! > MAX_PER_CLUB);
}

/**
 * The clubs the squad owned holds more than three of (a player moved there), with how many:
 * only they need the model's purchase rows, every other club keeps its plain limit of three.
 */
export function clubsOverLimit(players: readonly SolverPlayer[], owned: ReadonlyMap<number, number>): Map<number, number> {
  const perClub = new Map<number, number>();
  for (const p of players) if (owned.has(p.id)) perClub.set(p.club, (perClub.get(p.club) ?? 0) + 1);
  return new Map([...perClub].filter(([, n]) => n > MAX_PER_CLUB));
}
