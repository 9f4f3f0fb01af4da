import { randomUUID } from 'node:crypto';
import { JobHandler, JobQueue, JobRegistry, JobSchedule, jobRetryPolicy, type JobState } from './job-queue';

interface Running {
  promise: Promise<unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs jobs in this process, strictly one after another (imports must never overlap). A failing
 * job is tried again with backoff like a BullMQ job (JOB_ATTEMPTS, JOB_BACKOFF_MS); the last
 * state of each job id is kept so /health can say why an import failed.
 */
export class InProcessJobQueue implements JobQueue {
  readonly mode = 'in-process' as const;
  private tail: Promise<unknown> = Promise.resolve();
  private readonly jobs = new Map<string, Running>();
  private readonly states = new Map<string, JobState>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly policy = jobRetryPolicy();

  constructor(
    private readonly registry: JobRegistry,
    private readonly onEvent: (event: 'progress' | 'completed' | 'failed', name: string, detail?: unknown) => void = () => undefined,
  ) {}

  async enqueue(name: string, data: Record<string, unknown> = {}, opts: { jobId?: string } = {}): Promise<string> {
    const id = opts.jobId ?? randomUUID();
    if (this.jobs.has(id)) return id;
    const handler: JobHandler = this.registry.handler(name);
    this.states.set(id, { state: 'waiting', attemptsMade: 0 });
    const promise = this.tail.then(() => this.attempt(id, name, handler, data));
    this.tail = promise.catch(() => undefined);
    this.jobs.set(id, { promise });
    // Keep the record only while running, so the same jobId can run again later (like BullMQ's removeOnComplete).
    promise.then(
      (result) => {
        this.jobs.delete(id);
        this.onEvent('completed', name, result);
      },
      (err: unknown) => {
        this.jobs.delete(id);
        this.onEvent('failed', name, err instanceof Error ? err.message : String(err));
      },
    );
    return id;
  }

  private async attempt(id: string, name: string, handler: JobHandler, data: Record<string, unknown>): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      this.states.set(id, { state: 'active', attemptsMade: attempt - 1 });
      try {
        const result = await handler(data, (pct, note) => this.onEvent('progress', name, { percent: pct, note }));
        this.states.set(id, { state: 'completed', attemptsMade: attempt });
        return result;
      } catch (err) {
        const failedReason = err instanceof Error ? err.message : String(err);
        if (attempt >= this.policy.attempts) {
          this.states.set(id, { state: 'failed', attemptsMade: attempt, failedReason });
          throw err;
        }
        this.states.set(id, { state: 'delayed', attemptsMade: attempt, failedReason });
        this.onEvent('progress', name, { note: `attempt ${attempt} of ${this.policy.attempts} failed (${failedReason}); retrying` });
        await sleep(this.policy.backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  async waitFor(jobId: string): Promise<unknown> {
    const job = this.jobs.get(jobId);
    return job ? job.promise : undefined;
  }

  async jobState(jobId: string): Promise<JobState | null> {
    return this.states.get(jobId) ?? null;
  }

  async problem(): Promise<string | null> {
    return null;
  }

  async schedule(name: string, schedule: JobSchedule, data: Record<string, unknown> = {}): Promise<void> {
    if (!schedule.everyMs) return; // cron patterns need the BullMQ scheduler; in-process only supports intervals
    const timer = setInterval(() => void this.enqueue(name, data, { jobId: `scheduled:${name}` }), schedule.everyMs);
    timer.unref();
    this.timers.push(timer);
  }

  async close(): Promise<void> {
    this.timers.forEach(clearInterval);
    await this.tail;
  }
}
