/** @engines sqlite: no storage (job queues, in-process and on Redis) */
import { Redis } from 'ioredis';
import { BullJobQueue, InProcessJobQueue, JobRegistry, startBullWorker } from '../src';
import { describeWithRedis, testQueuePrefix, testRedisUrl } from '@draftroom/testing/services';

describe('in-process job queue', () => {
  it('runs jobs one after another and returns their results', async () => {
    const registry = new JobRegistry();
    const order: string[] = [];
    registry.register('slow', async (data) => {
      order.push(`start ${data.n}`);
      await new Promise((r) => setTimeout(r, 20));
      order.push(`end ${data.n}`);
      return data.n;
    });
    const queue = new InProcessJobQueue(registry);
    const a = await queue.enqueue('slow', { n: 1 });
    const b = await queue.enqueue('slow', { n: 2 });
    expect(await queue.waitFor(b)).toBe(2);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(await queue.waitFor(a)).toBeUndefined(); // finished jobs are forgotten, like removeOnComplete
  });

  it('does not add a job whose id is still pending', async () => {
    const registry = new JobRegistry();
    let runs = 0;
    registry.register('once', async () => {
      runs += 1;
    });
    const queue = new InProcessJobQueue(registry);
    await queue.enqueue('once', {}, { jobId: 'same' });
    await queue.enqueue('once', {}, { jobId: 'same' });
    await queue.waitFor('same');
    expect(runs).toBe(1);
  });

  const withRetries = <T>(attempts: string, work: () => Promise<T>): Promise<T> => {
    const saved = { attempts: process.env.JOB_ATTEMPTS, backoff: process.env.JOB_BACKOFF_MS };
    process.env.JOB_ATTEMPTS = attempts;
    process.env.JOB_BACKOFF_MS = '10';
    const restore = (key: string, value: string | undefined) => (value === undefined ? delete process.env[key] : (process.env[key] = value));
    return work().finally(() => {
      restore('JOB_ATTEMPTS', saved.attempts);
      restore('JOB_BACKOFF_MS', saved.backoff);
    });
  };

  it('reports failures instead of swallowing them, with the reason in the job state', () =>
    withRetries('2', async () => {
      const registry = new JobRegistry();
      registry.register('bad', async () => {
        throw new Error('no data');
      });
      const events: string[] = [];
      const queue = new InProcessJobQueue(registry, (event, name, detail) => events.push(`${event} ${name} ${String(detail)}`));
      const id = await queue.enqueue('bad', {}, { jobId: 'bad-job' });
      await expect(queue.waitFor(id)).rejects.toThrow('no data');
      expect(events).toContain('failed bad no data');
      expect(await queue.jobState('bad-job')).toEqual({ state: 'failed', attemptsMade: 2, failedReason: 'no data' });
    }));

  it('retries a failing job with backoff (decision 072)', () =>
    withRetries('3', async () => {
      const registry = new JobRegistry();
      let tries = 0;
      registry.register('flaky', async () => {
        tries += 1;
        if (tries < 3) throw new Error('not yet');
        return 'done';
      });
      const queue = new InProcessJobQueue(registry);
      expect(await queue.waitFor(await queue.enqueue('flaky'))).toBe('done');
      expect(tries).toBe(3);
    }));
});

describeWithRedis('BullMQ job queue against real Redis', () => {
  const prefix = testQueuePrefix('kit');
  const redisUrl = testRedisUrl();

  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('hands a job from the producer to a worker and back', async () => {
    const registry = new JobRegistry();
    registry.register('double', async (data, progress) => {
      await progress(50);
      return (data.n as number) * 2;
    });
    const queue = new BullJobQueue({ queueName: 'kit-test', redisUrl, prefix });
    const worker = startBullWorker({ queueName: 'kit-test', redisUrl, prefix }, registry);
    try {
      const id = await queue.enqueue('double', { n: 21 }, { jobId: 'answer' });
      expect(await queue.waitFor(id, 20_000)).toBe(42);
      expect(await queue.jobState('answer')).toMatchObject({ state: 'completed' });
      // a finished job's id runs again (a failed first import must be re-runnable: decision 072)
      expect(await queue.enqueue('double', { n: 2 }, { jobId: 'answer' })).toBe('answer');
      expect(await queue.waitFor('answer', 20_000)).toBe(4);
      expect(await queue.problem()).toBeNull();
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('registers a repeatable schedule', async () => {
    const queue = new BullJobQueue({ queueName: 'kit-schedule', redisUrl, prefix });
    try {
      await queue.schedule('refresh', { pattern: '0 */6 * * *' }, { source: 'upstream' });
      await queue.schedule('refresh', { pattern: '0 */3 * * *' }, { source: 'upstream' });
      const redis = new Redis(redisUrl);
      const schedulers = await redis.zrange(`${prefix}:kit-schedule:repeat`, 0, -1);
      await redis.quit();
      expect(schedulers).toEqual(['schedule:refresh']);
    } finally {
      await queue.close();
    }
  });
});
