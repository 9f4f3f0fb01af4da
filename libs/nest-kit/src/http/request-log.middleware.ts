import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { JsonLogger } from '../logger';

export interface RequestLogOptions {
  /** Every nth quick, successful request is logged (LOG_REQUEST_SAMPLE, default 50; 1 logs all). */
  sampleEvery?: number;
  /** A request slower than this (ms) is always logged. */
  slowMs?: number;
}

/** LOG_REQUEST_SAMPLE from the environment: a whole number of at least 1, else the default. */
export function requestSampleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.LOG_REQUEST_SAMPLE);
  return Number.isInteger(n) && n >= 1 ? n : 50;
}

/**
 * One structured line per request that matters: every error (4xx, 5xx), every slow request,
 * and one in `sampleEvery` of the rest, marked `sampled: n` so counts can be scaled back. A line
 * per request (a JSON.stringify, a synchronous pipe write, and the launcher parsing it again)
 * was a good share of a cached GET's CPU time (issue 12). Every response carries its request id.
 */
export function requestLog(logger: JsonLogger, { sampleEvery = requestSampleFromEnv(), slowMs = 250 }: RequestLogOptions = {}) {
  let quick = 0;
  /** Starts the request's log entry and sets its x-request-id header. */
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && incoming.length <= 100 ? incoming : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const notable = res.statusCode >= 400 || ms >= slowMs;
      if (!notable && (quick++ % sampleEvery) !== 0) return;
      const path = req.originalUrl ?? req.url ?? '';
      // A 503 from /health is the service saying "not ready yet" (importing), not a failure.
      const failed = res.statusCode >= 500 && !(res.statusCode === 503 && path.split('?')[0] === '/health');
      logger.event(failed ? 'error' : 'info', 'request', {
        method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10, requestId,
        ...(notable || sampleEvery === 1 ? {} : { sampled: sampleEvery }),
      });
    });
    next();
  };
}
