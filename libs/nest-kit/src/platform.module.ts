import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HealthController } from './http/health.controller';
import { JsonLogger } from './logger';
import { JobsModule } from './queue/jobs.module';
import { SERVICE_NAME } from './service-name';
import { MigrationsRunner } from './storage/migrations-runner';
import { PoolWarmUp } from './storage/pool-warm-up';
import { dataSourceOptions, isTransientConnectionError, type StorageOptions } from './storage/data-source';
import { IdempotencyInterceptor } from './writes/idempotency.interceptor';

export interface PlatformOptions extends Pick<StorageOptions, 'entities' | 'migrations'> {
  service: string;
  /** Name of the BullMQ queue, for services that run background jobs. */
  queueName?: string;
}

@Global()
@Module({})
class LoggingModule {
  static forService(service: string): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: JsonLogger, useValue: new JsonLogger(service) }, { provide: SERVICE_NAME, useValue: service }],
      exports: [JsonLogger, SERVICE_NAME],
    };
  }
}

/**
 * What every service imports once: structured logging, storage (TypeORM on PostgreSQL or SQLite,
 * migrations run at start), /health, and optionally a job queue.
 */
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        LoggingModule.forService(options.service),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions({ service: options.service, entities: options.entities, migrations: options.migrations }),
            // A database that is still starting (docker-compose) deserves patience; a broken one does not.
            retryAttempts: Number(process.env.DATABASE_RETRY_ATTEMPTS ?? 10),
            retryDelay: 3000,
            toRetry: isTransientConnectionError,
          }),
        }),
        ...(options.queueName ? [JobsModule.forRoot(options.queueName)] : []),
      ],
      controllers: [HealthController],
      // Idempotency-Key replays and the 'write applied' log (decision 071); a no-op for reads.
      providers: [MigrationsRunner, PoolWarmUp, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
    };
  }
}
