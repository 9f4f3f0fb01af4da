import type { DataSource } from 'typeorm';

/**
 * The SQL TypeORM would run to make the database match the entities. Empty means the
 * migrations and the entities agree; tests assert that on both engines.
 */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((q) => q.query);
}
