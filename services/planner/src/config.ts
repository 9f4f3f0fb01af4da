/** Settings of the planner service, read once from the environment with clear errors. */
export interface PlannerConfig {
  /** FPL_API_BASE_URL: the official game's public API (the recorded-fixture server in tests). */
  fplApiBaseUrl: string;
  /** FPL_API_TIMEOUT_MS: how long one upstream request may take before it answers 502. */
  fplApiTimeoutMs: number;
}

export const DEFAULT_FPL_API_BASE_URL = 'https://fantasy.premierleague.com/api';

export function readPlannerConfig(env: NodeJS.ProcessEnv = process.env): PlannerConfig {
  const timeout = Number(env.FPL_API_TIMEOUT_MS ?? 8000);
  if (!Number.isFinite(timeout) || timeout <= 0) {
    throw new Error(`FPL_API_TIMEOUT_MS must be a positive number of milliseconds (got '${env.FPL_API_TIMEOUT_MS}')`);
  }
  const base = env.FPL_API_BASE_URL?.trim() || DEFAULT_FPL_API_BASE_URL;
  if (!/^https?:\/\//.test(base)) throw new Error(`FPL_API_BASE_URL must be an http(s) URL (got '${base}')`);
  return { fplApiBaseUrl: base, fplApiTimeoutMs: timeout };
}

export const PLANNER_CONFIG = Symbol('PLANNER_CONFIG');
