/**
 * A small in-memory cache for upstream answers: a time to live per entry, a bound on the number
 * of entries (oldest dropped first), and one shared request per key while it is in flight, so a
 * burst of identical requests (a page loading GW1-4 picks, many users opening one team) costs
 * the official API one call. Failures are never cached.
 */
export class UpstreamCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly inflight = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries = 5000, private readonly now: () => number = Date.now) {}

  async get(key: string, load: () => Promise<{ value: T; ttlMs: number }>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    if (hit) this.entries.delete(key);
    const running = this.inflight.get(key);
    if (running) return running;
    const request = load()
      .then(({ value, ttlMs }) => {
        this.store(key, value, ttlMs);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, request);
    return request;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: T, ttlMs: number): void {
    if (ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
