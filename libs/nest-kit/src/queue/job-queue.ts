/**
 * Background jobs. With REDIS_URL they go through a BullMQ queue and a separate worker process
 * runs them; without it the same handlers run in this process, one at a time, so the embedded
 * default needs nothing else installed.
 */
export type ReportProgress = (percent: number, note?: string) => void | Promise<void>;
export type JobHandler = (data: Record<string, unknown>, progress: ReportProgress) => Promise<unknown>;

export interface JobSchedule {
  /** Cron pattern (e.g. '0 *\/6 * * *') or a fixed interval in milliseconds. */
  pattern?: string;
  everyMs?: number;
}

/** Where a job is, and why it failed when it did (decision 072). */
export interface JobState {
  state: 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'unknown';
  attemptsMade: number;
  failedReason?: string;
}

/** How often a job is tried, and how long to wait before the next try (doubling each time). */
export const jobRetryPolicy = (env: NodeJS.ProcessEnv = process.env) => {
  const number = (value: string | undefined, fallback: number) => (Number.isFinite(Number(value ?? fallback)) ? Number(value ?? fallback) : fallback);
  return { attempts: Math.max(1, number(env.JOB_ATTEMPTS, 5)), backoffMs: Math.max(0, number(env.JOB_BACKOFF_MS, 5000)) };
};

export interface JobQueue {
  readonly mode: 'bullmq' | 'in-process';
  /**
   * Adds a job; a job with the same jobId that is still waiting or running is not added twice.
   * A finished one (completed or failed) with that id is replaced, so a failed first import can be
   * run again by the same id.
   */
  enqueue(name: string, data?: Record<string, unknown>, opts?: { jobId?: string }): Promise<string>;
  /** Resolves when the job with this id has finished (with its result), or rejects with its error. */
  waitFor(jobId: string, timeoutMs?: number): Promise<unknown>;
  /** A repeatable job; scheduling the same name again replaces the schedule. */
  schedule(name: string, schedule: JobSchedule, data?: Record<string, unknown>): Promise<void>;
  /** A job's state, null when the queue has no record of it. */
  jobState(jobId: string): Promise<JobState | null>;
  /** Null when the queue's backend answers within the time; otherwise why not (e.g. Redis is down). */
  problem(timeoutMs?: number): Promise<string | null>;
  close(): Promise<void>;
}

/** Where handlers are registered, by job name. Both queue modes and the worker read it. */
export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  register(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  handler(name: string): JobHandler {
    const found = this.handlers.get(name);
    if (!found) throw new Error(`No handler registered for job '${name}'`);
    return found;
  }

  names(): string[] {
    return [...this.handlers.keys()];
  }
}
