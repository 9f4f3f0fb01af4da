import { CallHandler, ConflictException, ExecutionContext, Injectable, NestInterceptor, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { JsonLogger } from '../logger';
import { IdempotentRequestRow } from './idempotent-request.entity';
import { currentWrite, type WriteContext } from './write-context';

const REPLAY_WAIT_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency-Key on every write (decision 071): the same key with the same request answers what
 * the first one answered, without writing again; the same key with another request is a 422.
 * The key itself is recorded by `inTransaction` in the write's transaction; this fills in the
 * answer afterwards and logs every applied write.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const write = currentWrite();
    if (!write) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    const req = context.switchToHttp().getRequest<Request>();
    return from(this.handle(write, req, res, next));
  }

  private get keyed(): boolean {
    return this.dataSource.hasMetadata(IdempotentRequestRow);
  }

  private async handle(write: WriteContext, req: Request, res: Response, next: CallHandler): Promise<unknown> {
    if (write.key && this.keyed) {
      const earlier = await this.stored(write.key);
      if (earlier) return this.replay(write, earlier, res);
    }
    let answer: unknown;
    try {
      answer = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (error) {
      // A concurrent request with the same key won the race: answer what it answered.
      const winner = write.key && this.keyed && !write.claimed ? await this.stored(write.key) : null;
      if (winner) return this.replay(write, winner, res);
      throw error;
    }
    if (write.claimed && write.key) {
      await this.dataSource.getRepository(IdempotentRequestRow).update({ key: write.key }, { status: res.statusCode, answer: JSON.stringify(answer ?? null) });
    }
    if (write.committed > 0) {
      const id = answer && typeof answer === 'object' && 'id' in answer ? (answer as { id: unknown }).id : undefined;
      this.logger.event('info', 'write applied', { method: req.method, path: req.originalUrl, status: res.statusCode, id, idempotencyKey: write.key ?? undefined, requestId: req.headers['x-request-id'] });
    }
    return answer;
  }

  private stored(key: string): Promise<IdempotentRequestRow | null> {
    return this.dataSource.getRepository(IdempotentRequestRow).findOneBy({ key });
  }

  /** The first answer again; waits a moment when the first request has not answered yet. */
  private async replay(write: WriteContext, row: IdempotentRequestRow, res: Response): Promise<unknown> {
    if (row.fingerprint !== write.fingerprint) {
      throw new UnprocessableEntityException('This Idempotency-Key was already used for a different request. Use a new key for a new request.');
    }
    let current: IdempotentRequestRow | null = row;
    for (let waited = 0; current && current.answer === null && waited < REPLAY_WAIT_MS; waited += 100) {
      await sleep(100);
      current = await this.stored(row.key);
    }
    if (!current || current.answer === null || current.status === null) {
      throw new ConflictException('A request with this Idempotency-Key was already applied and is still finishing. Please retry in a moment.');
    }
    res.status(current.status);
    res.setHeader('Idempotent-Replayed', 'true');
    return JSON.parse(current.answer) as unknown;
  }
}
