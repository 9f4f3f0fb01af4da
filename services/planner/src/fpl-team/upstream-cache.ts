import { LRUCache } from 'lru-cache';

/** Loads an answer from upstream and says how long it may be kept (ms, more than 0). */
export type UpstreamLoad<T> = () => Promise<{ value: T; ttlMs: number }>;

/**
 * Upstream answers kept in memory, on lru-cache (decision 062): a time to live per entry, at
 * most `maxEntries` (the least recently used go first), and one shared request per key while it
 * is in flight, so a burst of identical requests (a page loading GW1-4 picks, many users opening
 * one team, a plan save replaying that team) costs the official API one call. Failures are
 * never kept.
 */
export class UpstreamCache<T extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, T, UpstreamLoad<T>>;

  constructor(maxEntries = 5000, now: () => number = () => performance.now()) {
    this.cache = new LRUCache<string, T, UpstreamLoad<T>>({
      max: maxEntries,
      perf: { now },
      ttlResolution: 0, // read the clock on every check: an entry's age is exact
      fetchMethod: async (_key, _stale, { options, context }) => {
        const { value, ttlMs } = await context();
        options.ttl = ttlMs;
        return value;
      },
    });
  }

  async get(key: string, load: UpstreamLoad<T>): Promise<T> {
    // fetch() answers undefined only for an aborted load, which this cache never aborts
    return (await this.cache.fetch(key, { context: load }))!;
  }

  get size(): number {
    return this.cache.size;
  }
}
