/** Node's codes for a connection that could not be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's SQLSTATEs that mean "not now" rather than "not this request": connection
 * exceptions (class 08), too many connections, shutting down, starting up.
 */
const POSTGRES_NOT_NOW = /^(08...|53300|57P0[1-3])$/;
/** What pg and ioredis say when the server went away, in words rather than codes. */
const LOST_CONNECTION = /Connection terminated|timeout exceeded when trying to connect|Connection is closed|not queryable|enableOfflineQueue|did not answer within/i;

export type OutageKind = 'database' | 'redis';
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** The error and what it wraps (TypeORM's driverError, an Error's cause, an AggregateError's errors). */
function* layers(error: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown; name?: unknown }> {
  if (!error || typeof error !== 'object' || depth > 4) return;
  const e = error as { code?: unknown; message?: unknown; name?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  yield e;
  yield* layers(e.driverError, depth + 1);
  yield* layers(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors.slice(0, 4)) yield* layers(inner, depth + 1);
}

/**
 * Whether an error means the database or Redis is down or unreachable, as opposed to refusing
 * this request; null when it is anything else (issue 29: PostgreSQL down answered 500 "Something
 * went wrong" with a stack in the log for every request).
 */
export function outageOf(error: unknown): OutageKind | null {
  for (const layer of layers(error)) {
    const code = typeof layer.code === 'string' ? layer.code : '';
    const message = typeof layer.message === 'string' ? layer.message : '';
    const redis = /redis/i.test(message) || layer.name === 'MaxRetriesPerRequestError' || /enableOfflineQueue|Connection is closed/.test(message);
    if (NETWORK_CODES.has(code) || POSTGRES_NOT_NOW.test(code) || LOST_CONNECTION.test(message) || layer.name === 'MaxRetriesPerRequestError') {
      return redis ? 'redis' : 'database';
    }
  }
  return null;
}

/** The sentence of a 503 answered for an outage: what cannot be reached, and what to do. */
export function outageMessage(kind: OutageKind): string {
  const what = kind === 'redis' ? 'The job queue' : 'Stored data';
  return `${what} cannot be reached right now. Please try again in a few seconds.`;
}

/** How long one outage's log line stands for the ones after it. */
const QUIET_MS = 30_000;

/**
 * Logs an outage once, not a stack per request: the first failure of a kind is logged with its
 * cause, the next ones within QUIET_MS are only counted, and the count goes with the next line.
 */
export class OutageLog {
  /** By kind of outage, or by the message of a "not now" answer. */
  private readonly last = new Map<string, { at: number; quiet: number }>();

  constructor(private readonly write: (fields: Record<string, unknown>) => void, private readonly now = () => Date.now()) {}

  record(kind: string, error: unknown): void {
    const seen = this.last.get(kind);
    if (seen && this.now() - seen.at < QUIET_MS) {
      seen.quiet += 1;
      return;
    }
    this.write({ outage: kind, error: error instanceof Error ? error.message : String(error), ...(seen?.quiet ? { alsoFailedSinceLastLine: seen.quiet } : {}) });
    this.last.set(kind, { at: this.now(), quiet: 0 });
  }
}
