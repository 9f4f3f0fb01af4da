/**
 * A drafts service of its own on a fresh PostgreSQL database, reading players from a running
 * stats service: the platform bench's save and list rows run on PostgreSQL while the rest of
 * the stack stays on the default SQLite.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { NO_RATE_LIMITS, root } from './http-bench.mjs';
import { freshServiceDatabases } from '../scripts/fresh-databases.mjs';

const require = createRequire(import.meta.url);
const pg = require(require.resolve('pg', { paths: [join(root, 'e2e')] }));

export async function startDraftsOnPostgres({ port, statsUrl, prefix }) {
  const { DRAFTS_DATABASE_URL: url } = await freshServiceDatabases(prefix);
  const child = spawn(process.execPath, ['services/drafts/dist/main.js'], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...NO_RATE_LIMITS, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, STATS_SERVICE_URL: statsUrl, LOG_LEVEL: 'warn' },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${base}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    /** Copies the saved drafts (new names, older dates) until there are at least `count`; returns the count. */
    async grow(count) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const have = Number((await client.query('SELECT COUNT(*) AS n FROM drafts')).rows[0].n);
        const copies = Math.ceil(count / Math.max(1, have)) - 1;
        if (copies > 0) {
          await client.query(`INSERT INTO drafts (name, "nameKey", "selectedPlayers", "totalCostTenths", "positionCounts", "teamCounts", upvotes, downvotes, "createdAt")
            SELECT d.name || ' #' || g, d."nameKey" || ' #' || g, d."selectedPlayers", d."totalCostTenths", d."positionCounts", d."teamCounts",
                   (d.id * g) % 7, (d.id + g) % 3, d."createdAt" - make_interval(mins => g)
            FROM drafts d CROSS JOIN generate_series(1, $1::int) g`, [copies]);
        }
        return Number((await client.query('SELECT COUNT(*) AS n FROM drafts')).rows[0].n);
      } finally {
        await client.end();
      }
    },
    stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))),
  };
}
