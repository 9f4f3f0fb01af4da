#!/usr/bin/env node
/**
 * Starts the whole product for the e2e specs on fresh data:
 *   E2E_DB=postgres   the production stores instead of temp SQLite files: fresh PostgreSQL databases
 *                     (TEST_POSTGRES_URL) for planner and stats, a fresh MongoDB database for drafts
 *                     (TEST_MONGODB_URL, or a FerretDB started here; decision 190)
 *   E2E_QUEUE=bullmq  BullMQ on TEST_REDIS_URL with a worker process, instead of in-process jobs
 *   E2E_GATEWAY=nginx|node (default: nginx when installed)
 *   E2E_REPLICAS=2    two replicas of each service and two workers (needs nginx and E2E_QUEUE=bullmq)
 * The official FPL API is always the recorded-fixture server; FPL_AS_OF_GW defaults to 4 so the
 * screens match the spec's numbers.
 *   E2E_UPSTREAM_SEASON=2026-27  the fixture server stands in for the game in a made-up season
 *                     (tools/fpl-fixture-server/src/made-up-seasons.ts) and the stats service imports
 *                     from it (STATS_IMPORT_SOURCE=upstream) with the clock unpinned: the season's
 *                     own played gameweeks (GW1-3) are "now" (specs/new-season.spec.ts, issue 32)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { draftsMongoDatabase } from '../../tools/scripts/drafts-mongodb.mjs';
import { freshServiceDatabases } from '../../tools/scripts/fresh-databases.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = { ...process.env };
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
// Every port of the stack derives from E2E_PORT_BASE, so several checkouts can run e2e at once.
const portBase = Number(env.E2E_PORT_BASE ?? 18000);
// Fresh at every start, and found by the specs from the port base (support/environment.ts).
const dataDir = join(tmpdir(), `draftroom-e2e-${portBase}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

let draftsStore;
if (env.E2E_DB === 'postgres') {
  Object.assign(env, await freshServiceDatabases(`draftroom_e2e_${portBase}`, env.TEST_POSTGRES_URL));
  draftsStore = await draftsMongoDatabase(`draftroom_e2e_${portBase}_drafts`, env);
  env.DRAFTS_DATABASE_URL = draftsStore.url;
}
if (env.E2E_UPSTREAM_SEASON) {
  // The launcher passes the environment to the fixture server; the stats service's first import reads it.
  env.FPL_FIXTURE_SEASON = env.E2E_UPSTREAM_SEASON;
  env.STATS_IMPORT_SOURCE = 'upstream';
  // GW4 is the 2025/26 spec's clock; a new season's clock is its own last played gameweek.
  env.FPL_AS_OF_GW ??= '';
}
if (env.E2E_QUEUE === 'bullmq') {
  env.REDIS_URL = env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  env.BULLMQ_PREFIX = `draftroom-e2e-${process.pid}`;
}
Object.assign(env, {
  PORT: String(portBase + 80),
  DATA_DIR: dataDir,
  GATEWAY: env.E2E_GATEWAY ?? (hasNginx ? 'nginx' : 'node'),
  DRAFTROOM_FIXTURE_SERVER: '1',
  FPL_FIXTURE_PORT: String(portBase + 199),
  DRAFTS_PORT: String(portBase + 101),
  PLANNER_PORT: String(portBase + 102),
  STATS_PORT: String(portBase + 103),
  FPL_AS_OF_GW: env.FPL_AS_OF_GW ?? '4',
  // E2E_REPLICAS=2 (CI): two processes of each service and two stats workers behind nginx (issue 29).
  REPLICAS: env.E2E_REPLICAS ?? '1',
  // Solves run at nice 19 (decision 113): beside Chromium and two spec workers a best draft that
  // a quiet machine proves optimal well within the default limit can run into it with a gap left,
  // and the spec checks the proof is shown. The limit is a deployment setting; here it is long.
  SOLVER_DRAFT_TIME_LIMIT_S: env.SOLVER_DRAFT_TIME_LIMIT_S ?? '60',
  // Every spec writes from one address; the limit stays on, well above what the suite needs.
  RATE_LIMIT_WRITES_PER_MINUTE: env.RATE_LIMIT_WRITES_PER_MINUTE ?? '1200',
  RATE_LIMIT_WRITE_BURST: env.RATE_LIMIT_WRITE_BURST ?? '200',
  // The gateway's per-client limits (decision 077) likewise: on, well above the suite's pace.
  GATEWAY_RATE_LIMIT_WRITES_PER_MINUTE: env.GATEWAY_RATE_LIMIT_WRITES_PER_MINUTE ?? '2400',
  GATEWAY_RATE_LIMIT_WRITE_BURST: env.GATEWAY_RATE_LIMIT_WRITE_BURST ?? '400',
  GATEWAY_RATE_LIMIT_READS_PER_MINUTE: env.GATEWAY_RATE_LIMIT_READS_PER_MINUTE ?? '12000',
  GATEWAY_RATE_LIMIT_READ_BURST: env.GATEWAY_RATE_LIMIT_READ_BURST ?? '3000',
});

const child = spawn(process.execPath, [join(root, 'tools/launcher/start.mjs')], { cwd: root, env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', async (code) => {
  await draftsStore?.stop();
  process.exit(code ?? 0);
});
