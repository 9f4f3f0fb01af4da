#!/usr/bin/env node
/**
 * FerretDB, the MongoDB wire protocol on PostgreSQL, for the drafts service's tests, the e2e stack
 * and CI (docs/decisions/190): the project's own Go program (tools/ferretdb) embedding FerretDB
 * v1.24.2, built with `go build` (Go's build cache makes a rebuild take about a second) into
 * .data/bin/ferretdb, and started on a free port with a PostgreSQL database of its own.
 *   node tools/scripts/ferretdb.mjs build
 *   node tools/scripts/ferretdb.mjs start   # prints the mongodb:// URL, runs until stopped
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FERRETDB_BIN = join(root, '.data', 'bin', 'ferretdb');

/** Whether a Go toolchain is on the PATH. */
export const haveGo = () => spawnSync('go', ['version'], { stdio: 'ignore' }).status === 0;

/** Builds the program (quick when Go's build cache is warm); throws with Go's output when it fails. */
export function buildFerretDb() {
  mkdirSync(dirname(FERRETDB_BIN), { recursive: true });
  // No SQLite backend: FerretDB stores in PostgreSQL here, and leaving it out halves the first build.
  const res = spawnSync('go', ['build', '-tags', 'ferretdb_no_sqlite', '-trimpath', '-buildvcs=false', '-o', FERRETDB_BIN, '.'], {
    cwd: join(root, 'tools', 'ferretdb'), encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`go build of tools/ferretdb failed:\n${res.stderr}${res.stdout}`);
  return FERRETDB_BIN;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** An empty PostgreSQL database for FerretDB's documents (dropped first if an earlier run left it). */
export async function freshPostgresDatabase(name, baseUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres') {
  // Imported here: CI builds the program before `npm install` has brought `pg`.
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts the built program on `port` (a free one when not given) over the PostgreSQL database at
 * `postgresUrl`; resolves once it listens. It stops with `stop()`, and by itself when this
 * process dies (its standard input is a pipe from here).
 */
export function startFerretDb({ postgresUrl, port = 0, bin = FERRETDB_BIN }) {
  const child = spawn(bin, ['-listen', `127.0.0.1:${port}`, '-postgresql-url', postgresUrl, '-stop-with-stdin'], { stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`ferretdb exited with ${code} before it was ready`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /^ready (mongodb:\/\/\S+)/m.exec(out)?.[1];
      if (!url) return;
      child.removeAllListeners('exit');
      resolve({
        url,
        pid: child.pid,
        stop: () => new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'build') {
    const started = Date.now();
    buildFerretDb();
    console.log(`ferretdb: built ${FERRETDB_BIN} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (command === 'start') {
    const port = Number(process.env.FERRETDB_PORT ?? 0);
    const server = await startFerretDb({ postgresUrl: await freshPostgresDatabase(process.env.FERRETDB_DATABASE ?? 'draftroom_ferretdb'), port });
    console.log(server.url);
    const stop = () => server.stop().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  } else {
    console.error('usage: node tools/scripts/ferretdb.mjs build|start');
    process.exit(2);
  }
}
