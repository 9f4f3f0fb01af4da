import { Controller, Get, Inject, Optional } from '@nestjs/common';
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

  @Get('health')
  async health(): Promise<Health> {
    await this.dataSource.query('SELECT 1');
    const details = this.extra ? await this.extra.details() : undefined;
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
