#!/usr/bin/env node
/**
 * `npm run fuzz`: the fuzz suite (services/*\/test/fuzz-*.test.ts, decision 075) at full size, on
 * the production stores: planner and stats on PostgreSQL, drafts on MongoDB (TEST_MONGODB_URL, or
 * a FerretDB started here, decision 190). FUZZ_RUNS per property (default 7,200: 8 properties,
 * about 57,600 requests), seed FUZZ_SEED (default 11; another seed explores other inputs). CI
 * runs the same files at 150 runs.
 *   npm run fuzz                 # ~57,600 requests
 *   FUZZ_RUNS=20000 FUZZ_SEED=7 npm run fuzz
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFerretDb, freshPostgresDatabase, startFerretDb } from './ferretdb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '7200',
  FUZZ_SEED: process.env.FUZZ_SEED ?? '11',
  TEST_POSTGRES_URL: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};
let ferretDb;
if (!env.TEST_MONGODB_URL) {
  buildFerretDb();
  ferretDb = await startFerretDb({ postgresUrl: await freshPostgresDatabase('draftroom_ferretdb_fuzz', env.TEST_POSTGRES_URL) });
  env.TEST_MONGODB_URL = ferretDb.url;
}
console.log(`fuzz: ${env.FUZZ_RUNS} runs per property, seed ${env.FUZZ_SEED}, PostgreSQL at ${env.TEST_POSTGRES_URL}, MongoDB at ${env.TEST_MONGODB_URL}`);
const started = Date.now();
const jest = (engine) => spawnSync('npx', ['jest', '--selectProjects', 'services', '--runInBand', '--testTimeout=7200000', 'test/fuzz-'], {
  cwd: root, env: { ...env, TEST_DB_ENGINE: engine }, stdio: 'inherit',
});
const passes = [jest('postgres'), jest('mongodb')];
await ferretDb?.stop();
const ok = passes.every((run) => run.status === 0);
console.log(`fuzz: ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(ok ? 0 : 1);
