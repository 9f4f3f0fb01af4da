/**
 * The solver's limits and defaults, apart from its zod schemas (solver.ts) so the builder page can
 * show them without loading zod on its first load (decision 085).
 */
export const SOLVER_MAX_HORIZON = 8;
export const DEFAULT_DRAFT_HORIZON = 5;
export const DEFAULT_TRANSFERS_HORIZON = 6;
export const DEFAULT_BENCH_WEIGHT = 0.1;

/** The most minutes a manager can set for a player in a match (decision 217). */
export const MAX_EDITED_MINUTES = 90;

/** Why a typed number of minutes cannot be used, or undefined: whole minutes, 0 to 90 (no zod: the Team Manager's first load checks with it). */
export function minutesProblem(text: string): string | undefined {
  const t = text.trim();
  if (t === '') return 'Enter his minutes in each match, 0 to 90.';
  if (!/^\d+$/.test(t)) return 'Minutes must be a whole number, 0 to 90 (digits only).';
  if (Number(t) > MAX_EDITED_MINUTES) return `Minutes must be 0 to ${MAX_EDITED_MINUTES}: a match has 90.`;
  return undefined;
}

/** At most this many minutes edits travel with one solve. */
export const MAX_MINUTES_EDITS = 60;
