import { randomUUID } from 'node:crypto';
import { Job, Queue, Worker } from 'bullmq';
import type { SolverJob } from '@draftroom/contracts';
import { problemWithin, redisConnection, whileRedisUp } from '@draftroom/nest-kit';
import { SolveFailed, type SolvePool } from './solve-pool';
import { CANCELLED, jobError, progressSoFar, stageOf, type SolveOrder, type SolverJobs } from './solver-jobs';
import type { ChildError, ChildProgress } from './solve-messages';

export const SOLVER_QUEUE = 'solver';
/** How often a running solve looks for a cancel made through another planner process. */
const CANCEL_POLL_MS = 400;

type JobData = SolveOrder & { cancelled?: boolean };

/**
 * Solver jobs on BullMQ (REDIS_URL set): any planner process may take a job (a Worker with the
 * pool's concurrency), each runs in the pool's lowered-priority child; state, progress, results
 * and cancels live in Redis, so a GET or DELETE reaches the job from whichever process answers it.
 */
export class BullSolverJobs implements SolverJobs {
  readonly mode = 'bullmq' as const;
  private readonly queue: Queue<JobData>;
  private readonly worker: Worker<JobData>;

  constructor(private readonly pool: SolvePool, options: { redisUrl: string; prefix?: string; concurrency: number }) {
    const connection = redisConnection(options.redisUrl);
    const prefix = options.prefix ?? 'draftroom';
    this.queue = new Queue<JobData>(SOLVER_QUEUE, {
      connection, prefix,
      defaultJobOptions: { attempts: 1, removeOnComplete: { age: 3600, count: 500 }, removeOnFail: { age: 3600, count: 500 } },
    });
    this.worker = new Worker<JobData>(SOLVER_QUEUE, (job) => this.process(job), { connection, prefix, concurrency: options.concurrency });
    // A failed solve is an answer (infeasible, cancelled), not a crash: nothing to log here.
    this.worker.on('error', () => undefined);
  }

  start(order: SolveOrder): Promise<string> {
    return this.whileUp(async () => (await this.queue.add(order.kind, order, { jobId: randomUUID() })).id!);
  }

  get(id: string): Promise<SolverJob | undefined> {
    return this.whileUp(() => this.read(id));
  }

  cancel(id: string): Promise<boolean> {
    return this.whileUp(() => this.markCancelled(id));
  }

  /** Null when Redis answers a ping within `timeoutMs`, else why not (the planner's /health). */
  problem(timeoutMs = 1000): Promise<string | null> {
    return problemWithin(timeoutMs, () => this.queue.client.then((client) => (client as unknown as { ping(): Promise<string> }).ping()), 'Redis');
  }

  /** 503 at once while Redis is unreachable (issue 29), instead of waiting for it. */
  private whileUp<T>(work: () => Promise<T>): Promise<T> {
    return whileRedisUp(this.queue, 'The solver', work);
  }

  private async read(id: string): Promise<SolverJob | undefined> {
    // The state first, the job's fields after: BullMQ writes a failure's reason with its state in
    // one step, so a job read after its state was seen carries the reason. The other order once
    // read a cancelled job as 'failed' with no reason, the failure landing between the two reads.
    const raw = await this.queue.getJobState(id);
    const job = await Job.fromId<JobData>(this.queue, id);
    if (!job) return undefined;
    const failure = job.failedReason ? parseFailure(job.failedReason) : undefined;
    const state: SolverJob['state'] =
      raw === 'completed' ? 'done' : raw === 'failed' ? (failure?.name === CANCELLED ? 'cancelled' : 'failed') : raw === 'active' ? 'running' : 'queued';
    const ahead = state === 'queued' ? Math.max(0, (await this.queue.getWaiting()).findIndex((w) => w.id === id)) : 0;
    const end = job.finishedOn ?? Date.now();
    return {
      id,
      kind: job.data.kind,
      state,
      firstGameweek: job.data.firstGameweek,
      result: state === 'done' ? (job.returnvalue as SolverJob['result']) : null,
      error: failure && state !== 'done' ? jobError(failure) : null,
      progress: {
        stage: stageOf(state, ahead),
        elapsedSeconds: job.processedOn ? (end - job.processedOn) / 1000 : 0,
        timeLimitSeconds: job.data.request.timeLimitSeconds,
        ahead,
        ...progressSoFar(typeof job.progress === 'object' ? (job.progress as ChildProgress['progress']) : undefined),
      },
    };
  }

  private async markCancelled(id: string): Promise<boolean> {
    const job = await Job.fromId<JobData>(this.queue, id);
    if (!job) return false;
    if (!job.finishedOn) await job.updateData({ ...job.data, cancelled: true }).catch(() => undefined);
    this.pool.cancel(id);
    return true;
  }

  async close(): Promise<void> {
    this.pool.close();
    await this.worker.close();
    await this.queue.close();
  }

  private async process(job: Job<JobData>): Promise<unknown> {
    if (job.data.cancelled) throw failure({ name: CANCELLED, message: 'The solve was cancelled' });
    const watch = setInterval(() => {
      void Job.fromId<JobData>(this.queue, job.id!).then((fresh) => {
        if (fresh?.data.cancelled) this.pool.cancel(job.id!);
      }, () => undefined);
    }, CANCEL_POLL_MS);
    try {
      return await this.pool.run(job.id!, { kind: job.data.kind, request: job.data.request }, job.data.request.timeLimitSeconds, undefined,
        (soFar) => void job.updateProgress(soFar).catch(() => undefined));
    } catch (err) {
      throw failure(err instanceof SolveFailed ? err.error : { name: 'Error', message: String(err) });
    } finally {
      clearInterval(watch);
    }
  }
}

/** BullMQ keeps only a failure's message: the library's error travels in it as JSON. */
function failure(error: ChildError): Error {
  return new Error(JSON.stringify(error));
}

function parseFailure(reason: string): ChildError {
  try {
    return JSON.parse(reason) as ChildError;
  } catch {
    return { name: 'Error', message: reason };
  }
}
