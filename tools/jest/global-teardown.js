// Removes what global-setup.js and the run's workers left: the PostgreSQL template databases of
// this run (named dr_tpl_<run id>_..., see libs/testing/src/services/test-run.ts), then the folder.
const { existsSync, readdirSync, rmSync } = require('node:fs');
const { basename } = require('node:path');

const runId = (dir) => basename(dir).replace(/[^a-z0-9]/gi, '').slice(-10).toLowerCase();

async function dropTemplates(dir) {
  const { Client } = require('pg');
  const admin = new Client({ connectionString: process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`dr_tpl_${runId(dir)}_%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

module.exports = async () => {
  const dir = globalThis.draftroomTestRun;
  if (!dir) return;
  globalThis.draftroomTestRun = undefined;
  // Only a run that used PostgreSQL left a lock for a postgres template.
  if (existsSync(dir) && readdirSync(dir).some((f) => f.startsWith('stats_postgres_'))) await dropTemplates(dir);
  rmSync(dir, { recursive: true, force: true });
};
