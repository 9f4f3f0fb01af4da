/**
 * A drafts service of its own on a fresh MongoDB database (TEST_MONGODB_URL, or a FerretDB
 * started for it), reading players from a running stats service: the platform bench's drafts
 * store rows run on the production store while the rest of the stack stays on SQLite.
 */
import { spawn } from 'node:child_process';
import { NO_RATE_LIMITS, root } from './http-bench.mjs';
import { draftsMongoDatabase } from '../scripts/drafts-mongodb.mjs';

export async function startDraftsOnMongo({ port, statsUrl, name }) {
  const store = await draftsMongoDatabase(name);
  const child = spawn(process.execPath, ['services/drafts/dist/main.js'], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...NO_RATE_LIMITS, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: store.url, STATS_SERVICE_URL: statsUrl, LOG_LEVEL: 'warn' },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${base}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: async () => {
      await new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')));
      await store.stop();
    },
  };
}
