import { join } from 'node:path';
import type { DataSourceOptions, EntitySchema, MixedList } from 'typeorm';
import { dataDir, storageEngine } from './engine';

/** The PostgreSQL pool's size: DATABASE_POOL_SIZE, 10 by default. */
const poolSize = (env: NodeJS.ProcessEnv): number => Number(env.DATABASE_POOL_SIZE ?? 10);

export interface StorageOptions {
  /** Service name: names the SQLite file (.data/{service}.sqlite). */
  service: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  env?: NodeJS.ProcessEnv;
}

/**
 * TypeORM options for a service: migrations always run at start (never `synchronize`: by
 * MigrationsRunner), so both engines get exactly the schema the migrations describe.
 */
export function dataSourceOptions({ service, entities, migrations, env = process.env }: StorageOptions): DataSourceOptions {
  // Migrations run at start in MigrationsRunner (one process at a time), not inside initialize().
  const common = { entities, migrations, migrationsRun: false, synchronize: false, logging: false } as const;
  if (storageEngine(env) === 'postgres') {
    return {
      ...common,
      type: 'postgres',
      url: checkedDatabaseUrl(env.DATABASE_URL!),
      // A fixed-size pool: idle connections are kept, not closed after 10 s (pool-warm-up.ts).
      extra: { max: poolSize(env), min: poolSize(env), connectionTimeoutMillis: 3000 },
      migrationsTransactionMode: 'each',
    };
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: env.SQLITE_FILE ?? join(dataDir(env), `${service}.sqlite`),
    enableWAL: true,
    timeout: 10_000,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('synchronous = NORMAL');
    },
  };
}

/**
 * DATABASE_URL must be a PostgreSQL URL: `notaurl` used to fail as "getaddrinfo ENOTFOUND base"
 * after half a minute of retries (issue 11 item 9). The password is never repeated back.
 */
export function checkedDatabaseUrl(url: string): string {
  const example = 'postgres://user:password@host:5432/database';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`DATABASE_URL is not a URL. It should look like ${example}.`);
  }
  if (!['postgres:', 'postgresql:'].includes(parsed.protocol)) {
    throw new Error(`DATABASE_URL must start with postgres:// (it starts with ${parsed.protocol}//). It should look like ${example}.`);
  }
  if (!parsed.hostname) throw new Error(`DATABASE_URL names no host. It should look like ${example}.`);
  if (parsed.pathname.length <= 1) throw new Error(`DATABASE_URL names no database. It should look like ${example}.`);
  return url;
}

/** PostgreSQL errors no retry can fix: no such database, wrong password or user, no permission. */
const PERMANENT_CODES = new Set(['3D000', '28P01', '28000', '42501']);

/**
 * Whether a failed connection is worth retrying: a database that is still starting is, a wrong
 * database name is not (it used to be retried for 33 s before "does not exist"; issue 11 item 9).
 */
export function isTransientConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return !(typeof code === 'string' && PERMANENT_CODES.has(code));
}
