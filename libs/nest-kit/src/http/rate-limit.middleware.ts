import type { NextFunction, Request, Response } from 'express';

interface Bucket {
  tokens: number;
  at: number;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_CLIENTS = 50_000;

/**
 * Writes per client (issue 11 item 4, decision 075): a token bucket per client address (behind the
 * gateway, its X-Forwarded-For; trust proxy is loopback and private networks only), `perMinute`
 * refilled steadily with bursts of `burst`. Over it: 429 with Retry-After and the usual JSON body.
 * RATE_LIMIT_WRITES_PER_MINUTE=0 turns it off (the test suites, which write thousands of times).
 */
export function writeRateLimit(env: NodeJS.ProcessEnv = process.env) {
  const perMinute = Number(env.RATE_LIMIT_WRITES_PER_MINUTE ?? 120);
  const burst = Number(env.RATE_LIMIT_WRITE_BURST ?? 30);
  const buckets = new Map<string, Bucket>();
  const perMs = perMinute / 60_000;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (perMinute <= 0 || !WRITE_METHODS.has(req.method)) return next();
    const client = req.ip ?? 'unknown';
    const now = Date.now();
    const bucket = buckets.get(client) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    if (buckets.size >= MAX_CLIENTS && !buckets.has(client)) buckets.clear(); // a flood of addresses: start over
    buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return next();
    }
    const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    res.setHeader('Retry-After', String(retryAfter));
    res.status(429).json({
      statusCode: 429, error: 'Too Many Requests',
      message: `Too many changes from your connection in a short time. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.`,
    });
  };
}
