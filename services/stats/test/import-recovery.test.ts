/** @engines sqlite: about the queue and the worker, not the storage engine */
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { JobRegistry, createServiceApp, startBullWorker, type JobState } from '@draftroom/nest-kit';
import { bootTestService, describeWithRedis, testQueuePrefix, testRedisUrl, type BootedService } from '@draftroom/testing/services';
import { STATS_QUEUE } from '../src/jobs/job-names';

const loadModule = (name: 'AppModule' | 'WorkerModule') => require('../src/app.module')[name];

/**
 * A first import that fails says why and can be run again (issue 11 item 1, decision 072): before,
 * a failed `first-import` job stayed in Redis, /health said "starting" for ever and a restart with
 * the cause fixed did not help. The worker that fails is the real one, with a wrong snapshot directory.
 */
describeWithRedis('a failed first import', () => {
  const redisUrl = testRedisUrl();
  const prefix = testQueuePrefix('failed-import');
  const saved = { ...process.env };
  let api: BootedService;
  let context: INestApplicationContext;
  let worker: Worker;
  let restarted: NestExpressApplication | undefined;
  const health = async (server: unknown) => (await request(server as never).get('/health')).body as {
    status: string; problems?: Record<string, string>; details: { firstImport?: JobState };
  };

  beforeAll(async () => {
    api = await bootTestService('stats', () => loadModule('AppModule'), {
      REDIS_URL: redisUrl, BULLMQ_PREFIX: prefix, STATS_IMPORT_SOURCE: 'snapshot', STATS_IMPORT_SEASONS: '2025-26',
      SNAPSHOT_DIR: '/nonexistent/snapshot', JOB_ATTEMPTS: '2', JOB_BACKOFF_MS: '50', INGEST_SCHEDULE: undefined,
    });
    context = await NestFactory.createApplicationContext(loadModule('WorkerModule'), { logger: false });
    worker = startBullWorker({ queueName: STATS_QUEUE, redisUrl, prefix }, context.get(JobRegistry));
  });

  afterAll(async () => {
    await worker?.close();
    await context?.close();
    await restarted?.close();
    await api?.db.drop();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    process.env = saved;
  });

  it('is retried, then /health says it failed, why, and what to do', async () => {
    let answer = await health(api.server);
    for (let i = 0; i < 100 && !answer.problems?.import; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await health(api.server);
    }
    expect(answer.status).toBe('degraded');
    expect(answer.details.firstImport).toMatchObject({ state: 'failed', attemptsMade: 2 });
    expect(answer.problems?.import).toBe(
      'The first import failed after 2 attempts: No snapshot at /nonexistent/snapshot; run `npm run snapshot` first. ' +
        'Fix the cause, then run `npm run import` or restart the stats service.',
    );
  });

  it('runs again when the service restarts with the cause fixed', async () => {
    await worker.close();
    await api.app.close();
    api.db.apply();
    delete process.env.SNAPSHOT_DIR;
    restarted = await createServiceApp(loadModule('AppModule'), { service: 'stats', description: 'stats (restarted)' });
    await restarted.init();
    let answer = await health(restarted.getHttpServer());
    for (let i = 0; i < 50 && answer.details.firstImport?.state !== 'waiting'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await health(restarted.getHttpServer());
    }
    expect(answer).toMatchObject({ status: 'starting', details: { firstImport: { state: 'waiting', attemptsMade: 0 } } });
    expect(answer.problems).toBeUndefined();
  });
});
