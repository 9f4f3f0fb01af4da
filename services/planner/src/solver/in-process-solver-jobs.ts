import { randomUUID } from 'node:crypto';
import type { SolverJob } from '@draftroom/contracts';
import { SolveFailed, type SolvePool } from './solve-pool';
import { CANCELLED, jobError, progressSoFar, stageOf, type SolveOrder, type SolverJobs } from './solver-jobs';

interface JobRecord {
  order: SolveOrder;
  job: SolverJob;
  startedAt?: number;
  finishedAt?: number;
}

/** How many finished jobs are kept for their GET (oldest dropped first). */
const KEEP_FINISHED = 200;

/** Solver jobs without Redis: kept in this process's memory, run by its SolvePool. */
export class InProcessSolverJobs implements SolverJobs {
  readonly mode = 'in-process' as const;
  private readonly records = new Map<string, JobRecord>();

  constructor(private readonly pool: SolvePool) {}

  async start(order: SolveOrder): Promise<string> {
    const id = randomUUID();
    const record: JobRecord = {
      order,
      job: {
        id, kind: order.kind, state: 'queued', firstGameweek: order.firstGameweek, result: null, error: null,
        progress: { stage: stageOf('queued', 0), elapsedSeconds: 0, timeLimitSeconds: order.request.timeLimitSeconds, ahead: 0 },
      },
    };
    this.records.set(id, record);
    this.forgetOldest();
    this.pool
      .run(id, { kind: order.kind, request: order.request }, order.request.timeLimitSeconds, () => {
        record.startedAt = Date.now();
        record.job.state = 'running';
      }, (soFar) => {
        record.job.progress = { ...record.job.progress, ...progressSoFar(soFar) };
      })
      .then(
        (result) => this.finish(record, { state: 'done', result: result as SolverJob['result'] }),
        (err: unknown) => {
          const error = err instanceof SolveFailed ? err.error : { name: 'Error', message: String(err) };
          this.finish(record, { state: error.name === CANCELLED ? 'cancelled' : 'failed', error: jobError(error) });
        },
      );
    return id;
  }

  async get(id: string): Promise<SolverJob | undefined> {
    const record = this.records.get(id);
    if (!record) return undefined;
    const { job } = record;
    const ahead = this.pool.ahead(id);
    const end = record.finishedAt ?? Date.now();
    const elapsedSeconds = record.startedAt ? (end - record.startedAt) / 1000 : 0;
    return { ...job, progress: { ...job.progress, stage: stageOf(job.state, ahead), ahead, elapsedSeconds } };
  }

  async cancel(id: string): Promise<boolean> {
    if (!this.records.has(id)) return false;
    this.pool.cancel(id);
    return true;
  }

  /** Nothing outside this process to lose. */
  async problem(): Promise<string | null> {
    return null;
  }

  async close(): Promise<void> {
    this.pool.close();
  }

  private finish(record: JobRecord, change: Partial<SolverJob>): void {
    record.finishedAt = Date.now();
    record.job = { ...record.job, ...change };
  }

  private forgetOldest(): void {
    for (const [id, record] of this.records) {
      if (this.records.size <= KEEP_FINISHED) return;
      if (record.finishedAt) this.records.delete(id);
    }
  }
}
