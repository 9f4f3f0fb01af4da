import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { Health } from '@draftroom/contracts';
import { JOB_QUEUE } from '../queue/jobs.module';
import type { JobQueue } from '../queue/job-queue';
import { SERVICE_NAME } from '../service-name';

/** Extra facts a service adds to its health answer (e.g. the stats service's import state). */
export const HEALTH_DETAILS = Symbol('HEALTH_DETAILS');
export interface HealthDetails {
  details(): Promise<{ ready: boolean; [key: string]: unknown }>;
}

const started = Date.now();

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    private readonly dataSource: DataSource,
    @Optional() @Inject(JOB_QUEUE) private readonly queue?: JobQueue,
    @Optional() @Inject(HEALTH_DETAILS) private readonly extra?: HealthDetails,
  ) {}

  /** 200 when ready; 503 (same body) while the service is still starting, e.g. importing data. */
  @Get('health')
  async health(@Res({ passthrough: true }) res: Response): Promise<Health> {
    await this.dataSource.query('SELECT 1');
    const details = this.extra ? await this.extra.details() : undefined;
    if (details && !details.ready) res.status(503);
    return {
      service: this.service,
      status: details && !details.ready ? 'starting' : 'ok',
      storage: this.dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite',
      queue: this.queue?.mode ?? 'in-process',
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      ...(details ? { details } : {}),
    };
  }
}
