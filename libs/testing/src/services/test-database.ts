import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { Client } from 'pg';

export type TestEngine = 'sqlite' | 'postgres' | 'mongodb';

/**
 * The pass a test file runs in (tools/jest/engines.js): `sqlite`, `postgres` (the SQL services'
 * production store) or `mongodb` (the drafts service's production store, decision 190).
 */
export function testEngine(): TestEngine {
  const engine = process.env.TEST_DB_ENGINE;
  return engine === 'postgres' || engine === 'mongodb' ? engine : 'sqlite';
}

/** The engine `service` is tested on in this pass: MongoDB holds only drafts, PostgreSQL never does. */
export function testEngineFor(service: string): TestEngine {
  const engine = testEngine();
  if (engine === 'sqlite') return 'sqlite';
  if (service === 'drafts') return engine === 'mongodb' ? 'mongodb' : 'sqlite';
  return engine === 'mongodb' ? 'sqlite' : 'postgres';
}

export const testPostgresUrl = (): string => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The MongoDB server of the mongodb pass: FerretDB started by npm test, or a real MongoDB (TEST_MONGODB_URL). */
export function testMongoUrl(): string {
  const url = process.env.TEST_MONGODB_URL;
  if (!url) throw new Error('TEST_MONGODB_URL is not set: npm test starts FerretDB and sets it, or point it at a MongoDB server');
  return url;
}

/** `base` (a mongodb:// URL) naming `database` instead of the one it names, its options kept. */
export function mongoUrlFor(base: string, database: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]*)\/?[^?]*(\?.*)?$/.exec(base);
  if (!match) throw new Error(`not a mongodb:// URL: ${base}`);
  return `${match[1]}/${database}${match[2] ?? ''}`;
}

/** A database to copy instead of starting empty: an SQLite file, or a PostgreSQL database used as TEMPLATE. */
export type DatabaseTemplate = { engine: 'sqlite'; file: string } | { engine: 'postgres' | 'mongodb'; database: string };

export interface TestDatabase {
  engine: TestEngine;
  /** Environment a service reads its storage from (DATABASE_URL or SQLITE_FILE). */
  env: Record<string, string>;
  /** Sets the env on process.env for code that reads it when building the app. */
  apply(): void;
  /** This database as a template for others (valid once nothing is connected to it). */
  template: DatabaseTemplate;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Start as a copy of this database instead of empty. */
  from?: DatabaseTemplate;
  /** Where the database lives (an SQLite file path or a PostgreSQL name) instead of a fresh temp name. */
  at?: string;
}

/**
 * A database for one test file: a temp SQLite file, a new PostgreSQL database on the real server
 * (TEST_DB_ENGINE=postgres), or a new MongoDB database (TEST_DB_ENGINE=mongodb, drafts only);
 * empty, or a copy of a template. Each test file gets its own, so files run in parallel and never
 * see each other's rows.
 */
export async function createTestDatabase(service: string, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const engine = testEngineFor(service);
  if (engine === 'mongodb') return mongoDatabase(service, options);
  return engine === 'sqlite' ? sqliteDatabase(service, options) : postgresDatabase(service, options);
}

/** Created by its first write; dropped with its collections and indexes. */
function mongoDatabase(service: string, { from, at }: TestDatabaseOptions): TestDatabase {
  if (from) throw new Error('a MongoDB test database starts empty');
  const name = at ?? `dr_test_${service}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const env = { DATABASE_URL: mongoUrlFor(testMongoUrl(), name) };
  return {
    engine: 'mongodb',
    env,
    apply: () => {
      delete process.env.SQLITE_FILE;
      Object.assign(process.env, env);
    },
    template: { engine: 'mongodb', database: name },
    drop: async () => {
      const client = new MongoClient(env.DATABASE_URL, { serverSelectionTimeoutMS: 5000 });
      try {
        await client.db(name).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}

function sqliteDatabase(service: string, { from, at }: TestDatabaseOptions): TestDatabase {
  const dir = at ? undefined : mkdtempSync(join(tmpdir(), `draftroom-${service}-`));
  const file = at ?? join(dir!, `${service}.sqlite`);
  if (from) {
    if (from.engine !== 'sqlite') throw new Error('an SQLite test database copies an SQLite template');
    copyFileSync(from.file, file);
  }
  const env = { SQLITE_FILE: file };
  return {
    engine: 'sqlite',
    env,
    apply: () => {
      delete process.env.DATABASE_URL;
      Object.assign(process.env, env);
    },
    template: { engine: 'sqlite', file },
    drop: async () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
      else for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

async function postgresDatabase(service: string, { from, at }: TestDatabaseOptions): Promise<TestDatabase> {
  if (from && from.engine !== 'postgres') throw new Error('a PostgreSQL test database copies a PostgreSQL template');
  const name = at ?? `dr_test_${service}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(from ? `CREATE DATABASE "${name}" TEMPLATE "${from.database}"` : `CREATE DATABASE "${name}"`);
  const url = new URL(testPostgresUrl());
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  return {
    engine: 'postgres',
    env,
    apply: () => {
      delete process.env.SQLITE_FILE;
      Object.assign(process.env, env);
    },
    template: { engine: 'postgres', database: name },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** One statement on the server's maintenance database (CREATE/DROP DATABASE cannot run inside one). */
async function adminQuery(sql: string): Promise<void> {
  const admin = new Client({ connectionString: testPostgresUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The name of a MongoDB test database, to boot a second service on it. */
export function mongoDatabaseName(db: TestDatabase): string {
  if (db.template.engine !== 'mongodb') throw new Error(`this test runs on MongoDB, not ${db.template.engine}`);
  return db.template.database;
}
