import { CHIP_NAMES, halfOf, isChip, type ChipPlay } from '@draftroom/domain';
import { SolverInputError } from '../errors';
import type { SolverChip, SuggestTransfersRequest } from '../types';
import { readKeptChips, type KeptChip } from './kept-chips';

/** The chips the model plays, in the order a gameweek's options are listed. */
export const SOLVER_CHIPS: readonly SolverChip[] = ['wildcard', 'freehit', 'bboost', '3xc'];

type Half = 1 | 2;

/**
 * The chips a plan may play, per planned gameweek t (0-based), by the 2025/26 rules: each chip
 * once per half-season (the plays already made count), at most one chip a gameweek.
 */
export interface ChipSpec {
  /** allowed[t]: the chips the plan may play in gameweek t (a forced one is the only one listed). */
  allowed: SolverChip[][];
  /** forced[t]: the chip the plan must play in gameweek t, if any. */
  forced: (SolverChip | null)[];
  /** half[t]: the half of the season gameweek t is in. */
  half: Half[];
  /** Plays left per chip and half (0 or 1). */
  left: Record<SolverChip, Record<Half, number>>;
  /** The chips the plan may keep past its end for a worth (decision 186), per chip and half. */
  kept: KeptChip[];
}

export const NO_CHIPS = (horizon: number): ChipSpec => ({
  allowed: Array.from({ length: horizon }, () => []),
  forced: Array.from({ length: horizon }, () => null),
  half: Array.from({ length: horizon }, () => 1),
  left: { wildcard: { 1: 0, 2: 0 }, freehit: { 1: 0, 2: 0 }, bboost: { 1: 0, 2: 0 }, '3xc': { 1: 0, 2: 0 } },
  kept: [],
});

const isSolverChip = (chip: unknown): chip is SolverChip => (SOLVER_CHIPS as readonly unknown[]).includes(chip);

function readPlayed(played: readonly ChipPlay[] | undefined): ChipPlay[] {
  if (played === undefined) return [];
  if (!Array.isArray(played)) throw new SolverInputError('chipsPlayed', 'chipsPlayed must be a list of { chip, gameweek }');
  played.forEach((p, i) => {
    if (!isChip(p?.chip)) throw new SolverInputError(`chipsPlayed.${i}.chip`, `chipsPlayed.${i}.chip must be wildcard, freehit, bboost or 3xc`);
    if (!Number.isSafeInteger(p.gameweek) || p.gameweek < 1 || p.gameweek > 38) {
      throw new SolverInputError(`chipsPlayed.${i}.gameweek`, `chipsPlayed.${i}.gameweek must be a gameweek from 1 to 38`);
    }
  });
  return [...played];
}

/** Validates the request's chip options (SolverInputError naming the field) and answers the plan's chip rules. */
export function readChipOptions(request: SuggestTransfersRequest, horizon: number): ChipSpec {
  const spec = NO_CHIPS(horizon);
  const first = request.firstGameweek;
  spec.half = spec.half.map((_, t) => halfOf(first + t));
  const played = readPlayed(request.chipsPlayed);
  for (const chip of SOLVER_CHIPS) {
    for (const half of [1, 2] as Half[]) spec.left[chip][half] = played.some((p) => p.chip === chip && halfOf(p.gameweek) === half) ? 0 : 1;
  }
  const options = request.chipOptions ?? [];
  if (!Array.isArray(options)) throw new SolverInputError('chipOptions', 'chipOptions must be a list of { chip, gameweek, choice }');
  const forcedIn = new Map<string, number>();
  options.forEach((o, i) => {
    const field = `chipOptions.${i}`;
    const asked: unknown = (o as { chip?: unknown } | undefined)?.chip;
    if (!isSolverChip(asked)) throw new SolverInputError(`${field}.chip`, `${field}.chip must be wildcard, freehit, bboost or 3xc`);
    const chip = asked;
    const t = o.gameweek - first;
    if (!Number.isSafeInteger(o.gameweek) || t < 0 || t >= horizon) {
      throw new SolverInputError(`${field}.gameweek`, `${field}.gameweek must be a planned gameweek, ${first} to ${first + horizon - 1} (got ${String(o.gameweek)})`);
    }
    if (o.choice !== 'allowed' && o.choice !== 'forced') throw new SolverInputError(`${field}.choice`, `${field}.choice must be allowed or forced`);
    const name = CHIP_NAMES[chip];
    if (spec.allowed[t].includes(chip)) throw new SolverInputError(field, `${name} is listed twice for gameweek ${o.gameweek}`);
    if (spec.left[chip][spec.half[t]] === 0 && o.choice === 'forced') {
      throw new SolverInputError(field, `${name} is already played in this half of the season (once per half-season)`);
    }
    if (o.choice === 'forced') {
      if (spec.forced[t]) throw new SolverInputError(field, `Gameweek ${o.gameweek}: only one chip can be played a gameweek (${CHIP_NAMES[spec.forced[t]!]} is forced)`);
      const key = `${chip}:${spec.half[t]}`;
      if (forcedIn.has(key)) throw new SolverInputError(field, `${name} is forced in gameweeks ${forcedIn.get(key)} and ${o.gameweek}: it can be played once per half-season`);
      forcedIn.set(key, o.gameweek);
      spec.forced[t] = chip;
    }
    if (spec.left[chip][spec.half[t]] > 0) spec.allowed[t].push(chip);
  });
  spec.allowed = spec.allowed.map((chips, t) => (spec.forced[t] ? [spec.forced[t]!] : chips.sort((a, b) => SOLVER_CHIPS.indexOf(a) - SOLVER_CHIPS.indexOf(b))));
  // A chip forced in a half may not also be played elsewhere in it.
  spec.allowed = spec.allowed.map((chips, t) => chips.filter((chip) => spec.forced[t] === chip || !forcedIn.has(`${chip}:${spec.half[t]}`)));
  spec.kept = readKeptChips(request.keptChipWorth, { firstGameweek: first, horizon, allowed: spec.allowed, half: spec.half });
  return spec;
}

/** Every chip schedule the rules allow: one entry per planned gameweek, a chip or null. */
export function chipSchedules(spec: ChipSpec): (SolverChip | null)[][] {
  const out: (SolverChip | null)[][] = [];
  const horizon = spec.forced.length;
  const used = new Set<string>();
  const chosen: (SolverChip | null)[] = [];
  const walk = (t: number): void => {
    if (t === horizon) {
      out.push([...chosen]);
      return;
    }
    if (!spec.forced[t]) {
      chosen.push(null);
      walk(t + 1);
      chosen.pop();
    }
    for (const chip of spec.allowed[t]) {
      const key = `${chip}:${spec.half[t]}`;
      if (used.has(key) || spec.left[chip][spec.half[t]] === 0) continue;
      used.add(key);
      chosen.push(chip);
      walk(t + 1);
      chosen.pop();
      used.delete(key);
    }
  };
  walk(0);
  return out;
}

/** Whether any chip may be played at all. */
export const anyChips = (spec: ChipSpec): boolean => spec.allowed.some((chips) => chips.length > 0);
