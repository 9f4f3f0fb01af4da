import { UpstreamCache } from './upstream-cache';

describe('the upstream cache (lru-cache with a time to live per entry)', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('answers from memory until the entry is older than its time to live', async () => {
    const cache = new UpstreamCache<string>(10, clock);
    const load = jest.fn().mockResolvedValue({ value: 'picks', ttlMs: 500 });
    await cache.get('1001:4', load);
    now += 500;
    await expect(cache.get('1001:4', load)).resolves.toBe('picks');
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await cache.get('1001:4', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one upstream call between concurrent requests for a key', async () => {
    const cache = new UpstreamCache<number>(10, clock);
    let calls = 0;
    const load = () => new Promise<{ value: number; ttlMs: number }>((resolve) => setTimeout(() => resolve({ value: ++calls, ttlMs: 100 }), 5));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(calls).toBe(1);
  });

  it('never keeps a failure', async () => {
    const cache = new UpstreamCache<string>(10, clock);
    await expect(cache.get('k', () => Promise.reject(new Error('502')))).rejects.toThrow('502');
    await expect(cache.get('k', async () => ({ value: 'ok', ttlMs: 100 }))).resolves.toBe('ok');
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new UpstreamCache<number>(3, clock);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => ({ value: 1, ttlMs: 1000 }));
    expect(cache.size).toBe(3);
    const reload = jest.fn().mockResolvedValue({ value: 2, ttlMs: 1000 });
    await expect(cache.get('a', reload)).resolves.toBe(2);
    await expect(cache.get('d', reload)).resolves.toBe(1);
  });

  it('serves the last good copy with its fetch time when a load fails as an outage, and only then', async () => {
    const fetchedAt = new Date('2026-03-14T11:05:00Z');
    const cache = new UpstreamCache<string>(10, clock, () => fetchedAt);
    const outage = (err: unknown) => err instanceof Error && err.message === 'down';
    await expect(cache.serve('k', async () => ({ value: 'picks', ttlMs: 100 }), outage)).resolves.toEqual({ value: 'picks' });
    now += 101;
    await expect(cache.serve('k', () => Promise.reject(new Error('down')), outage)).resolves.toEqual({ value: 'picks', staleSince: fetchedAt });
    await expect(cache.serve('k', () => Promise.reject(new Error('404')), outage)).rejects.toThrow('404');
    await expect(cache.serve('other', () => Promise.reject(new Error('down')), outage)).rejects.toThrow('down');
  });
});
