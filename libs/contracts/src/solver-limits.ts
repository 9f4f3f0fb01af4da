/**
 * The solver's limits and defaults, apart from its zod schemas (solver.ts) so the builder page can
 * show them without loading zod on its first load (decision 085).
 */
export const SOLVER_MAX_HORIZON = 8;
export const DEFAULT_DRAFT_HORIZON = 5;
export const DEFAULT_TRANSFERS_HORIZON = 6;
export const DEFAULT_BENCH_WEIGHT = 0.1;
