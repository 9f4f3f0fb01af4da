import { isPositionId, LAST_GAMEWEEK } from '@draftroom/domain';
import { SolverInputError } from '../errors';
import type { SolverPlayer } from '../types';

export const MAX_HORIZON = 8;
export const DEFAULT_BENCH_WEIGHT = 0.1;

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

export function wholeNumber(field: string, value: unknown, min: number, max: number, what = 'a whole number'): number {
  if (!isWhole(value) || value < min || value > max) {
    const range = max === Infinity ? `${min} or more` : `from ${min} to ${max}`;
    throw new SolverInputError(field, `${field} must be ${what} ${range} (got ${String(value)})`);
  }
  return value;
}

export function numberIn(field: string, value: unknown, min: number, max: number, fallback: number, openMin = false): number {
  if (value === undefined) return fallback;
  const ok = typeof value === 'number' && Number.isFinite(value) && (openMin ? value > min : value >= min) && value <= max;
  if (!ok) throw new SolverInputError(field, `${field} must be a number ${openMin ? 'above' : 'from'} ${min} ${openMin ? 'and at most' : 'to'} ${max} (got ${String(value)})`);
  return value;
}

/** The planned gameweeks must exist and every player needs an xPts figure for each. */
export function validatePlayers(players: readonly SolverPlayer[], firstGameweek: unknown, horizon: number): void {
  wholeNumber('firstGameweek', firstGameweek, 1, LAST_GAMEWEEK);
  if ((firstGameweek as number) + horizon - 1 > LAST_GAMEWEEK) {
    throw new SolverInputError('horizon', `A horizon of ${horizon} from gameweek ${String(firstGameweek)} goes past gameweek ${LAST_GAMEWEEK}`);
  }
  if (!Array.isArray(players) || players.length === 0) throw new SolverInputError('players', 'players must list at least one player');
  const seen = new Set<number>();
  players.forEach((p, i) => {
    const field = `players.${i}`;
    wholeNumber(`${field}.id`, p.id, 1, Number.MAX_SAFE_INTEGER);
    if (seen.has(p.id)) throw new SolverInputError(`${field}.id`, `Player ${p.id} appears twice in players`);
    seen.add(p.id);
    if (!isPositionId(p.position)) throw new SolverInputError(`${field}.position`, `${field}.position must be 1 (GK), 2 (DEF), 3 (MID) or 4 (FWD)`);
    wholeNumber(`${field}.club`, p.club, 1, Number.MAX_SAFE_INTEGER);
    wholeNumber(`${field}.price`, p.price, 1, 10_000, 'a whole number of tenths of £m');
    const xpts = p.xpts;
    if (!Array.isArray(xpts) || xpts.length < horizon || xpts.slice(0, horizon).some((x) => typeof x !== 'number' || !Number.isFinite(x))) {
      throw new SolverInputError(`${field}.xpts`, `${field}.xpts needs a finite xPts figure for each of the ${horizon} planned gameweeks`);
    }
    const chance = p.chance;
    if (chance !== undefined && (!Array.isArray(chance) || chance.length < horizon || chance.slice(0, horizon).some((c) => typeof c !== 'number' || !(c >= 0 && c <= 1)))) {
      throw new SolverInputError(`${field}.chance`, `${field}.chance needs a chance of playing from 0 to 1 for each of the ${horizon} planned gameweeks`);
    }
  });
}

/** A list of player ids: known, each once. */
export function validateIds(field: string, ids: readonly number[] | undefined, known: ReadonlyMap<number, SolverPlayer>): Set<number> {
  const out = new Set<number>();
  if (ids === undefined) return out;
  if (!Array.isArray(ids)) throw new SolverInputError(field, `${field} must be a list of player ids`);
  ids.forEach((id, i) => {
    if (!known.has(id)) throw new SolverInputError(`${field}.${i}`, `${field} lists ${String(id)}, which is not a known player`);
    if (out.has(id)) throw new SolverInputError(`${field}.${i}`, `${field} lists player ${id} twice`);
    out.add(id);
  });
  return out;
}

export function disjoint(fieldA: string, a: ReadonlySet<number>, fieldB: string, b: ReadonlySet<number>, byId: ReadonlyMap<number, SolverPlayer>): void {
  for (const id of a) {
    if (b.has(id)) throw new SolverInputError(fieldB, `${playerName(byId.get(id)!)} is in both ${fieldA} and ${fieldB}`);
  }
}

export const playerName = (p: SolverPlayer): string => p.name ?? `Player ${p.id}`;
export const clubName = (p: SolverPlayer): string => p.clubName ?? `club ${p.club}`;

export function commonOptions(request: { benchWeight?: number; timeLimitSeconds?: number }, defaultTimeLimit: number) {
  return {
    benchWeight: numberIn('benchWeight', request.benchWeight, 0, 1, DEFAULT_BENCH_WEIGHT),
    timeLimitSeconds: numberIn('timeLimitSeconds', request.timeLimitSeconds, 0, 600, defaultTimeLimit, true),
  };
}
