/** Jobs of the stats-ingestion queue. */
export const STATS_QUEUE = 'stats-ingestion';
export const IMPORT_JOB = 'import';
export const PROJECT_JOB = 'project-xpts';
/** The backtest figures of /api/xpts-accuracy, recomputed after each projection. */
export const EVALUATE_JOB = 'evaluate-xpts';

/** Which process this is: the API only adds jobs when a worker runs them (BullMQ mode). */
export const PROCESS_ROLE = Symbol('PROCESS_ROLE');
export type ProcessRole = 'api' | 'worker';

/** The first import's job id: one per database, so a restart finds (and re-runs) the same job. */
export const FIRST_IMPORT_JOB_ID = 'first-import';

/** Why the API process could not even queue its first import (e.g. Redis is down); null once queued. */
export const STARTUP_PROBLEM = Symbol('STARTUP_PROBLEM');
export interface StartupProblem {
  current: string | null;
}
