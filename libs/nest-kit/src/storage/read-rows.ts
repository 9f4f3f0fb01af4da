import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Column types whose values both drivers already return as the entity holds them. */
const AS_RETURNED = new Set(['integer', 'int', 'smallint', 'double precision', 'real', 'float', 'varchar', 'text', 'character varying']);

export interface ReadRowsOptions<T> {
  /** Equality on each named property (all must hold). */
  where: Partial<Record<keyof T & string, string | number>>;
  /** Properties to sort by, ascending, in this order. */
  orderBy?: ReadonlyArray<keyof T & string>;
  /** Properties left out of the rows read (e.g. the key the caller already knows). */
  omit?: ReadonlyArray<keyof T & string>;
}

/**
 * Reads many rows of one entity as plain objects, with SQL written here and each column's
 * conversion chosen once: TypeORM's entity hydration walks the metadata and calls the driver for
 * every value, which was a third of the stats service's season load (and of its test time) for
 * tens of thousands of rows. Booleans come back as booleans on both engines; a column of any
 * other type than plain numbers and text still goes through the driver's own conversion.
 */
export async function readRows<T extends ObjectLiteral>(em: EntityManager, entity: EntityTarget<T>, options: ReadRowsOptions<T>): Promise<T[]> {
  const meta = em.connection.getMetadata(entity);
  const driver = em.connection.driver;
  const postgres = driver.options.type === 'postgres';
  const column = (property: string): ColumnMetadata => {
    const found = meta.findColumnWithPropertyName(property);
    if (!found) throw new Error(`${meta.name} has no column ${property}`);
    return found;
  };
  const omitted = new Set<string>(options.omit ?? []);
  const columns = meta.columns.filter((c) => !omitted.has(c.propertyName));
  const params: unknown[] = [];
  const conditions = Object.entries(options.where).map(([property, value]) => {
    params.push(value);
    return `${driver.escape(column(property).databaseName)} = ${postgres ? `$${params.length}` : '?'}`;
  });
  const select = columns.map((c) => `${driver.escape(c.databaseName)} AS ${driver.escape(c.propertyName)}`).join(', ');
  const order = (options.orderBy ?? []).map((p) => `${driver.escape(column(p).databaseName)} ASC`).join(', ');
  const sql = `SELECT ${select} FROM ${driver.escape(meta.tableName)}`
    + (conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '')
    + (order ? ` ORDER BY ${order}` : '');
  const rows = (await em.query(sql, params)) as Record<string, unknown>[];
  const converted = columns
    .map((c) => ({ name: c.propertyName, convert: converterOf(c, (value: unknown) => driver.prepareHydratedValue(value, c)) }))
    .filter((c): c is { name: string; convert: (v: unknown) => unknown } => c.convert !== undefined);
  if (converted.length > 0) {
    for (const row of rows) for (const { name, convert } of converted) row[name] = convert(row[name]);
  }
  return rows as T[];
}

/** A column of numbers or text with no transformer: both drivers take and give its values as the entity holds them. */
export function isPlainColumn(column: ColumnMetadata): boolean {
  return !column.transformer && typeof column.type === 'string' && AS_RETURNED.has(column.type);
}

/** How a column's value is turned into the entity's, or undefined when it is used as returned. */
function converterOf(column: ColumnMetadata, byDriver: (value: unknown) => unknown): ((value: unknown) => unknown) | undefined {
  if (isPlainColumn(column)) return undefined;
  if (!column.transformer && column.type === 'boolean') return (value) => (value === null || value === undefined ? value : Boolean(value));
  return byDriver;
}
