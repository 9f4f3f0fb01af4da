/**
 * A redis-server and a PostgreSQL cluster of the probe's own, on its own ports, that it may stop
 * and start: the machine's shared Redis (6379) and PostgreSQL (5432) are never stopped.
 * Nothing of either is kept: the cluster lives in a temporary folder, Redis saves nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const answers = (port) => new Promise((resolve) => {
  const socket = createConnection({ port, host: '127.0.0.1' }, () => (socket.destroy(), resolve(true)));
  socket.on('error', () => resolve(false));
});
async function untilListening(port, what) {
  for (let i = 0; i < 200; i += 1, await sleep(50)) if (await answers(port)) return;
  throw new Error(`${what} did not listen on ${port}`);
}

export function ownRedis(port) {
  let child;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await untilListening(port, 'redis-server');
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * initdb as the postgres user (the server refuses to run as root) in a temporary folder;
 * max_connections is PostgreSQL's default, 100, what the README's pool sizes are counted against.
 */
export function ownPostgres(port) {
  const dir = mkdtempSync(join(tmpdir(), 'draftroom-probe-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asPostgres = (command, args) => {
    const res = spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${command} failed: ${res.stderr}`);
  };
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    /** As a crash would: no checkpoint, every connection cut. */
    stop: async () => asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    remove: () => rmSync(dir, { recursive: true, force: true }),
    /** The connections the cluster holds for clients, this query's own left out. */
    async clientConnections() {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend'");
      await client.end();
      return rows[0].n - 1;
    },
  };
}
