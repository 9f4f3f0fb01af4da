import { join } from 'node:path';
import type { DataSourceOptions, EntitySchema, MixedList } from 'typeorm';
import { dataDir, storageEngine } from './engine';

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
 * TypeORM options for a service: migrations always run at start (never `synchronize`), so both
 * engines get exactly the schema the migrations describe.
 */
export function dataSourceOptions({ service, entities, migrations, env = process.env }: StorageOptions): DataSourceOptions {
  const common = { entities, migrations, migrationsRun: true, synchronize: false, logging: false } as const;
  if (storageEngine(env) === 'postgres') {
    return {
      ...common,
      type: 'postgres',
      url: env.DATABASE_URL,
      extra: { max: Number(env.DATABASE_POOL_SIZE ?? 10) },
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
