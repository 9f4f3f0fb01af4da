import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './own-redis';
import { testPostgresUrl } from './test-database';

/** Built by npm test and CI before the tests run (tools/scripts/ferretdb.mjs build). */
const FERRETDB_BIN = join(__dirname, '..', '..', '..', '..', '.data', 'bin', 'ferretdb');

/**
 * A FerretDB of the test's own, on a PostgreSQL database of its own, for tests that stop the
 * MongoDB server: the one every test shares must keep running. `start()` again after `stop()`
 * reuses the port and keeps the documents (they live in PostgreSQL).
 */
export class OwnFerretDb {
  private child?: ChildProcess;
  private constructor(readonly port: number, private readonly database: string) {}

  static async create(): Promise<OwnFerretDb> {
    if (!existsSync(FERRETDB_BIN)) throw new Error(`${FERRETDB_BIN} is missing: run node tools/scripts/ferretdb.mjs build`);
    const db = new OwnFerretDb(await freePort(), `dr_test_ferretdb_${process.pid}_${Date.now() % 100000}`);
    await db.admin(`CREATE DATABASE "${db.database}"`);
    return db;
  }

  url(database: string): string {
    return `mongodb://127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    const pg = new URL(testPostgresUrl());
    pg.pathname = `/${this.database}`;
    const child = spawn(FERRETDB_BIN, ['-listen', `127.0.0.1:${this.port}`, '-postgresql-url', pg.toString(), '-stop-with-stdin'], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`ferretdb exited with ${code}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        if (String(chunk).startsWith('ready')) resolve();
      });
    });
  }

  /** As a crash would: no goodbye to the clients. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }

  async destroy(): Promise<void> {
    await this.stop();
    await this.admin(`DROP DATABASE IF EXISTS "${this.database}" WITH (FORCE)`);
  }

  private async admin(sql: string): Promise<void> {
    const client = new Client({ connectionString: testPostgresUrl() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
}
