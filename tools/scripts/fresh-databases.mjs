/**
 * One empty PostgreSQL database per SQL service (each service owns its own, as in production),
 * dropped and recreated so a run never sees an earlier run's rows. Used by the e2e stack and
 * the benchmarks. Answers the `{SERVICE}_DATABASE_URL` variables the launcher passes on. Drafts
 * are not among them: they live in MongoDB (drafts-mongodb.mjs, decision 190).
 */
import pg from 'pg';

export async function freshServiceDatabases(prefix, baseUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres') {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const env = {};
  try {
    for (const svc of ['planner', 'stats']) {
      const name = `${prefix}_${svc}`;
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      env[`${svc.toUpperCase()}_DATABASE_URL`] = url.toString();
    }
  } finally {
    await admin.end();
  }
  return env;
}
