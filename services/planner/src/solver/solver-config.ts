import { availableParallelism } from 'node:os';
import { DEFAULT_SENSITIVITY_SECONDS } from '@draftroom/solver';

/** How the planner runs solves, read once from the environment with clear errors. */
export interface SolverConfig {
  /** SOLVER_CONCURRENCY: solves running at once in this process (default: cores - 1, at least 1). */
  concurrency: number;
  /** SOLVER_DRAFT_TIME_LIMIT_S / SOLVER_TRANSFERS_TIME_LIMIT_S: when a solve stops and answers its best plan with its gap. */
  draftTimeLimitSeconds: number;
  transfersTimeLimitSeconds: number;
  /** SOLVER_SENSITIVITY_TIME_LIMIT_S: the whole of a sensitivity analysis, shared equally by its solves. */
  sensitivityTimeLimitSeconds: number;
  /** REDIS_URL / BULLMQ_PREFIX: BullMQ when set, in-process jobs otherwise. */
  redisUrl: string | null;
  prefix: string | undefined;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > max) throw new Error(`${name} must be a number above 0 and at most ${max} (got '${text}')`);
  return value;
}

export function readSolverConfig(env: NodeJS.ProcessEnv = process.env): SolverConfig {
  return {
    concurrency: Math.floor(positive(env, 'SOLVER_CONCURRENCY', Math.max(1, availableParallelism() - 1), 64)),
    draftTimeLimitSeconds: positive(env, 'SOLVER_DRAFT_TIME_LIMIT_S', 10, 600),
    transfersTimeLimitSeconds: positive(env, 'SOLVER_TRANSFERS_TIME_LIMIT_S', 20, 600),
    sensitivityTimeLimitSeconds: positive(env, 'SOLVER_SENSITIVITY_TIME_LIMIT_S', DEFAULT_SENSITIVITY_SECONDS, 600),
    redisUrl: env.REDIS_URL?.trim() || null,
    prefix: env.BULLMQ_PREFIX,
  };
}

export const SOLVER_CONFIG = Symbol('SOLVER_CONFIG');
