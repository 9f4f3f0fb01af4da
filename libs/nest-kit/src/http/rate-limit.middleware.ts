import type { NextFunction, Request, Response } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface WriteRateLimit {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Closes the Redis connection, if any. */
  close(): void;
}

/**
 * The limiter: `burst` writes per window of burst / perMinute minutes, so `perMinute` on average.
 * With REDIS_URL the counts live in Redis, shared by every replica of the service (issue 29: two
 * replicas let twice the writes through), under this instance's prefix; while Redis is
 * unreachable each process counts for itself (the insurance limiter) instead of refusing writes.
 */
function limiterFor(perMinute: number, burst: number, env: NodeJS.ProcessEnv, service: string): { limiter: RateLimiterAbstract; redis?: Redis } {
  const options = { points: burst, duration: Math.max(1, Math.round((burst * 60) / perMinute)) };
  const memory = new RateLimiterMemory(options);
  if (!env.REDIS_URL) return { limiter: memory };
  // No offline queue: a write waits for no Redis that is down, it is counted in memory at once.
  const redis = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: (times) => Math.min(times * 200, 1000) });
  redis.on('error', () => undefined); // reconnects are ioredis's; the insurance limiter covers the gap
  const keyPrefix = `${env.BULLMQ_PREFIX ?? 'draftroom'}:writes:${service}`;
  return { limiter: new RateLimiterRedis({ ...options, storeClient: redis, keyPrefix, insuranceLimiter: memory }), redis };
}

/**
 * Writes per client (issue 11 item 4, decision 075; shared across replicas, decision 210): a
 * count per client address (behind the gateway, the address it appended to X-Forwarded-For;
 * trust proxy is one hop). Over it: 429 with Retry-After and the usual JSON body.
 * RATE_LIMIT_WRITES_PER_MINUTE=0 turns it off (the test suites, which write thousands of times).
 */
export function writeRateLimit(service: string, env: NodeJS.ProcessEnv = process.env): WriteRateLimit {
  const perMinute = Number(env.RATE_LIMIT_WRITES_PER_MINUTE ?? 120);
  const burst = Number(env.RATE_LIMIT_WRITE_BURST ?? 30);
  if (perMinute <= 0) return { middleware: (_req, _res, next) => next(), close: () => undefined };
  const { limiter, redis } = limiterFor(perMinute, burst, env, service);
  const middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (!WRITE_METHODS.has(req.method)) return next();
    limiter.consume(req.ip ?? 'unknown').then(
      () => next(),
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) return next(); // the store failed and so did its insurance: let it through
        const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        res.setHeader('Retry-After', String(retryAfter));
        res.status(429).json({
          statusCode: 429, error: 'Too Many Requests',
          message: `Too many changes from your connection in a short time. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.`,
        });
      },
    );
  };
  return { middleware, close: () => redis?.disconnect() };
}
