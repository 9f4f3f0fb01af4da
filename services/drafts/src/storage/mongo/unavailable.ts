import {
  MongoNetworkError, MongoNotConnectedError, MongoServerClosedError, MongoServerError, MongoServerSelectionError,
} from 'mongodb';
import { RetryLaterException } from '@draftroom/nest-kit';

/** Server errors that mean "not now": shutting down, stepped down, unreachable (MongoDB's error codes). */
const NOT_NOW_CODES = new Set([6, 7, 89, 91, 189, 9001, 10107, 11600, 11602, 13435, 13436]);

/** Whether the database is down or unreachable, as opposed to refusing this request. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof MongoNetworkError || error instanceof MongoServerSelectionError || error instanceof MongoNotConnectedError
    || error instanceof MongoServerClosedError || (error instanceof MongoServerError && NOT_NOW_CODES.has(Number(error.code)));
}

/** How long a client is asked to wait: about as long as the driver takes to find a server that came back. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * `work`, with an unreachable database answered as 503 and Retry-After instead of a 500. The
 * driver keeps looking for the server meanwhile and the next request after it is back succeeds:
 * nothing here has to be restarted.
 */
export async function unlessUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnavailable(error)) {
      throw new RetryLaterException('Saved drafts cannot be reached right now. Please try again in a few seconds.', RETRY_AFTER_SECONDS);
    }
    throw error;
  }
}
