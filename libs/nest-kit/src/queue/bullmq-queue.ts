import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker, type ConnectionOptions } from 'bullmq';
import { JobQueue, JobRegistry, JobSchedule } from './job-queue';

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
  };
}

/** The producer side: the API process adds jobs, the worker process runs them. */
export class BullJobQueue implements JobQueue {
  readonly mode = 'bullmq' as const;
  private readonly queue: Queue;
  private events?: QueueEvents;

  constructor(private readonly options: BullOptions) {
    this.queue = new Queue(options.queueName, {
      connection: redisConnection(options.redisUrl),
      prefix: options.prefix ?? 'draftroom',
      defaultJobOptions: { removeOnComplete: 200, removeOnFail: 200, attempts: 1 },
    });
  }

  async enqueue(name: string, data: Record<string, unknown> = {}, opts: { jobId?: string } = {}): Promise<string> {
    const job = await this.queue.add(name, data, { jobId: opts.jobId ?? randomUUID() });
    return job.id as string;
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

/** The consumer side, run by a service's worker entry point. */
export function startBullWorker(
  options: BullOptions,
  registry: JobRegistry,
  onEvent: (event: 'completed' | 'failed' | 'progress', name: string, detail: unknown) => void = () => undefined,
): Worker {
  const worker = new Worker(
    options.queueName,
    async (job) => registry.handler(job.name)(job.data ?? {}, (percent) => job.updateProgress(percent)),
    { connection: redisConnection(options.redisUrl), prefix: options.prefix ?? 'draftroom', concurrency: 1 },
  );
  worker.on('completed', (job, result) => onEvent('completed', job.name, result));
  worker.on('failed', (job, err) => onEvent('failed', job?.name ?? '?', err.message));
  worker.on('progress', (job, progress) => onEvent('progress', job.name, progress));
  return worker;
}
