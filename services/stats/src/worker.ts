import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { JobRegistry, JsonLogger, startBullWorker } from '@draftroom/nest-kit';
import { WorkerModule } from './app.module';
import { STATS_QUEUE } from './jobs/job-names';

/**
 * The worker process of BullMQ mode: runs import and projection jobs that the API process
 * (or the repeatable schedule) adds to the queue. Without REDIS_URL it is not needed.
 */
async function main(): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.error('The stats worker needs REDIS_URL (without it the API process runs jobs itself).');
    process.exit(1);
  }
  // A job runs at a time (concurrency 1): a few connections do, and replicas plus workers must fit
  // in PostgreSQL's connections (README, decision 212).
  process.env.DATABASE_POOL_SIZE ??= '4';
  const logger = new JsonLogger('stats-worker');
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger });
  app.enableShutdownHooks();
  const worker = startBullWorker({ queueName: STATS_QUEUE, redisUrl, prefix: process.env.BULLMQ_PREFIX }, app.get(JobRegistry), (event, name, detail) =>
    logger.event(event === 'failed' ? 'error' : 'info', `job ${event}`, { job: name, detail }),
  );
  logger.event('info', 'worker ready', { queue: STATS_QUEUE });
  const stop = async () => {
    await worker.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

void main();
