import { DataSource } from 'typeorm';

/** A draft, a vote or a prediction as the SQL drafts schema holds it (storage/sql/entities.ts). */
export type SqlRow = Record<string, unknown>;
export type SqlTable = 'drafts' | 'draft_votes' | 'predictions';

/** The drafts service's old SQL database, read in key order, a batch at a time. */
export interface SqlSource {
  /** Rows of `table` after `after` (by the columns of `order`), at most `limit`. */
  rows(table: SqlTable, order: string[], after: unknown[] | null, limit: number): Promise<SqlRow[]>;
  count(table: SqlTable): Promise<number>;
  close(): Promise<void>;
}

/**
 * PostgreSQL (`postgres://...`) or an SQLite file (`sqlite:path`, or a path ending in .sqlite),
 * through TypeORM's drivers. Keyset pages (`WHERE (a, b) > (...) ORDER BY a, b`), so a copy that
 * stopped starts again anywhere, and no row is skipped while the source is still written to.
 */
export async function openSqlSource(from: string): Promise<SqlSource> {
  const postgres = /^postgres(ql)?:\/\//.test(from);
  const file = from.replace(/^sqlite:(\/\/)?/, '');
  if (!postgres && file === from && !from.endsWith('.sqlite')) {
    throw new Error('--from must be a postgres:// URL or an SQLite file (sqlite:path, or a path ending in .sqlite)');
  }
  const dataSource = new DataSource(postgres ? { type: 'postgres', url: from } : { type: 'better-sqlite3', database: file, readonly: true, fileMustExist: true });
  await dataSource.initialize();
  const param = (i: number) => (postgres ? `$${i + 1}` : '?');
  return {
    async rows(table, order, after, limit) {
      const columns = order.map((c) => `"${c}"`).join(', ');
      const where = after ? `WHERE (${columns}) > (${order.map((_, i) => param(i)).join(', ')})` : '';
      return dataSource.query(`SELECT * FROM ${table} ${where} ORDER BY ${columns} LIMIT ${Math.trunc(limit)}`, after ?? []);
    },
    count: async (table) => Number((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n),
    close: () => dataSource.destroy(),
  };
}
