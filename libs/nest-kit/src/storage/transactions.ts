import type { DataSource, EntityManager } from 'typeorm';
import { IdempotentRequestRow } from '../writes/idempotent-request.entity';
import { currentWrite } from '../writes/write-context';

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/** Thrown before commit when the caller of a write has gone: the write is rolled back. */
export class CallerGoneError extends Error {
  constructor() {
    super('The caller closed the connection before the write committed; rolled back.');
  }
}

/**
 * Runs `work` in a transaction. Every write of every service goes through here.
 *
 * Why not `dataSource.transaction` directly: TypeORM drives SQLite through ONE connection, so two
 * transactions started by concurrent requests interleave on it and one commits (or rolls back)
 * the other ("Transaction is not started yet"). On SQLite the transactions therefore queue up
 * one after another; on PostgreSQL each gets its own pooled connection and runs concurrently.
 *
 * Inside an HTTP write (decision 071) it also records the request's Idempotency-Key in the same
 * transaction, and rolls back instead of committing when the caller has already gone.
 */
export function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  let claimsKey = false;
  const guarded = async (em: EntityManager): Promise<T> => {
    const result = await work(em);
    const write = currentWrite();
    if (!write) return result;
    if (write.abandoned) throw new CallerGoneError();
    if (write.key && !write.claimed && dataSource.hasMetadata(IdempotentRequestRow)) {
      await em.insert(IdempotentRequestRow, { key: write.key, fingerprint: write.fingerprint, status: null, answer: null, createdAt: new Date() });
      claimsKey = true;
    }
    return result;
  };
  const committed = (result: T): T => {
    const write = currentWrite();
    if (write) {
      write.committed += 1;
      write.claimed ||= claimsKey;
    }
    return result;
  };
  if (dataSource.options.type === 'postgres') return dataSource.transaction(guarded).then(committed);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(guarded)).then(committed);
  sqliteQueues.set(dataSource, run.catch(() => undefined));
  return run;
}
