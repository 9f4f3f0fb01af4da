import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/**
 * What a write request carries down to `inTransaction` without every service passing it along
 * (decision 071): its Idempotency-Key, the fingerprint of its body, whether the key has been
 * recorded in a transaction yet, and whether the caller has gone (the gateway gave up with a 504,
 * or the client hung up): a write whose caller has gone is rolled back before it commits.
 */
export interface WriteContext {
  key: string | null;
  fingerprint: string;
  /** The key was inserted in a committed write's transaction. */
  claimed: boolean;
  /** Transactions committed for this request. */
  committed: number;
  /** The connection closed before the answer was sent. */
  abandoned: boolean;
}

const storage = new AsyncLocalStorage<WriteContext>();
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

export const currentWrite = (): WriteContext | undefined => storage.getStore();

/** Same method, path and body: the fingerprint a replayed key must match. */
export function requestFingerprint(req: Request): string {
  return createHash('sha256').update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`).digest('hex');
}

/** Express middleware (after the body parser): every write request runs inside its context. */
export function writeContext() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header !== undefined && (typeof header !== 'string' || !KEY_PATTERN.test(header))) {
      res.status(400).json({ statusCode: 400, error: 'Bad Request', message: 'Idempotency-Key must be 1 to 100 visible ASCII characters (a UUID is best).' });
      return;
    }
    const context: WriteContext = { key: header ?? null, fingerprint: requestFingerprint(req), claimed: false, committed: 0, abandoned: false };
    res.on('close', () => {
      if (!res.writableFinished) context.abandoned = true;
    });
    storage.run(context, next);
  };
}
