import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { HealthController } from './http/health.controller';
import { JsonLogger } from './logger';
import { JobsModule } from './queue/jobs.module';
import { SERVICE_NAME } from './service-name';
import type { StorageOptions } from './storage/data-source';
import { TypeOrmStorageModule } from './storage/typeorm-storage.module';
import { IdempotencyInterceptor } from './writes/idempotency.interceptor';

export interface PlatformOptions extends Partial<Pick<StorageOptions, 'entities' | 'migrations'>> {
  service: string;
  /**
   * The service's store, when it is not TypeORM on its `entities` and `migrations`: a global
   * module providing StorageHealth and IdempotencyStore (the drafts service on MongoDB).
   */
  storage?: DynamicModule;
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
 * migrations run at start, unless the service brings its own store), /health, and optionally a job queue.
 */
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        LoggingModule.forService(options.service),
        options.storage ?? TypeOrmStorageModule.forRoot({ service: options.service, entities: options.entities ?? [], migrations: options.migrations ?? [] }),
        ...(options.queueName ? [JobsModule.forRoot(options.queueName)] : []),
      ],
      controllers: [HealthController],
      // Idempotency-Key replays and the 'write applied' log (decision 071); a no-op for reads.
      providers: [{ provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
    };
  }
}
