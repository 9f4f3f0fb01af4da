#!/usr/bin/env node
/**
 * `npm start`: runs the whole product on one port. Three services, the stats worker when
 * REDIS_URL is set, and a gateway (the Node gateway by default, nginx with GATEWAY=nginx).
 * Embedded defaults: SQLite files under .data/, jobs in-process, port PORT or 8080.
 * Service logs go to .data/logs/{name}.log; import progress and errors are echoed here.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { SERVICES } = require('@draftroom/contracts');
const env = process.env;

const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '127.0.0.1';
const dataDir = resolve(env.DATA_DIR ?? join(root, '.data'));
const logDir = join(dataDir, 'logs');
mkdirSync(logDir, { recursive: true });

const servicePort = (name) => Number(env[`${name.toUpperCase()}_PORT`] ?? SERVICES[name].port);
const serviceUrl = (name) => `http://127.0.0.1:${servicePort(name)}`;
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

/** Starts a supervised child (tools/launcher/supervise.cjs): restarted when it exits, stopped with the launcher. */
function start(name, args, extraEnv, command) {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  children.set(name, supervise(name, args, {
    cwd: root, env: { ...env, ...extraEnv }, command, minPauseMs: Number(env.RESTART_MIN_MS ?? 1000),
    onStart: (child) => {
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
  for (const child of children.values()) child.stop('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function serviceEnv(name) {
  const dbUrl = env[`${name.toUpperCase()}_DATABASE_URL`];
  return {
    PORT: String(servicePort(name)),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATS_SERVICE_URL: serviceUrl('stats'),
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATABASE_URL: '' }),
  };
}

async function waitForHealth(name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(`${serviceUrl(name)}/health`);
      if (res.ok && (await res.json()).status === 'ok') return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

async function main() {
  if (env.DRAFTROOM_FIXTURE_SERVER === '1') {
    const fixturePort = Number(env.FPL_FIXTURE_PORT ?? 3199);
    start('fpl-fixtures', ['tools/fpl-fixture-server/dist/cli.js', '--port', String(fixturePort)], {});
    env.FPL_API_BASE_URL = `http://127.0.0.1:${fixturePort}/api`;
    say(`official FPL API stood in for by the recorded-fixture server at ${env.FPL_API_BASE_URL}`);
  }
  for (const name of Object.keys(SERVICES)) start(name, [`services/${name}/dist/main.js`], serviceEnv(name));
  if (env.REDIS_URL) start('stats-worker', ['services/stats/dist/worker.js'], serviceEnv('stats'));

  // The manifest the shell reads (/app-config.json), written from the environment at each start.
  // Both gateways read it on every request: deploying one remote means rewriting its line.
  const appConfigFile = join(dataDir, 'app-config.json');
  const manifest = spawnSync(process.execPath, ['gateway/dist/cli.js', 'app-config'], { cwd: root, env, encoding: 'utf8' });
  if (manifest.status !== 0) throw new Error(manifest.stderr);
  writeFileSync(appConfigFile, manifest.stdout);
  const gatewayEnv = { APP_CONFIG_FILE: appConfigFile, ...Object.fromEntries(Object.keys(SERVICES).map((n) => [SERVICES[n].urlEnv, serviceUrl(n)])) };
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

  say(`starting on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (storage: ${env.STATS_DATABASE_URL ? 'PostgreSQL' : `SQLite in ${dataDir}`}, jobs: ${env.REDIS_URL ? 'BullMQ' : 'in-process'}, gateway: ${env.GATEWAY ?? 'node'})`);
  const ready = await Promise.all(Object.keys(SERVICES).map((n) => waitForHealth(n, Number(env.START_TIMEOUT_MS ?? 180_000))));
  if (stopping) return;
  if (ready.every(Boolean)) say(`ready: open http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  else say(`still starting after the timeout (${Object.keys(SERVICES).filter((_, i) => !ready[i]).join(', ')}); see ${logDir}`);
}

main().catch((err) => {
  say(`failed to start: ${err.message}`);
  stop(1);
});
