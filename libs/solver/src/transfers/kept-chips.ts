import { CHIP_NAMES, FIRST_HALF_LAST_GAMEWEEK, LAST_GAMEWEEK } from '@draftroom/domain';
import { SolverInputError } from '../errors';
import type { KeptChipWorth, SolverChip } from '../types';

/** The most a kept chip may be worth: more than any chip has ever gained in one gameweek's xPts. */
export const MAX_KEPT_CHIP_WORTH = 30;

/** A chip the plan may play in one half of the season, and what keeping it past the plan is worth. */
export interface KeptChip {
  chip: SolverChip;
  half: 1 | 2;
  /** xPts, before the discount of the plan's last gameweek. */
  worth: number;
}

/**
 * A chip's worth when kept past a plan ending in gameweek `planEnd`: the full worth while its
 * last playable gameweek is a horizon's length or more away, then less by the same share each
 * gameweek that gameweek comes nearer, 0 once it is inside the plan (the chip is lost unless played there).
 */
export function keptWorth(full: number, lastGameweek: number, planEnd: number, horizon: number): number {
  return full * Math.min(1, Math.max(0, (lastGameweek - planEnd) / horizon));
}

const SOLVER_CHIP_KEYS: readonly string[] = ['wildcard', 'freehit', 'bboost', '3xc'];

function readPerChip(field: string, value: unknown, check: (field: string, v: unknown) => number): Partial<Record<SolverChip, number>> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SolverInputError(field, `${field} must give a number per chip (wildcard, freehit, bboost, 3xc)`);
  }
  const out: Partial<Record<SolverChip, number>> = {};
  for (const [chip, v] of Object.entries(value)) {
    if (!SOLVER_CHIP_KEYS.includes(chip)) throw new SolverInputError(`${field}.${chip}`, `${field} names ${chip}: the chips are wildcard, freehit, bboost and 3xc`);
    out[chip as SolverChip] = check(`${field}.${chip}`, v);
  }
  return out;
}

const worthIn = (field: string, v: unknown): number => {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > MAX_KEPT_CHIP_WORTH) {
    throw new SolverInputError(field, `${field} must be a number from 0 to ${MAX_KEPT_CHIP_WORTH} xPts (got ${String(v)})`);
  }
  return v;
};

const gameweekIn = (field: string, v: unknown): number => {
  if (!Number.isSafeInteger(v) || (v as number) < 1 || (v as number) > LAST_GAMEWEEK) {
    throw new SolverInputError(field, `${field} must be a gameweek from 1 to ${LAST_GAMEWEEK} (got ${String(v)})`);
  }
  return v as number;
};

/**
 * The kept chips a plan chooses between: each chip and half in which the plan may play it (it
 * is allowed in some planned gameweek of that half) and keeping it is worth anything.
 */
export function readKeptChips(
  request: KeptChipWorth | undefined,
  plan: { firstGameweek: number; horizon: number; allowed: readonly (readonly SolverChip[])[]; half: readonly (1 | 2)[] },
): KeptChip[] {
  if (request === undefined) return [];
  if (typeof request !== 'object' || request === null) throw new SolverInputError('keptChipWorth', 'keptChipWorth must be { worth, lastGameweek }');
  const worth = readPerChip('keptChipWorth.worth', request.worth, worthIn);
  const last = readPerChip('keptChipWorth.lastGameweek', request.lastGameweek, gameweekIn);
  const planEnd = plan.firstGameweek + plan.horizon - 1;
  const kept: KeptChip[] = [];
  for (const chip of Object.keys(worth) as SolverChip[]) {
    for (const half of [1, 2] as const) {
      if (!plan.allowed.some((chips, t) => plan.half[t] === half && chips.includes(chip))) continue;
      const lastGameweek = last[chip] ?? (half === 1 ? FIRST_HALF_LAST_GAMEWEEK : LAST_GAMEWEEK);
      if (lastGameweek < plan.firstGameweek) {
        throw new SolverInputError(`keptChipWorth.lastGameweek.${chip}`, `${CHIP_NAMES[chip]} may be played in gameweek ${plan.firstGameweek}, after its last gameweek ${lastGameweek}`);
      }
      const w = keptWorth(worth[chip]!, lastGameweek, planEnd, plan.horizon);
      if (w > 0) kept.push({ chip, half, worth: w });
    }
  }
  return kept;
}
