import { CallHandler, ConflictException, ExecutionContext, Inject, Injectable, NestInterceptor, Optional, UnprocessableEntityException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { JsonLogger } from '../logger';
import { IdempotencyStore, type EarlierRequest } from './idempotency-store';
import { currentWrite, type WriteContext } from './write-context';

const REPLAY_WAIT_MS = 3000;

/**
 * Told of every answer replayed from an earlier request: a service that keeps what writes change
 * in memory (the drafts list) learns of a write whose first request never reached its own code
 * here, e.g. applied by a replica that died before answering (issue 29).
 */
export const REPLAY_LISTENER = Symbol('REPLAY_LISTENER');
export interface ReplayListener {
  replayed(req: Request, body: unknown): Promise<void>;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency-Key on every write (decision 071): the same key with the same request answers what
 * the first one answered, without writing again; the same key with another request is a 422.
 * The key itself is recorded by the write (`inTransaction` in its transaction, `documentWrite` in
 * the document it creates); this fills in the answer afterwards where the store keeps answers, and
 * logs every applied write.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly logger: JsonLogger,
    @Optional() @Inject(REPLAY_LISTENER) private readonly listener?: ReplayListener,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const write = currentWrite();
    if (!write) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    const req = context.switchToHttp().getRequest<Request>();
    return from(this.handle(write, req, res, next));
  }

  private async handle(write: WriteContext, req: Request, res: Response, next: CallHandler): Promise<unknown> {
    const keyed = write.key !== null && this.store.enabled;
    if (keyed) {
      const earlier = await this.store.find(write.key!, req);
      if (earlier) return this.replay(write, earlier, req, res);
    }
    let answer: unknown;
    try {
      answer = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (error) {
      // A concurrent request with the same key won the race: answer what it answered.
      const winner = keyed && !write.claimed ? await this.store.find(write.key!, req) : null;
      if (winner) return this.replay(write, winner, req, res);
      throw error;
    }
    if (write.claimed && write.key) {
      await this.store.remember(write.key, res.statusCode, answer);
    }
    if (write.committed > 0) {
      const id = answer && typeof answer === 'object' && 'id' in answer ? (answer as { id: unknown }).id : undefined;
      this.logger.event('info', 'write applied', { method: req.method, path: req.originalUrl, status: res.statusCode, id, idempotencyKey: write.key ?? undefined, requestId: req.headers['x-request-id'] });
    }
    return answer;
  }

  /** The first answer again; waits a moment when the first request has not answered yet. */
  private async replay(write: WriteContext, earlier: EarlierRequest, req: Request, res: Response): Promise<unknown> {
    if (earlier.fingerprint !== write.fingerprint) {
      throw new UnprocessableEntityException('This Idempotency-Key was already used for a different request. Use a new key for a new request.');
    }
    let current: EarlierRequest | null = earlier;
    for (let waited = 0; current && current.answer === null && waited < REPLAY_WAIT_MS; waited += 100) {
      await sleep(100);
      current = await this.store.find(write.key!, req);
    }
    if (!current?.answer) {
      throw new ConflictException('A request with this Idempotency-Key was already applied and is still finishing. Please retry in a moment.');
    }
    await this.listener?.replayed(req, current.answer.body);
    res.status(current.answer.status);
    res.setHeader('Idempotent-Replayed', 'true');
    return current.answer.body;
  }
}
