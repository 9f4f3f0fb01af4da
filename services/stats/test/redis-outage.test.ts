/** @engines sqlite: about Redis, not the storage engine */
import request from 'supertest';
import { bootTestService, OwnRedis, testQueuePrefix, type BootedService } from '@draftroom/testing/services';

/**
 * Redis outages are visible (issue 11 item 6, decision 072). Before, with Redis down at start on an
 * empty database the stats service never listened and said nothing, and with Redis down mid-run
 * /health stayed "ok". Redis here is the test's own redis-server on a free port (never the
 * machine's shared one), stopped and started by the test.
 */
describe('stats with Redis down', () => {
  let redis: OwnRedis;
  let api: BootedService;
  const saved = { ...process.env };
  const health = async () => (await request(api.server).get('/health')).body as {
    status: string; problems?: Record<string, string>; details?: { firstImport?: { state: string } };
  };
  async function until(check: (h: Awaited<ReturnType<typeof health>>) => boolean, ms = 15_000) {
    const deadline = Date.now() + ms;
    let last = await health();
    while (!check(last) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      last = await health();
    }
    return last;
  }

  beforeAll(async () => {
    redis = await OwnRedis.create(); // not started yet: Redis is down when the service starts
    api = await bootTestService('stats', () => require('../src/app.module').AppModule, {
      REDIS_URL: redis.url, BULLMQ_PREFIX: testQueuePrefix('outage'), STATS_IMPORT_SOURCE: 'snapshot', STATS_IMPORT_SEASONS: '2025-26', INGEST_SCHEDULE: undefined,
    });
  }, 20_000);
  afterAll(async () => {
    await api?.close();
    await redis?.stop();
    process.env = saved;
  });

  it('starts and answers while Redis is down, naming Redis as the problem', async () => {
    const answer = await until((h) => h.problems?.redis !== undefined);
    expect(answer.status).toBe('degraded');
    expect(answer.problems?.redis).toMatch(/Redis/);
    expect((await request(api.server).get('/api/players')).status).toBe(503);
  });

  it('queues the first import once Redis is back', async () => {
    await redis.start();
    const answer = await until((h) => h.problems === undefined && h.details?.firstImport?.state === 'waiting');
    expect(answer).toMatchObject({ status: 'starting', details: { firstImport: { state: 'waiting' } } });
  });

  it('says so again when Redis goes down mid-run', async () => {
    await redis.stop();
    const answer = await until((h) => h.problems?.redis !== undefined);
    expect(answer.status).toBe('degraded');
    await redis.start();
    expect((await until((h) => h.problems === undefined)).problems).toBeUndefined();
  });
});
