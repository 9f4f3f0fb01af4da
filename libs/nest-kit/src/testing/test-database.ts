import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export type TestEngine = 'sqlite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

export const testPostgresUrl = (): string => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  engine: TestEngine;
  /** Environment a service reads its storage from (DATABASE_URL or SQLITE_FILE). */
  env: Record<string, string>;
  /** Sets the env on process.env for code that reads it when building the app. */
  apply(): void;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a temp SQLite file, or a new PostgreSQL database
 * on the real server (TEST_DB_ENGINE=postgres). Each test file gets its own, so they can run in
 * parallel and never see each other's rows.
 */
export async function createTestDatabase(service: string): Promise<TestDatabase> {
  if (testEngine() === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `draftroom-${service}-`));
    const env = { SQLITE_FILE: join(dir, `${service}.sqlite`) };
    return {
      engine: 'sqlite',
      env,
      apply: () => {
        delete process.env.DATABASE_URL;
        Object.assign(process.env, env);
      },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = new URL(testPostgresUrl());
  const name = `dr_test_${service}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  return {
    engine: 'postgres',
    env,
    apply: () => {
      delete process.env.SQLITE_FILE;
      Object.assign(process.env, env);
    },
    drop: async () => {
      const c = new Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
