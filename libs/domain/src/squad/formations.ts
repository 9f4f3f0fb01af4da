import type { PositionId } from '../position/positions';

/**
 * Formations as defenders-midfielders-forwards (one goalkeeper always). The spec gives two
 * lists that differ in their last entries: the builder-side list and the Rate my team / Team
 * Manager list.
 */
export const BUILDER_FORMATIONS = ['3-4-3', '3-5-2', '4-3-3', '4-4-2', '4-5-1', '5-3-2', '5-4-1'] as const;
export const TEAM_FORMATIONS = ['3-4-3', '3-5-2', '4-3-3', '4-4-2', '4-5-1', '5-2-3', '5-3-2'] as const;
export type Formation = (typeof BUILDER_FORMATIONS)[number] | (typeof TEAM_FORMATIONS)[number];

export const DEFAULT_RATE_TEAM_FORMATION: Formation = '4-3-3';
export const DEFAULT_TEAM_MANAGER_FORMATION: Formation = '4-4-2';

/** Starters per position for a formation: '4-4-2' -> {1: 1, 2: 4, 3: 4, 4: 2}. */
export function formationShape(formation: Formation): Record<PositionId, number> {
  const [def, mid, fwd] = formation.split('-').map(Number);
  return { 1: 1, 2: def, 3: mid, 4: fwd };
}

export function isFormation(value: string, list: readonly string[] = TEAM_FORMATIONS): value is Formation {
  return list.includes(value);
}

export interface Arranged<T> {
  /** The eleven, goalkeeper first then defenders, midfielders, forwards. */
  starters: T[];
  /** The rest: the spare goalkeeper first (as the game orders a bench), then outfielders best first. */
  bench: T[];
}

/**
 * Picks a formation's eleven from a squad: for each position, the best-ranked players (by
 * `better`, e.g. higher xPts or an earlier pitch order) start; the rest go to the bench.
 * Returns undefined when the squad has too few players of some position for the formation.
 */
export function arrangeByFormation<T>(
  squad: readonly T[],
  formation: Formation,
  positionOf: (player: T) => PositionId,
  better: (a: T, b: T) => number,
): Arranged<T> | undefined {
  const shape = formationShape(formation);
  const starters: T[] = [];
  const spareKeepers: T[] = [];
  const outfieldBench: T[] = [];
  for (const position of [1, 2, 3, 4] as PositionId[]) {
    const ranked = squad.filter((p) => positionOf(p) === position).sort(better);
    if (ranked.length < shape[position]) return undefined;
    starters.push(...ranked.slice(0, shape[position]));
    (position === 1 ? spareKeepers : outfieldBench).push(...ranked.slice(shape[position]));
  }
  return { starters, bench: [...spareKeepers, ...outfieldBench.sort(better)] };
}
