import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import type { Health } from '@draftroom/contracts';
import { JOB_QUEUE } from '../queue/jobs.module';
import type { JobQueue } from '../queue/job-queue';
import { SERVICE_NAME } from '../service-name';
import { StorageHealth } from '../storage/storage-health';
import { problemWithin } from '../within';

/** Extra facts a service adds to its health answer (e.g. the stats service's import state). */
export const HEALTH_DETAILS = Symbol('HEALTH_DETAILS');
export interface HealthDetails {
  /** `problem`: why the service cannot become ready by itself (e.g. the first import failed). */
  details(): Promise<{ ready: boolean; problem?: string; [key: string]: unknown }>;
}

const started = Date.now();
const CHECK_TIMEOUT_MS = 1000;

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    private readonly storage: StorageHealth,
    @Optional() @Inject(JOB_QUEUE) private readonly queue?: JobQueue,
    @Optional() @Inject(HEALTH_DETAILS) private readonly extra?: HealthDetails,
  ) {}

  /**
   * 200 when ready. 503 (same body) while the service is still starting (e.g. importing: status
   * 'starting'), or when something it needs is down or has failed (status 'degraded', with
   * `problems` naming the database, Redis or the import and why; decision 072).
   */
  @Get('health')
  async health(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const [database, redis] = await Promise.all([
      problemWithin(CHECK_TIMEOUT_MS, () => this.storage.ping(), 'Database'),
      this.queue ? this.queue.problem(CHECK_TIMEOUT_MS) : Promise.resolve(null),
    ]);
    const details = database ? undefined : await this.extra?.details().catch((err: unknown) => ({ ready: false, problem: String(err) }));
    const problems = Object.fromEntries(
      Object.entries({ database, redis, import: details?.problem ?? null }).filter(([, v]) => v !== null),
    ) as Record<string, string>;
    const degraded = Object.keys(problems).length > 0;
    const ready = !degraded && (details ? details.ready : true);
    if (!ready) res.status(503);
    return {
      service: this.service,
      status: degraded ? 'degraded' : ready ? 'ok' : 'starting',
      storage: this.storage.engine,
      queue: this.queue?.mode ?? 'in-process',
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      ...(degraded ? { problems } : {}),
      ...(details ? { details } : {}),
    };
  }
}
