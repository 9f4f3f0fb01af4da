import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker, type ConnectionOptions } from 'bullmq';
import { problemWithin, within } from '../within';
import { whileRedisUp } from './redis-ready';
import { JobQueue, JobRegistry, JobSchedule, jobRetryPolicy, type JobState } from './job-queue';

export interface BullOptions {
  queueName: string;
  redisUrl: string;
  /** Key prefix in Redis; tests use their own so runs never see each other's jobs. */
  prefix?: string;
}

export function redisConnection(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    // BullMQ workers block on Redis; they must not give up on a slow command.
    maxRetriesPerRequest: null,
    // Reconnect at most a second apart: BullMQ's own default backs off to 20 s, and a Redis that
    // came back was picked up 17.5 s later (issue 29). A request meanwhile answers 503 at once
    // (redis-ready.ts), so frequent attempts cost nothing but a refused connection.
    retryStrategy: (times: number) => Math.min(times * 200, 1000),
  };
}

/** The producer side: the API process adds jobs, the worker process runs them. */
export class BullJobQueue implements JobQueue {
  readonly mode = 'bullmq' as const;
  private readonly queue: Queue;
  private events?: QueueEvents;

  constructor(private readonly options: BullOptions) {
    const { attempts, backoffMs } = jobRetryPolicy();
    this.queue = new Queue(options.queueName, {
      connection: redisConnection(options.redisUrl),
      prefix: options.prefix ?? 'draftroom',
      // Retried with backoff (decision 072): one failure (a killed worker, Redis blinking) must not
      // leave the first import failed for good.
      defaultJobOptions: { removeOnComplete: 200, removeOnFail: 200, attempts, backoff: { type: 'exponential', delay: backoffMs } },
    });
    // Without a listener ioredis reports every failed reconnect as an unhandled 'error' event.
    this.queue.on('error', () => undefined);
  }

  enqueue(name: string, data: Record<string, unknown> = {}, opts: { jobId?: string } = {}): Promise<string> {
    // Jobs are queued at start too, when the first connection may still be on its way.
    return whileRedisUp(this.queue, 'The job queue', () => this.add(name, data, opts), 2000);
  }

  private async add(name: string, data: Record<string, unknown>, opts: { jobId?: string }): Promise<string> {
    const jobId = opts.jobId ?? randomUUID();
    // BullMQ ignores an add whose id is taken, even by a finished job: a failed first import would
    // stay failed across restarts. A finished job with this id is removed so the id runs again.
    const existing = await this.queue.getJob(jobId);
    if (existing && ['completed', 'failed'].includes(await existing.getState())) await existing.remove();
    const job = await this.queue.add(name, data, { jobId });
    return job.id as string;
  }

  jobState(jobId: string): Promise<JobState | null> {
    return within(1000, this.readJobState(jobId), 'Redis');
  }

  private async readJobState(jobId: string): Promise<JobState | null> {
    // The state first, then the job's fields: read the other way round, a job failing in between
    // showed as 'failed' with the attempts and reason of the try before (a final state never
    // changes again, so fields read after it are its own).
    const state = await this.queue.getJobState(jobId);
    const job = await this.queue.getJob(jobId);
    if (!job || state === 'unknown') return null;
    const known = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
    return {
      state: (known as readonly string[]).includes(state) ? (state as JobState['state']) : state === 'prioritized' || state === 'waiting-children' ? 'waiting' : 'unknown',
      attemptsMade: job.attemptsMade,
      ...(job.failedReason ? { failedReason: job.failedReason } : {}),
    };
  }

  async problem(timeoutMs = 1000): Promise<string | null> {
    return problemWithin(timeoutMs, () => this.queue.client.then((client) => (client as unknown as { ping(): Promise<string> }).ping()), 'Redis');
  }

  async waitFor(jobId: string, timeoutMs = 120_000): Promise<unknown> {
    this.events ??= new QueueEvents(this.options.queueName, {
      connection: redisConnection(this.options.redisUrl),
      prefix: this.options.prefix ?? 'draftroom',
    });
    await this.events.waitUntilReady();
    const job = await this.queue.getJob(jobId);
    if (!job) return undefined;
    return job.waitUntilFinished(this.events, timeoutMs);
  }

  async schedule(name: string, schedule: JobSchedule, data: Record<string, unknown> = {}): Promise<void> {
    await this.queue.upsertJobScheduler(
      `schedule:${name}`,
      schedule.pattern ? { pattern: schedule.pattern } : { every: schedule.everyMs },
      { name, data },
    );
  }

  async counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
  }

  async close(): Promise<void> {
    await this.events?.close();
    await this.queue.close();
  }
}

/**
 * A worker killed mid-job leaves its job 'active' until its lock expires; BullMQ then moves it
 * back to waiting, but only `maxStalledCount` times before failing it for good ("job stalled more
 * than allowable limit"), and that failure skips the retries. Killing a worker twice during a first
 * import must not lose it, so a job may stall several times (decision 072). Tests check for stalled
 * jobs more often (BULLMQ_STALLED_CHECK_MS) so a dead worker's job is picked up in a second.
 */
export function workerStallOptions(env: NodeJS.ProcessEnv = process.env) {
  const lockDuration = Number(env.BULLMQ_LOCK_MS ?? 30_000);
  return { maxStalledCount: Number(env.BULLMQ_MAX_STALLED ?? 5), lockDuration, stalledInterval: Number(env.BULLMQ_STALLED_CHECK_MS ?? lockDuration) };
}

/** The consumer side, run by a service's worker entry point. */
export function startBullWorker(
  options: BullOptions,
  registry: JobRegistry,
  onEvent: (event: 'completed' | 'failed' | 'progress', name: string, detail: unknown) => void = () => undefined,
  stall: Partial<ReturnType<typeof workerStallOptions>> = {},
): Worker {
  const worker = new Worker(
    options.queueName,
    async (job) => registry.handler(job.name)(job.data ?? {}, (percent) => job.updateProgress(percent)),
    { connection: redisConnection(options.redisUrl), prefix: options.prefix ?? 'draftroom', concurrency: 1, ...workerStallOptions(), ...stall },
  );
  worker.on('error', () => undefined); // reconnects are retried by ioredis; 'failed' reports job errors
  worker.on('completed', (job, result) => onEvent('completed', job.name, result));
  worker.on('failed', (job, err) => onEvent('failed', job?.name ?? '?', err.message));
  worker.on('progress', (job, progress) => onEvent('progress', job.name, progress));
  return worker;
}
