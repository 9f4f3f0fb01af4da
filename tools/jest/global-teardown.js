// Removes what global-setup.js and the run's workers left: the PostgreSQL template databases
// named in the run folder's results, then the folder itself.
const { readFileSync, readdirSync, rmSync } = require('node:fs');
const { join } = require('node:path');

function postgresTemplates(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => { try { return JSON.parse(readFileSync(join(dir, f), 'utf8')); } catch { return undefined; } })
    .filter((t) => t && t.engine === 'postgres' && typeof t.database === 'string')
    .map((t) => t.database);
}

module.exports = async () => {
  const dir = process.env.DRAFTROOM_TEST_RUN;
  if (!dir) return;
  const databases = postgresTemplates(dir);
  if (databases.length > 0) {
    const { Client } = require('pg');
    const admin = new Client({ connectionString: process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    try {
      for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  rmSync(dir, { recursive: true, force: true });
};
