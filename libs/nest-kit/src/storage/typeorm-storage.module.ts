import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyStore, TypeOrmIdempotencyStore } from '../writes/idempotency-store';
import { dataSourceOptions, isTransientConnectionError, type StorageOptions } from './data-source';
import { MigrationsRunner } from './migrations-runner';
import { PoolWarmUp } from './pool-warm-up';
import { StorageHealth, TypeOrmStorageHealth } from './storage-health';

/**
 * A service's store through TypeORM: PostgreSQL when DATABASE_URL is set, an SQLite file
 * otherwise; migrations run at start, the pool opened ahead, Idempotency-Keys in their table.
 */
@Global()
@Module({})
export class TypeOrmStorageModule {
  static forRoot(options: Pick<StorageOptions, 'service' | 'entities' | 'migrations'>): DynamicModule {
    return {
      module: TypeOrmStorageModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(options),
            // A database that is still starting (docker-compose) deserves patience; a broken one does not.
            retryAttempts: Number(process.env.DATABASE_RETRY_ATTEMPTS ?? 10),
            retryDelay: 3000,
            toRetry: isTransientConnectionError,
          }),
        }),
      ],
      providers: [
        MigrationsRunner,
        PoolWarmUp,
        { provide: StorageHealth, useClass: TypeOrmStorageHealth },
        { provide: IdempotencyStore, useClass: TypeOrmIdempotencyStore },
      ],
      exports: [StorageHealth, IdempotencyStore],
    };
  }
}
