import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp } from '../bootstrap';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface BootedService {
  app: NestExpressApplication;
  db: TestDatabase;
  /** The HTTP server to hand to supertest. */
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  close(): Promise<void>;
}

/**
 * Builds a service exactly as main.ts does (same pipes, filter, compression, body limit) on a
 * fresh test database of the engine chosen by TEST_DB_ENGINE, without opening a port.
 * `env` is applied before the module is created, for settings read at start.
 */
export async function bootTestService(
  service: string,
  loadModule: () => unknown,
  env: Record<string, string | undefined> = {},
): Promise<BootedService> {
  const db = await createTestDatabase(service);
  db.apply();
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  const app = await createServiceApp(loadModule(), { service, description: `${service} (test)` });
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
