/**
 * `work`, or a rejection saying `what` did not answer in time. BullMQ and ioredis wait for Redis
 * for ever while it is down; health checks and start-up must not (decision 072).
 */
export function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    // The timer can fire in the same turn as the answer it waits for, when this thread was busy
    // for longer than `ms` (a season's figures rebuilt after a projection): timers run before the
    // I/O that arrived meanwhile. One more turn lets that answer settle the race first, so a busy
    // thread is not reported as Redis or the database not answering.
    timer = setTimeout(() => setImmediate(() => reject(new Error(`${what} did not answer within ${ms} ms`))), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Null when `check` succeeds within `ms`, otherwise what went wrong, starting with `what`. */
export function problemWithin(ms: number, check: () => Promise<unknown>, what: string): Promise<string | null> {
  return within(ms, check(), what).then(
    () => null,
    (err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      return message.startsWith(what) ? message : `${what}: ${message}`;
    },
  );
}
