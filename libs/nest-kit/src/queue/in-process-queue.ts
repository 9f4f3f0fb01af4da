import { randomUUID } from 'node:crypto';
import { JobHandler, JobQueue, JobRegistry, JobSchedule } from './job-queue';

interface Running {
  promise: Promise<unknown>;
}

/** Runs jobs in this process, strictly one after another (imports must never overlap). */
export class InProcessJobQueue implements JobQueue {
  readonly mode = 'in-process' as const;
  private tail: Promise<unknown> = Promise.resolve();
  private readonly jobs = new Map<string, Running>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly registry: JobRegistry,
    private readonly onEvent: (event: 'progress' | 'completed' | 'failed', name: string, detail?: unknown) => void = () => undefined,
  ) {}

  async enqueue(name: string, data: Record<string, unknown> = {}, opts: { jobId?: string } = {}): Promise<string> {
    const id = opts.jobId ?? randomUUID();
    if (this.jobs.has(id)) return id;
    const handler: JobHandler = this.registry.handler(name);
    const promise = this.tail.then(() => handler(data, (pct, note) => this.onEvent('progress', name, { percent: pct, note })));
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

  async waitFor(jobId: string): Promise<unknown> {
    const job = this.jobs.get(jobId);
    return job ? job.promise : undefined;
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
