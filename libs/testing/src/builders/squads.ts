import type { Player } from '@draftroom/contracts';
import { canAddPlayer, squadCost, squadViolation, toTenths } from '@draftroom/domain';

/** Squad places per position: 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards. */
const QUOTA = [0, 2, 5, 5, 3];
/** Cheapest first; ties by id, so every run picks the same players. */
export const byPrice = (a: Player, b: Player): number => a.price - b.price || a.id - b.id;

/** The cheapest legal 15 among `players`: per position the cheapest the rules allow (after `start`). */
export function cheapSquad(players: readonly Player[], start: readonly Player[] = []): Player[] {
  const squad = [...start];
  for (const position of [1, 2, 3, 4]) {
    for (const p of players.filter((x) => x.position === position).sort(byPrice)) {
      if (squad.filter((s) => s.position === position).length >= QUOTA[position]) break;
      if (canAddPlayer(squad, p)) squad.push(p);
    }
  }
  return squad;
}

/**
 * A legal 15 costing exactly £100.0m: a cheap squad whose players are upgraded, one by one, to
 * the dearest same-position player the remaining money (and the club limit) allows.
 */
export function squadCostingExactly100(players: readonly Player[]): Player[] {
  const squad = cheapSquad(players);
  for (let i = 0; i < squad.length; i += 1) {
    const others = squad.filter((_, j) => j !== i);
    const room = 1000 - toTenths(squadCost(others));
    const upgrade = players
      .filter((p) => p.position === squad[i].position && toTenths(p.price) <= room && squadViolation(others, p) === null)
      .sort((a, b) => b.price - a.price || a.id - b.id)[0];
    if (upgrade) squad[i] = upgrade;
  }
  if (toTenths(squadCost(squad)) !== 1000) throw new Error(`could not build a £100.0m squad (got ${squadCost(squad)})`);
  return squad;
}

/** The cheapest player of a position, of `club` or (ofClub false) of any other, not in `squad`. */
export const cheapestOf = (players: readonly Player[], squad: readonly Player[], position: number, club: number, ofClub = true): Player | undefined =>
  players.filter((p) => p.position === position && (p.team === club) === ofClub && !squad.some((s) => s.id === p.id)).sort(byPrice)[0];

/**
 * A squad holding four of one club, as after a player moved there (decision 228): the cheap
 * squad with one player of another club replaced by the first club it holds three of.
 */
export function squadWithFourOfAClub(players: readonly Player[]): { squad: Player[]; club: number } {
  const cheap = cheapSquad(players);
  const club = cheap.find((p) => cheap.filter((q) => q.team === p.team).length === 3)!.team;
  const gone = cheap.findIndex((p) => p.team !== club && cheapestOf(players, cheap, p.position, club));
  return { squad: cheap.map((p, i) => (i === gone ? cheapestOf(players, cheap, p.position, club)! : p)), club };
}

export const ids = (squad: readonly Player[]): number[] => squad.map((p) => p.id);

/** The body the builder posts to /api/save-draft for a squad. */
export const saveBody = (name: string, squad: readonly Player[]) => ({ name, selectedPlayers: ids(squad), totalCost: squadCost(squad) });
