#!/usr/bin/env node
/**
 * `npm start`: runs the whole product on one port. Three services, the stats worker when
 * REDIS_URL is set, and a gateway (the Node gateway by default, nginx with GATEWAY=nginx).
 * Embedded defaults: SQLite files under .data/, jobs in-process, port PORT or 8080.
 * Service logs go to .data/logs/{name}.log; import progress and errors are echoed here.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { portsInUse } from './ports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { SERVICES } = require('@draftroom/contracts');
const env = process.env;

const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '127.0.0.1';
const dataDir = resolve(env.DATA_DIR ?? join(root, '.data'));
const logDir = join(dataDir, 'logs');
mkdirSync(logDir, { recursive: true });

/**
 * REPLICAS=n runs n processes of each service (and n stats workers) behind nginx (issue 29):
 * replica i of a service listens on its port + 10 i, and the gateway's upstream lists them all.
 */
const replicas = Math.max(1, Number(env.REPLICAS ?? 1) || 1);
const replicaIndexes = Array.from({ length: replicas }, (_, i) => i);
const servicePort = (name, replica = 0) => Number(env[`${name.toUpperCase()}_PORT`] ?? SERVICES[name].port) + 10 * replica;
const serviceUrl = (name, replica = 0) => `http://127.0.0.1:${servicePort(name, replica)}`;
/** Every replica's URL, comma-separated: the gateway balances over them, the catalogue falls back along them. */
const serviceUrls = (name) => replicaIndexes.map((i) => serviceUrl(name, i)).join(',');
const replicaName = (name, replica) => (replica === 0 ? name : `${name}-${replica + 1}`);
/**
 * This instance's queues and Redis keys: its own unless BULLMQ_PREFIX names them, so a second
 * checkout or data folder on the same Redis never takes this one's jobs (issue 29).
 */
const queuePrefix = env.BULLMQ_PREFIX ?? `draftroom-${createHash('sha1').update(dataDir).digest('hex').slice(0, 8)}`;
/** Each supervised child, by name. */
const children = new Map();
let stopping = false;
const { supervise } = require('./supervise.cjs');

function say(line) {
  console.log(`[draftroom] ${line}`);
}

/** Echo what a newcomer wants to see from the JSON logs: import progress, readiness, errors. */
function echo(name, line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return;
  }
  if (entry.level === 'error' || entry.level === 'warn') say(`${name} ${entry.level}: ${entry.msg}${entry.error ? ` (${entry.error})` : ''}${entry.detail ? ` ${JSON.stringify(entry.detail)}` : ''}`);
  else if (entry.msg === 'import progress') say(`${name}: importing ${entry.season ?? ''} ${entry.percent != null ? `${entry.percent}%` : entry.note ?? ''}`);
  else if (entry.msg === 'import finished') say(`${name}: import finished (${entry.rows} rows in ${entry.seconds}s)`);
  else if (entry.msg === 'projections stored') say(`${name}: xPts projections ready (${entry.rows} rows, as of GW${entry.asOfGameweek}, ${entry.seconds}s)`);
}

/** Each child's current process id, in DATA_DIR/children.json (the chaos test kills replicas by it). */
const pids = {};
const writePids = () => writeFileSync(join(dataDir, 'children.json'), JSON.stringify(pids, null, 2));

/** Starts a supervised child (tools/launcher/supervise.cjs): restarted when it exits, stopped with the launcher. */
function start(name, args, extraEnv, command) {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  children.set(name, supervise(name, args, {
    cwd: root, env: { ...env, ...extraEnv }, command, minPauseMs: Number(env.RESTART_MIN_MS ?? 1000),
    onStart: (child) => {
      pids[name] = child.pid;
      writePids();
      for (const stream of [child.stdout, child.stderr]) {
        stream.pipe(log, { end: false });
        createInterface({ input: stream }).on('line', (line) => echo(name, line));
      }
    },
    onExit: (how, pause) => !stopping && say(`${name} stopped (${how}); see ${join(logDir, `${name}.log`)}. Restarting in ${pause / 1000} s; the rest keeps serving.`),
  }));
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // The timer below does not keep the process alive: with nothing started it would end with 0.
  process.exitCode = code;
  for (const child of children.values()) child.stop('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function serviceEnv(name, replica = 0) {
  const dbUrl = env[`${name.toUpperCase()}_DATABASE_URL`];
  return {
    PORT: String(servicePort(name, replica)),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BULLMQ_PREFIX: queuePrefix,
    // Several replicas share PostgreSQL's 100 connections (README, decision 212).
    ...(replicas > 1 && !env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: '6' } : {}),
    STATS_SERVICE_URL: serviceUrls('stats'),
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATABASE_URL: '' }),
  };
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok && (await res.json()).status === 'ok') return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/** Why this topology cannot run here, or null. */
function topologyProblem() {
  if (replicas === 1) return null;
  if ((env.GATEWAY ?? 'node') !== 'nginx') return 'REPLICAS needs GATEWAY=nginx: the Node gateway sends every request to one address.';
  if (!env.REDIS_URL) return 'REPLICAS needs REDIS_URL: the write limits, the drafts list and the jobs are shared through Redis.';
  return null;
}

async function main() {
  const problem = topologyProblem();
  if (problem) throw new Error(problem);
  const fixturePort = Number(env.FPL_FIXTURE_PORT ?? 3199);
  // Every port this instance needs, checked before anything starts: a second `npm start` used to
  // say "ready" while its checks were answered by the first one's services (issue 29).
  const wanted = [
    { port, what: 'the gateway (PORT)', host },
    ...Object.keys(SERVICES).flatMap((name) => replicaIndexes.map((i) => ({ port: servicePort(name, i), what: `the ${replicaName(name, i)} service (${name.toUpperCase()}_PORT)` }))),
    ...(env.DRAFTROOM_FIXTURE_SERVER === '1' ? [{ port: fixturePort, what: 'the recorded-fixture server (FPL_FIXTURE_PORT)' }] : []),
  ];
  const taken = await portsInUse(wanted);
  if (taken.length > 0) {
    for (const t of taken) say(`port ${t.port} for ${t.what} is already in use, probably by another Draftroom (npm start) or another program.`);
    say('Stop the other one, or give this one other ports (PORT, DRAFTS_PORT, PLANNER_PORT, STATS_PORT). Nothing was started.');
    stop(1);
    return;
  }
  if (env.DRAFTROOM_FIXTURE_SERVER === '1') {
    start('fpl-fixtures', ['tools/fpl-fixture-server/dist/cli.js', '--port', String(fixturePort)], {});
    env.FPL_API_BASE_URL = `http://127.0.0.1:${fixturePort}/api`;
    say(`official FPL API stood in for by the recorded-fixture server at ${env.FPL_API_BASE_URL}`);
  }
  for (const name of Object.keys(SERVICES)) {
    for (const i of replicaIndexes) start(replicaName(name, i), [`services/${name}/dist/main.js`], serviceEnv(name, i));
  }
  if (env.REDIS_URL) for (const i of replicaIndexes) start(replicaName('stats-worker', i), ['services/stats/dist/worker.js'], { ...serviceEnv('stats', i), DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE ?? '4' });

  // The manifest the shell reads (/app-config.json), written from the environment at each start.
  // Both gateways read it on every request: deploying one remote means rewriting its line.
  const appConfigFile = join(dataDir, 'app-config.json');
  const manifest = spawnSync(process.execPath, ['gateway/dist/cli.js', 'app-config'], { cwd: root, env, encoding: 'utf8' });
  if (manifest.status !== 0) throw new Error(manifest.stderr);
  writeFileSync(appConfigFile, manifest.stdout);
  const gatewayEnv = { APP_CONFIG_FILE: appConfigFile, ...Object.fromEntries(Object.keys(SERVICES).map((n) => [SERVICES[n].urlEnv, serviceUrls(n)])) };
  if ((env.GATEWAY ?? 'node') === 'nginx') {
    const runtime = join(dataDir, 'nginx');

    const conf = spawnSync(process.execPath, ['gateway/dist/cli.js', 'nginx', '--listen', String(port), '--host', host, '--runtime', runtime, '--foreground'], {
      cwd: root, env: { ...env, ...gatewayEnv }, encoding: 'utf8',
    });
    if (conf.status !== 0) throw new Error(conf.stderr);
    const confFile = join(runtime, 'nginx.conf');
    writeFileSync(confFile, conf.stdout);
    start('nginx', ['-c', confFile, '-p', runtime], {}, env.NGINX_BIN ?? 'nginx');
  } else {
    start('gateway', ['gateway/dist/cli.js', 'serve'], { ...gatewayEnv, PORT: String(port), HOST: host });
  }

  say(`starting on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (storage: ${env.STATS_DATABASE_URL ? 'PostgreSQL' : `SQLite in ${dataDir}`}, jobs: ${env.REDIS_URL ? `BullMQ (prefix ${queuePrefix})` : 'in-process'}, gateway: ${env.GATEWAY ?? 'node'}${replicas > 1 ? `, ${replicas} replicas of each service` : ''})`);
  const all = Object.keys(SERVICES).flatMap((name) => replicaIndexes.map((i) => ({ name: replicaName(name, i), url: serviceUrl(name, i) })));
  const ready = await Promise.all(all.map((s) => waitForHealth(s.url, Number(env.START_TIMEOUT_MS ?? 180_000))));
  if (stopping) return;
  if (ready.every(Boolean)) say(`ready: open http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  else say(`still starting after the timeout (${all.filter((_, i) => !ready[i]).map((s) => s.name).join(', ')}); see ${logDir}`);
}

main().catch((err) => {
  say(`failed to start: ${err.message}`);
  stop(1);
});
