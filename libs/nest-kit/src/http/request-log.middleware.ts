import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { JsonLogger } from '../logger';

/** One structured line per request: method, path, status, duration and a request id. */
export function requestLog(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && incoming.length <= 100 ? incoming : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // A 503 from /health is the service saying "not ready yet" (importing), not a failure.
      const failed = res.statusCode >= 500 && !(res.statusCode === 503 && req.path === '/health');
      logger.event(failed ? 'error' : 'info', 'request', {
        method: req.method, path: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10, requestId,
      });
    });
    next();
  };
}
