#!/usr/bin/env node
/**
 * `npm test`: every test, with a summary at the end.
 *   jest                 one run, one worker per core, with three projects:
 *     unit               pure code (libs, services, remotes), *.spec.ts next to the code
 *     services           services against the embedded SQLite default, plus HTTP/queue/gateway tests
 *     services-postgres  the storage-backed service tests again on real PostgreSQL (tools/jest/engines.js)
 *     services-mongodb   the drafts service's tests on the MongoDB wire protocol: TEST_MONGODB_URL, or
 *                        FerretDB built and started here (tools/scripts/ferretdb.mjs, decision 190)
 *   build, e2e           real Chromium through the gateway (nginx when installed); the build and
 *                        the e2e stack's start come first, so the stack imports while jest runs
 * Missing PostgreSQL, Go (for FerretDB), Redis, Chromium or the shared dataset skip their part with a notice;
 * DRAFTROOM_REQUIRE_SERVICES=1 (set by .ci/run) turns any of them missing into a failure.
 * `--only unit|services|e2e` runs one part.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachStack, startStack } from './e2e-stack.mjs';
import { buildFerretDb, freshPostgresDatabase, haveGo, startFerretDb } from './ferretdb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const required = process.env.DRAFTROOM_REQUIRE_SERVICES === '1';
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const results = [];

function reachable(url, fallbackPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || fallbackPort) });
    socket.setTimeout(1500);
    socket.on('connect', () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** Runs one part; its time counts from `started` (e.g. including the wait for the e2e stack). */
function step(name, command, args, env = {}, started = Date.now()) {
  console.log(`\n━━ ${name} ━━`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: res.status === 0, seconds: (Date.now() - started) / 1000 });
  return res.status === 0;
}

function skip(name, why) {
  if (required) {
    console.error(`\n━━ ${name}: cannot run (${why}) and DRAFTROOM_REQUIRE_SERVICES=1`);
    results.push({ name, ok: false, seconds: 0, note: why });
  } else {
    console.log(`\n━━ ${name}: skipped (${why})`);
    results.push({ name, ok: true, seconds: 0, note: `skipped: ${why}` });
  }
}

const npx = 'npx';
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const haveRedis = await reachable(redisUrl, 6379);
const havePostgres = await reachable(postgresUrl, 5432);
const redisEnv = haveRedis ? {} : { TEST_REDIS: 'off' };
if (!haveRedis) {
  if (required) results.push({ name: 'redis', ok: false, seconds: 0, note: `not reachable at ${redisUrl}` });
  else console.log(`notice: Redis not reachable at ${redisUrl}; BullMQ tests are skipped`);
}
// The drafts service's MongoDB: TEST_MONGODB_URL (CI starts FerretDB before the e2e stack; or a
// real MongoDB), otherwise a FerretDB started here on a PostgreSQL database of its own.
let mongoUrl = process.env.TEST_MONGODB_URL;
let ferretDb;
if (!mongoUrl && only !== 'unit') {
  if (!havePostgres) skip('services · mongodb', 'FerretDB stores in PostgreSQL, which is not reachable');
  else if (!haveGo()) skip('services · mongodb', 'no Go toolchain to build FerretDB (tools/ferretdb)');
  else {
    const started = Date.now();
    buildFerretDb();
    ferretDb = await startFerretDb({ postgresUrl: await freshPostgresDatabase(`draftroom_ferretdb_test_${process.env.E2E_PORT_BASE ?? 18000}`, postgresUrl) });
    mongoUrl = ferretDb.url;
    results.push({ name: 'ferretdb', ok: true, seconds: (Date.now() - started) / 1000, note: mongoUrl });
  }
}
if (!existsSync(join(root, '..', 'shared', 'data', 'fpl')) && !process.env.FPL_DATA_DIR) {
  if (required) results.push({ name: 'shared dataset', ok: false, seconds: 0, note: 'missing ../shared/data/fpl' });
}

// The e2e part needs a build and a stack; both start before jest, so the stack's first import
// runs while jest does (tools/scripts/e2e-stack.mjs).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_STACK_STARTED=1 from the caller: it started the stack (log in .data/e2e-stack.log) and stops it.
const stackFromCaller = process.env.E2E_STACK_STARTED === '1';
const e2eEnv = {
  ...process.env,
  E2E_DB: process.env.E2E_DB ?? (havePostgres && required ? 'postgres' : 'sqlite'),
  E2E_QUEUE: process.env.E2E_QUEUE ?? (haveRedis && required ? 'bullmq' : 'in-process'),
  E2E_STACK_STARTED: '1',
  ...(mongoUrl ? { TEST_MONGODB_URL: mongoUrl } : {}),
};
let stack;
if (!only || only === 'e2e') {
  if (!existsSync(chromium)) skip('e2e', `no Chromium at ${chromium} (apt-get install chromium)`);
  else if (step('build', 'node', ['tools/scripts/build.mjs', '--if-stale'])) stack = stackFromCaller ? attachStack(root, e2eEnv) : startStack(root, e2eEnv);
}

// One jest run for the unit specs and both storage passes, one worker per core: the passes'
// long stats suites then overlap with everything else instead of each ending on one busy core.
const projects = [];
if (!only || only === 'unit') projects.push('unit');
if (!only || only === 'services') {
  projects.push('services');
  if (havePostgres) projects.push('services-postgres');
  else skip('services · postgres', `PostgreSQL not reachable at ${postgresUrl}`);
  if (mongoUrl) projects.push('services-mongodb');
}
if (projects.length > 0) {
  step(`jest (${projects.join(', ')})`, npx, ['jest', '--selectProjects', ...projects, '--maxWorkers', String(availableParallelism())], {
    TEST_DB_ENGINE: 'sqlite', TEST_POSTGRES_URL: postgresUrl, DRAFTROOM_TEST_POSTGRES: havePostgres ? '1' : '0', ...redisEnv,
    ...(mongoUrl ? { TEST_MONGODB_URL: mongoUrl, DRAFTROOM_TEST_MONGODB: '1' } : {}),
  });
}

if (stack) {
  const started = Date.now();
  if (await stack.ready()) step('e2e', npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], e2eEnv, started);
  else results.push({ name: 'e2e', ok: false, seconds: (Date.now() - started) / 1000, note: 'the stack did not start' });
  await stack.stop();
}

await ferretDb?.stop();

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(22)} ${r.seconds.toFixed(1).padStart(6)}s${r.note ? `  (${r.note})` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
