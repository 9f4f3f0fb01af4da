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

export interface JobQueue {
  readonly mode: 'bullmq' | 'in-process';
  /** Adds a job; a job with the same jobId that is still waiting or running is not added twice. */
  enqueue(name: string, data?: Record<string, unknown>, opts?: { jobId?: string }): Promise<string>;
  /** Resolves when the job with this id has finished (with its result), or rejects with its error. */
  waitFor(jobId: string, timeoutMs?: number): Promise<unknown>;
  /** A repeatable job; scheduling the same name again replaces the schedule. */
  schedule(name: string, schedule: JobSchedule, data?: Record<string, unknown>): Promise<void>;
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
