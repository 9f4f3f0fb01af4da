import { RetryLaterException } from '../http/error.filter';
import { within } from '../within';

/** What a BullMQ Queue offers to find its Redis connection. */
interface HasRedisClient {
  readonly client: Promise<{ status: string }>;
}

/**
 * How long a request waits for a queue whose first connection is not made yet (a Redis that is
 * down, or a process just started): not the 30 s it hung before.
 */
const CONNECT_WAIT_MS = 250;
/** How long one queue operation may take once connected. */
const OPERATION_MS = 3000;
export const REDIS_RETRY_AFTER_SECONDS = 5;

/** Redis down as the answer a client can act on: 503, Retry-After, a sentence. */
export class QueueUnavailableException extends RetryLaterException {
  constructor(what: string) {
    super(`${what} cannot be reached right now. Please try again in a few seconds.`, REDIS_RETRY_AFTER_SECONDS);
  }
}

/**
 * `work` on a BullMQ queue, or at once a 503 when its Redis is not connected (issue 29: solver
 * calls hung 30 s and then timed out at the gateway while Redis was down). BullMQ's connections
 * wait for Redis for ever (`maxRetriesPerRequest: null`, which its workers need), so the check is
 * made here: the connection's state, read without a round trip, and a bound on the work itself.
 */
export async function whileRedisUp<T>(queue: HasRedisClient, what: string, work: () => Promise<T>, connectWaitMs = CONNECT_WAIT_MS): Promise<T> {
  try {
    const client = await within(connectWaitMs, queue.client, 'Redis');
    if (client.status !== 'ready') throw new Error('Redis is not connected');
    return await within(OPERATION_MS, work(), 'Redis');
  } catch (error) {
    if (error instanceof Error && /^Redis|Connection is closed|ECONNREFUSED|enableOfflineQueue/.test(error.message)) throw new QueueUnavailableException(what);
    throw error;
  }
}
