import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { IdempotentRequestRow } from './idempotent-request.entity';

/** What an earlier request with the same Idempotency-Key left: its fingerprint, and its answer once known. */
export interface EarlierRequest {
  fingerprint: string;
  /** Null while the earlier request has written but not answered yet. */
  answer: { status: number; body: unknown } | null;
}

/**
 * Where a service finds the requests it has already applied, by Idempotency-Key (decision 071).
 * On TypeORM a table written in the write's own transaction; on MongoDB the key is a field of the
 * document the write itself creates (decision 191), found from the request that carries it.
 */
export abstract class IdempotencyStore {
  /** Whether this service keeps keys at all. */
  abstract readonly enabled: boolean;
  abstract find(key: string, req: Request): Promise<EarlierRequest | null>;
  /** Called after a write that recorded `key` has answered. */
  abstract remember(key: string, status: number, body: unknown): Promise<void>;
}

/** The `idempotent_requests` table, for the services that list IdempotentRequestRow among their entities. */
@Injectable()
export class TypeOrmIdempotencyStore extends IdempotencyStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  get enabled(): boolean {
    return this.dataSource.hasMetadata(IdempotentRequestRow);
  }

  async find(key: string): Promise<EarlierRequest | null> {
    const row = await this.dataSource.getRepository(IdempotentRequestRow).findOneBy({ key });
    if (!row) return null;
    const answer = row.answer === null || row.status === null ? null : { status: row.status, body: JSON.parse(row.answer) as unknown };
    return { fingerprint: row.fingerprint, answer };
  }

  async remember(key: string, status: number, body: unknown): Promise<void> {
    await this.dataSource.getRepository(IdempotentRequestRow).update({ key }, { status, answer: JSON.stringify(body ?? null) });
  }
}
