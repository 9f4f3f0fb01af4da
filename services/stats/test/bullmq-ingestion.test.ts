import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { startFixtureServer, type FixtureServer } from '@draftroom/fpl-fixture-server';
import { readSnapshotSeason } from '@draftroom/fpl-data';
import { JOB_QUEUE, JobRegistry, startBullWorker, type JobQueue } from '@draftroom/nest-kit';
import { killedMidImport } from '@draftroom/testing/services';
import { bootTestService, describeWithRedis, testQueuePrefix, testRedisUrl, type BootedService } from '@draftroom/testing/services';
import { IMPORT_JOB, PROJECT_JOB, STATS_QUEUE } from '../src/jobs/job-names';
import { waitUntilReady } from './support';

/**
 * The production path: the API process only adds jobs to BullMQ on real Redis, a separate
 * worker (here a second Nest context in the same test process) runs them. Before the real worker
 * starts, two workers take the first import and die mid-way (issue 11 item 1): it must still complete.
 */
describeWithRedis('stats ingestion through BullMQ and a worker', () => {
  const prefix = testQueuePrefix('stats');
  const redisUrl = testRedisUrl();
  let api: BootedService;
  let workerContext: INestApplicationContext;
  let worker: Worker;
  let upstream: FixtureServer;
  let killedWorkers = 0;

  beforeAll(async () => {
    upstream = await startFixtureServer({ season: readSnapshotSeason(join(__dirname, '..', '..', '..', 'data', 'snapshot'), '2025-26') });
    api = await bootTestService('stats', () => require('../src/app.module').AppModule, {
      REDIS_URL: redisUrl, BULLMQ_PREFIX: prefix, STATS_IMPORT_SOURCE: 'snapshot', STATS_IMPORT_SEASONS: '2025-26',
      FPL_API_BASE_URL: upstream.url, INGEST_SCHEDULE: '0 */6 * * *', FPL_AS_OF_GW: undefined, BULLMQ_STALLED_CHECK_MS: '500',
    });
    for (let kill = 0; kill < 2; kill += 1) {
      await killedMidImport({ queueName: STATS_QUEUE, redisUrl, prefix }, [IMPORT_JOB, PROJECT_JOB]);
      killedWorkers += 1;
    }
    workerContext = await NestFactory.createApplicationContext(require('../src/app.module').WorkerModule, { logger: false });
    worker = startBullWorker({ queueName: STATS_QUEUE, redisUrl, prefix }, workerContext.get(JobRegistry));
    await waitUntilReady(api);
  });

  afterAll(async () => {
    await worker?.close();
    await workerContext?.close();
    await api?.close();
    await upstream?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('imported and projected the first season through the worker, after two workers died mid-import', async () => {
    expect(killedWorkers).toBe(2);
    // Status and body together, so a failure shows what /health said was wrong.
    const health = await request(api.server).get('/health');
    expect({ status: health.status, body: health.body }).toMatchObject({ status: 200, body: { status: 'ok', queue: 'bullmq' } });
    const players = (await request(api.server).get('/api/players').expect(200)).body;
    expect(players.length).toBe(820);
  });

  it('schedules the upstream refresh as a repeatable job', async () => {
    const redis = new Redis(redisUrl);
    const schedulers = await redis.zrange(`${prefix}:${STATS_QUEUE}:repeat`, 0, -1);
    await redis.quit();
    expect(schedulers).toEqual([`schedule:${IMPORT_JOB}`]);
  });

  it('refreshes the current season from the official API (the fixture server) and keeps it identical', async () => {
    const before = (await request(api.server).get('/api/players').expect(200)).body;
    const queue = api.app.get<JobQueue>(JOB_QUEUE);
    const id = await queue.enqueue(IMPORT_JOB, { source: 'upstream' });
    const result = (await queue.waitFor(id, 120_000)) as { seasons: number; projectionJobId: string };
    expect(result.seasons).toBe(1);
    await queue.waitFor(result.projectionJobId, 120_000);
    expect(upstream.requests.filter((p) => p.startsWith('/api/element-summary/'))).toHaveLength(820);
    const status = (await request(api.server).get('/api/ingestion').expect(200)).body;
    expect(status.seasons[0]).toMatchObject({ season: '2025-26', source: 'upstream', version: 2 });
    await new Promise((r) => setTimeout(r, 1100)); // the API re-reads the dataset version at most once a second
    const after = (await request(api.server).get('/api/players').expect(200)).body;
    expect(after).toEqual(before);
  });
});
