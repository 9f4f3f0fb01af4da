import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { isPlainColumn } from './read-rows';

/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;

/**
 * Inserts many rows as multi-row INSERT statements written here, not by TypeORM's query
 * builder: the builder's per-value work was most of a first import (about 80 µs a row, 95k
 * rows). Values still go through the driver's own conversion (dates, booleans) and are always
 * bound parameters. Every non-generated column of the entity is written; a missing value is NULL.
 */
export async function bulkInsert<T extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly ObjectLiteral[],
  onChunk: (inserted: number) => void = () => undefined,
): Promise<void> {
  const meta = em.connection.getMetadata(entity);
  const driver = em.connection.driver;
  const columns = meta.columns.filter((c) => !c.isGenerated);
  const postgres = driver.options.type === 'postgres';
  const names = columns.map((c) => driver.escape(c.databaseName)).join(', ');
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  // Numbers and text are bound as they are; other types go through the driver's own conversion.
  const convert = columns.map((column) => (isPlainColumn(column) ? undefined : (value: unknown) => driver.preparePersistentValue(value, column)));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const marks = columns.map((column, i) => {
        const value = row[column.propertyName] ?? null;
        params.push(convert[i] ? convert[i](value) : value);
        return postgres ? `$${params.length}` : '?';
      });
      return `(${marks.join(', ')})`;
    });
    await em.query(`INSERT INTO ${driver.escape(meta.tableName)} (${names}) VALUES ${tuples.join(', ')}`, params);
    onChunk(chunk.length);
  }
}
