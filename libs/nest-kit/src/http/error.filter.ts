import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiError } from '@draftroom/contracts';
import { JsonLogger } from '../logger';
import { CallerGoneError } from '../storage/transactions';
import { OUTAGE_RETRY_AFTER_SECONDS, OutageLog, outageMessage, outageOf } from './outage';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Body-parser and friends throw plain errors carrying an HTTP status and a type. */
interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
}

function messageFromResponse(body: unknown, fallback: string): { message: string; issues?: ApiError['issues'] } {
  if (typeof body === 'string') return { message: body };
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; issues?: ApiError['issues'] };
    const message = Array.isArray(b.message) ? b.message.join('; ') : typeof b.message === 'string' ? b.message : fallback;
    return { message, issues: b.issues };
  }
  return { message: fallback };
}

/** A client error thrown by body-parser (bad JSON, too large), with a message for a person. */
export function bodyParserError(err: unknown): { status: number; error: string; message: string } | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const client = clientErrorFor(err as HttpishError);
  return client && { ...client, error: HttpStatus[client.status] ?? 'Error' };
}

function clientErrorFor(err: HttpishError): { status: number; message: string } | undefined {
  const status = err.status ?? err.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  if (err.type === 'entity.parse.failed') return { status, message: 'The request body is not valid JSON.' };
  if (err.type === 'entity.too.large') return { status, message: 'The request body is too large.' };
  return { status, message: 'The request could not be understood.' };
}

/**
 * "Not now, try again in N seconds": a 503 or 429 that carries a Retry-After header (an upstream
 * asking us to wait, a rate limit). The filter sets the header; the body is the usual error shape.
 */
export class RetryLaterException extends HttpException {
  constructor(message: string, readonly retryAfterSeconds: number | undefined, status: 429 | 503 = 503) {
    super({ message }, status);
  }
}

/**
 * The one error filter of every service: 4xx answers carry a message a person can act on,
 * 5xx answers never leak internals (the details go to the log with the request id).
 */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly outages: OutageLog;

  constructor(private readonly logger: JsonLogger) {
    this.outages = new OutageLog((fields) => this.logger.event('warn', 'answering 503 until it is back', fields));
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    // The database or Redis down: 503 and Retry-After, logged once per outage, not a 500 with a
    // stack per request (issue 29).
    const outage = exception instanceof HttpException ? null : outageOf(exception);
    if (outage) {
      this.outages.record(outage, exception);
      if (res.headersSent) return;
      res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      res.status(503).json({ statusCode: 503, error: HttpStatus[503], message: outageMessage(outage) });
      return;
    }
    const body = this.toBody(exception, req);
    if (res.headersSent) return;
    if (exception instanceof RetryLaterException && exception.retryAfterSeconds !== undefined) {
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, req: Request): ApiError {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status < 500) {
        const { message, issues } = messageFromResponse(exception.getResponse(), exception.message);
        return { statusCode: status, error: HttpStatus[status] ?? 'Error', message, ...(issues ? { issues } : {}) };
      }
      // 5xx HttpExceptions are thrown on purpose (e.g. 502 from the upstream proxy); their message is ours.
      const { message } = messageFromResponse(exception.getResponse(), INTERNAL_MESSAGE);
      // "Not now" answers (a 503 while something is down) are logged once per spell, like outages.
      if (exception instanceof RetryLaterException) this.outages.record(message, exception);
      else this.logger.event('error', 'request failed', { method: req.method, path: req.originalUrl, status, message });
      return { statusCode: status, error: HttpStatus[status] ?? 'Error', message };
    }
    if (exception instanceof CallerGoneError) {
      // Nobody is waiting for this answer (the gateway timed out, the client hung up): not our fault.
      this.logger.event('warn', 'write rolled back: caller gone', { method: req.method, path: req.originalUrl, requestId: req.headers['x-request-id'] });
      return { statusCode: 499, error: 'Client Closed Request', message: 'The request was abandoned before it finished; nothing was saved.' };
    }
    const client = exception && typeof exception === 'object' ? clientErrorFor(exception as HttpishError) : undefined;
    if (client) return { statusCode: client.status, error: HttpStatus[client.status] ?? 'Error', message: client.message };
    const err = exception instanceof Error ? exception : new Error(String(exception));
    this.logger.event('error', 'unhandled error', {
      method: req.method, path: req.originalUrl, requestId: req.headers['x-request-id'], error: err.message, stack: err.stack,
    });
    return { statusCode: 500, error: 'Internal Server Error', message: INTERNAL_MESSAGE };
  }
}
