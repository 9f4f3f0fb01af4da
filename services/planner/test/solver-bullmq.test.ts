/** @engines sqlite */
import { Redis } from 'ioredis';
import request from 'supertest';
import { BestDraftResultSchema, SolverJobStartedSchema } from '@draftroom/contracts';
import { FIXTURE_TEAMS, type FixtureServer } from '@draftroom/fpl-fixture-server';
import { describeWithRedis, snapshotCatalogue, startUpstream, testQueuePrefix, testRedisUrl, type BootedService } from '@draftroom/testing/services';
import { bootSolverPlanner, waitForJob } from './solver-support';

/**
 * Solves through BullMQ on real Redis (REDIS_URL set, a key prefix of this file's own): two
 * planner processes share the queue, so a job started on one is read and cancelled on the other.
 */
describeWithRedis('solver jobs through BullMQ', () => {
  const prefix = testQueuePrefix('solver');
  const redisUrl = testRedisUrl();
  let upstream: FixtureServer;
  let first: BootedService;
  let second: BootedService;

  beforeAll(async () => {
    upstream = await startUpstream();
    const catalogue = await snapshotCatalogue();
    // A generous limit: on a loaded CI machine a 10 s limit can stop the proof short of 'optimal'.
    const extra = { REDIS_URL: redisUrl, BULLMQ_PREFIX: prefix, SOLVER_CONCURRENCY: '1', SOLVER_DRAFT_TIME_LIMIT_S: '60' };
    first = await bootSolverPlanner({ upstream: upstream.url, catalogue, extra });
    second = await bootSolverPlanner({ upstream: upstream.url, catalogue, extra });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await upstream?.close();
    delete process.env.REDIS_URL;
    delete process.env.BULLMQ_PREFIX;
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('runs a best draft and answers its result from either process', async () => {
    const started = SolverJobStartedSchema.parse((await request(first.server).post('/api/solver/best-draft').send({ horizon: 2 }).expect(202)).body);
    const job = await waitForJob(second, started.id);
    expect(job.state).toBe('done');
    const result = BestDraftResultSchema.parse(job.result);
    expect(result.squad).toHaveLength(15);
    expect(result.proof.status).toBe('optimal');
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:solver:*`).finally(() => redis.quit());
    expect(keys.length).toBeGreaterThan(0);
  });

  it('cancels a running solve through the other process', async () => {
    const started = SolverJobStartedSchema.parse(
      (await request(first.server).post('/api/solver/transfers').send({ teamId: FIXTURE_TEAMS.wildcard, horizon: 8 }).expect(202)).body,
    );
    await waitForJob(second, started.id, (j) => j.state === 'running');
    await request(second.server).delete(`/api/solver/jobs/${started.id}`).expect(200);
    const job = await waitForJob(first, started.id);
    expect(job).toMatchObject({ state: 'cancelled', result: null, error: { message: 'The solve was cancelled' } });
  });
});
