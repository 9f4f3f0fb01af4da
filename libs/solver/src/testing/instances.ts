import type { PositionId } from '@draftroom/domain';
import { seededRandom } from '@draftroom/testing';
import type { HighsRuntime } from '../highs/run-highs';
import { loadHighs } from '../load-highs';
import type { SolverPlayer } from '../types';

/** One HiGHS runtime per test file (loading compiles the WebAssembly, ~0.3 s). */
export const testHighs = (): Promise<HighsRuntime> => loadHighs();

/** A small seeded generator, so every random instance can be replayed. */
export const seeded = seededRandom;

const PRICE_RANGE: Record<PositionId, [number, number]> = { 1: [40, 60], 2: [40, 70], 3: [45, 110], 4: [45, 120] };

export interface PoolShape {
  /** Players per position. */
  counts: Record<PositionId, number>;
  clubs: number;
  horizon: number;
  firstId?: number;
}

/**
 * Random players: prices in each position's usual range, xPts loosely rising with price with a
 * lot of noise (and the odd blank), spread over a few clubs so the club limit bites.
 */
export function randomPlayers(random: () => number, shape: PoolShape): SolverPlayer[] {
  const players: SolverPlayer[] = [];
  let id = shape.firstId ?? 1;
  for (const position of [1, 2, 3, 4] as PositionId[]) {
    const [low, high] = PRICE_RANGE[position];
    for (let k = 0; k < shape.counts[position]; k += 1) {
      const price = low + Math.floor(random() * (high - low + 1));
      const quality = (price - low) / (high - low);
      const xpts = Array.from({ length: shape.horizon }, () => (random() < 0.1 ? 0 : Math.round((1 + 5 * quality * random() + 2 * random()) * 100) / 100));
      const club = 1 + Math.floor(random() * shape.clubs);
      players.push({ id, position, club, clubName: `Club ${club}`, name: `P${id}`, price, xpts });
      id += 1;
    }
  }
  return players;
}

/** A player with exactly these numbers (for hand-made cases). */
export const player = (id: number, position: PositionId, club: number, price: number, xpts: number[]): SolverPlayer => ({
  id,
  position,
  club,
  clubName: `Club ${club}`,
  name: `P${id}`,
  price,
  xpts,
});

/** Every k-element subset of a list. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items;
  return [...subsets(rest, k - 1).map((s) => [head, ...s]), ...subsets(rest, k)];
}

/** Every squad of 2 GK, 5 DEF, 5 MID, 3 FWD from a pool (quotas only; budget and clubs are the caller's). */
export function allSquads(pool: readonly SolverPlayer[]): SolverPlayer[][] {
  const quota: Record<PositionId, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };
  let squads: SolverPlayer[][] = [[]];
  for (const position of [1, 2, 3, 4] as PositionId[]) {
    const options = subsets(pool.filter((p) => p.position === position), quota[position]);
    squads = squads.flatMap((s) => options.map((o) => [...s, ...o]));
  }
  return squads;
}

/**
 * The club rule of the real game (decision 228): more than three of a club only while nothing is
 * bought, i.e. every player of the squad is `held` from before (a draft holds nobody).
 */
export const clubsOk = (squad: readonly SolverPlayer[], held: ReadonlySet<number> = new Set()): boolean => {
  if (squad.every((p) => held.has(p.id))) return true;
  const counts = new Map<number, number>();
  for (const p of squad) counts.set(p.club, (counts.get(p.club) ?? 0) + 1);
  return [...counts.values()].every((n) => n <= 3);
};
