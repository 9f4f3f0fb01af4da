import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import type { Health } from '@draftroom/contracts';
import { JOB_QUEUE } from '../queue/jobs.module';
import type { JobQueue } from '../queue/job-queue';
import { JsonLogger } from '../logger';
import { SERVICE_NAME } from '../service-name';
import { StorageHealth } from '../storage/storage-health';
import { problemWithin } from '../within';

/** Extra facts a service adds to its health answer (e.g. the stats service's import state). */
export const HEALTH_DETAILS = Symbol('HEALTH_DETAILS');
export interface HealthDetails {
  /** `problem`: why the service cannot become ready by itself (e.g. the first import failed). */
  details(): Promise<{ ready: boolean; problem?: string; [key: string]: unknown }>;
}

/**
 * A queue other than the service's JobsModule queue whose Redis /health must check too (the
 * planner's solver jobs): provided by a global module under this token.
 */
export const QUEUE_HEALTH = Symbol('QUEUE_HEALTH');
export type QueueHealth = Pick<JobQueue, 'mode' | 'problem'>;

const started = Date.now();
const CHECK_TIMEOUT_MS = 1000;

/** URLs, IPv4 and bracketed IPv6 addresses, and host:port pairs, as they appear in error messages. */
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/\S+|\[[0-9a-f:.]+\](:\d+)?|\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b|\b[\w.-]+:\d{2,5}\b/gi;

/**
 * A problem as /health shows it publicly: what is wrong, without where (issue 29: the gateway's
 * /health/* showed "ECONNREFUSED 127.0.0.1:..."). The whole message goes to the log instead.
 */
export const withoutAddresses = (problem: string): string => problem.replace(ADDRESS, '(address withheld)');

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    private readonly storage: StorageHealth,
    @Optional() @Inject(JOB_QUEUE) private readonly queue?: JobQueue,
    @Optional() @Inject(HEALTH_DETAILS) private readonly extra?: HealthDetails,
    @Optional() @Inject(QUEUE_HEALTH) private readonly otherQueue?: QueueHealth,
    @Optional() private readonly logger?: JsonLogger,
  ) {}

  private lastProblems = '{}';

  /** Each change of what is wrong is logged once, with the full messages. */
  private logChange(problems: Record<string, string>): void {
    const now = JSON.stringify(problems);
    if (now === this.lastProblems) return;
    this.lastProblems = now;
    this.logger?.event(now === '{}' ? 'info' : 'warn', now === '{}' ? 'healthy again' : 'health degraded', { problems });
  }

  private get jobs(): QueueHealth | undefined {
    return this.queue ?? this.otherQueue;
  }

  /**
   * 200 when ready. 503 (same body) while the service is still starting (e.g. importing: status
   * 'starting'), or when something it needs is down or has failed (status 'degraded', with
   * `problems` naming the database, Redis or the import and why; decision 072).
   */
  @Get('health')
  async health(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const [database, redis] = await Promise.all([
      problemWithin(CHECK_TIMEOUT_MS, () => this.storage.ping(), 'Database'),
      this.jobs ? this.jobs.problem(CHECK_TIMEOUT_MS) : Promise.resolve(null),
    ]);
    const details = database ? undefined : await this.extra?.details().catch((err: unknown) => ({ ready: false, problem: String(err) }));
    const problems = Object.fromEntries(
      Object.entries({ database, redis, import: details?.problem ?? null }).filter(([, v]) => v !== null),
    ) as Record<string, string>;
    const degraded = Object.keys(problems).length > 0;
    this.logChange(problems);
    const ready = !degraded && (details ? details.ready : true);
    if (!ready) res.status(503);
    return {
      service: this.service,
      status: degraded ? 'degraded' : ready ? 'ok' : 'starting',
      storage: this.storage.engine,
      queue: this.jobs?.mode ?? 'in-process',
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      ...(degraded ? { problems: Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, withoutAddresses(v)])) } : {}),
      ...(details ? { details } : {}),
    };
  }
}
