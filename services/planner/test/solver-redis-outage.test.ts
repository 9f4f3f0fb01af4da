/** @engines sqlite: about Redis, not the storage engine */
import request from 'supertest';
import type { FixtureServer } from '@draftroom/fpl-fixture-server';
import { OwnRedis, snapshotCatalogue, startUpstream, testQueuePrefix, type BootedService } from '@draftroom/testing/services';
import { bootSolverPlanner } from './solver-support';

/**
 * Issue 29: with Redis down, solver calls hung 30 s and then timed out at the gateway, and the
 * planner's /health stayed 200. Redis here is the test's own redis-server (never the shared one).
 */
describe('the solver with its Redis down', () => {
  let redis: OwnRedis;
  let upstream: FixtureServer;
  let svc: BootedService;
  const saved = { ...process.env };
  const health = async () => request(svc.server).get('/health');

  beforeAll(async () => {
    redis = await OwnRedis.create();
    await redis.start();
    upstream = await startUpstream();
    svc = await bootSolverPlanner({
      upstream: upstream.url, catalogue: await snapshotCatalogue(),
      extra: { REDIS_URL: redis.url, BULLMQ_PREFIX: testQueuePrefix('solver-outage'), SOLVER_CONCURRENCY: '1' },
    });
  }, 20_000);
  afterAll(async () => {
    await svc?.close();
    await upstream?.close();
    await redis?.stop();
    process.env = saved;
  });

  it('is ready while Redis is up', async () => {
    expect((await health()).body).toMatchObject({ service: 'planner', status: 'ok', queue: 'bullmq' });
  });

  it('answers 503 with Retry-After at once, and /health says degraded without any address', async () => {
    await redis.stop();
    const started = Date.now();
    const res = await request(svc.server).post('/api/solver/best-draft').send({ horizon: 2 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.body).toEqual({ statusCode: 503, error: 'SERVICE_UNAVAILABLE', message: 'The solver cannot be reached right now. Please try again in a few seconds.' });
    expect((await request(svc.server).get('/api/solver/jobs/4f0c1a2e-0000-4000-8000-000000000000')).status).toBe(503);

    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'degraded', problems: { redis: expect.stringMatching(/^Redis/) } });
    expect(JSON.stringify(down.body)).not.toMatch(/127\.0\.0\.1|:\d{4,5}\b/);
  });

  it('takes solves again within 5 s of Redis coming back', async () => {
    await redis.start();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 5000) {
      status = (await request(svc.server).post('/api/solver/best-draft').send({ horizon: 1 })).status;
      if (status === 202) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(202);
    expect((await health()).status).toBe(200);
  });
});
