import { LRUCache } from 'lru-cache';

/** Loads an answer from upstream and says how long it may be kept (ms, more than 0). */
export type UpstreamLoad<T> = () => Promise<{ value: T; ttlMs: number }>;

/** An answer and, when it is an old copy served because upstream failed, when that copy was fetched. */
export interface Served<T> {
  value: T;
  /** Set only on a stale answer: the wall-clock time the copy was fetched. */
  staleSince?: Date;
}

interface LastGood<T> {
  value: T;
  fetchedAt: Date;
}

/**
 * Upstream answers kept in memory, on lru-cache (decision 062): a time to live per entry, at
 * most `maxEntries` (the least recently used go first), and one shared request per key while it
 * is in flight, so a burst of identical requests (a page loading GW1-4 picks, many users opening
 * one team, a plan save replaying that team) costs the official API one call. Failures are
 * never kept.
 *
 * Beside it, the last good answer per key with no time to live (also at most `maxEntries`): when a
 * fresh load fails in a way `isOutage` accepts (the official API is down at every deadline),
 * `serve` answers that copy with the time it was fetched (decision 076).
 */
export class UpstreamCache<T extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, T, UpstreamLoad<T>>;
  private readonly lastGood: LRUCache<string, LastGood<T>>;

  constructor(
    maxEntries = 5000,
    now: () => number = () => performance.now(),
    private readonly wallClock: () => Date = () => new Date(),
  ) {
    this.lastGood = new LRUCache<string, LastGood<T>>({ max: maxEntries });
    this.cache = new LRUCache<string, T, UpstreamLoad<T>>({
      max: maxEntries,
      perf: { now },
      ttlResolution: 0, // read the clock on every check: an entry's age is exact
      fetchMethod: async (key, _stale, { options, context }) => {
        const { value, ttlMs } = await context();
        options.ttl = ttlMs;
        // The same object as the fresh entry: keeping it twice costs a map slot, not a copy.
        this.lastGood.set(key, { value, fetchedAt: this.wallClock() });
        return value;
      },
    });
  }

  async get(key: string, load: UpstreamLoad<T>): Promise<T> {
    // fetch() answers undefined only for an aborted load, which this cache never aborts
    return (await this.cache.fetch(key, { context: load }))!;
  }

  /** Like `get`, but an outage answers the last good copy (marked stale) when there is one. */
  async serve(key: string, load: UpstreamLoad<T>, isOutage: (err: unknown) => boolean): Promise<Served<T>> {
    try {
      return { value: await this.get(key, load) };
    } catch (err) {
      const copy = isOutage(err) ? this.lastGood.get(key) : undefined;
      if (!copy) throw err;
      return { value: copy.value, staleSince: copy.fetchedAt };
    }
  }

  get size(): number {
    return this.cache.size;
  }
}
