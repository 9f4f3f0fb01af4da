import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { JsonLogger, configureServiceApp, createServiceApp, type ServiceAppOptions } from '@draftroom/nest-kit';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database';

export interface BootedService {
  app: NestExpressApplication;
  db: TestDatabase;
  /** The HTTP server to hand to supertest. */
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  close(): Promise<void>;
}

/** A provider replaced for the test, e.g. the PlayerCatalogue by the snapshot-fed fake. */
export interface ProviderOverride {
  provide: unknown;
  useValue: unknown;
}

export interface BootOptions extends TestDatabaseOptions {
  overrides?: readonly ProviderOverride[];
}

/**
 * Builds a service exactly as main.ts does (same pipes, filter, compression, body limit) on a
 * test database of the engine chosen by TEST_DB_ENGINE (empty, or a copy of a template),
 * without opening a port. `env` is applied before the module is created, for settings read at start.
 */
export async function bootTestService(
  service: string,
  loadModule: () => unknown,
  env: Record<string, string | undefined> = {},
  options: BootOptions = {},
): Promise<BootedService> {
  const db = await createTestDatabase(service, options);
  db.apply();
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  const appOptions = { service, description: `${service} (test)` };
  const app = options.overrides?.length
    ? await createWithOverrides(loadModule(), appOptions, options.overrides)
    : await createServiceApp(loadModule(), appOptions);
  await app.init();
  return {
    app,
    db,
    server: app.getHttpServer(),
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/** The same application, built through Nest's testing module so providers can be replaced. */
async function createWithOverrides(module: unknown, options: ServiceAppOptions, overrides: readonly ProviderOverride[]): Promise<NestExpressApplication> {
  const logger = new JsonLogger(options.service);
  let builder = Test.createTestingModule({ imports: [module as never] }).setLogger(logger);
  for (const { provide, useValue } of overrides) builder = builder.overrideProvider(provide).useValue(useValue);
  const app = (await builder.compile()).createNestApplication<NestExpressApplication>({ logger, bodyParser: false });
  return configureServiceApp(app, options, logger);
}

/** Opens a port for a booted service (for real concurrent HTTP) and answers its base URL. */
export async function listen(svc: BootedService): Promise<string> {
  await svc.app.listen(0, '127.0.0.1');
  const { port } = svc.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
