import type { DataSource, EntityManager } from 'typeorm';

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` in a transaction. Every write of every service goes through here.
 *
 * Why not `dataSource.transaction` directly: TypeORM drives SQLite through ONE connection, so two
 * transactions started by concurrent requests interleave on it and one commits (or rolls back)
 * the other ("Transaction is not started yet"). On SQLite the transactions therefore queue up
 * one after another; on PostgreSQL each gets its own pooled connection and runs concurrently.
 */
export function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'postgres') return dataSource.transaction(work);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(work));
  sqliteQueues.set(dataSource, run.catch(() => undefined));
  return run;
}
