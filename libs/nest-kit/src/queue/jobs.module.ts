import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { JsonLogger } from '../logger';
import { BullJobQueue } from './bullmq-queue';
import { InProcessJobQueue } from './in-process-queue';
import { JobQueue, JobRegistry } from './job-queue';

export const JOB_QUEUE = Symbol('JOB_QUEUE');
export const QUEUE_NAME = Symbol('QUEUE_NAME');
export const InjectJobQueue = () => Inject(JOB_QUEUE);

class JobQueueCloser implements OnApplicationShutdown {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}
  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

/** Provides the JobRegistry and a JobQueue: BullMQ when REDIS_URL is set, in-process otherwise. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(queueName: string): DynamicModule {
    return {
      module: JobsModule,
      providers: [
        JobRegistry,
        { provide: QUEUE_NAME, useValue: queueName },
        {
          provide: JOB_QUEUE,
          inject: [JobRegistry, JsonLogger],
          useFactory: (registry: JobRegistry, logger: JsonLogger): JobQueue =>
            process.env.REDIS_URL
              ? new BullJobQueue({ queueName, redisUrl: process.env.REDIS_URL, prefix: process.env.BULLMQ_PREFIX })
              : new InProcessJobQueue(registry, (event, name, detail) =>
                  logger.event(event === 'failed' ? 'error' : 'info', `job ${event}`, { job: name, detail })),
        },
        JobQueueCloser,
      ],
      exports: [JobRegistry, JOB_QUEUE, QUEUE_NAME],
    };
  }
}
