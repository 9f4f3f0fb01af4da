/**
 * Platform figures: latency of the catalogue endpoints through the gateway (cold start of the
 * stack excluded), payload sizes raw and compressed, and the shell and remote bundle sizes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measure, printRow, root, startStack } from '../../tools/bench/http-bench.mjs';

const t0 = Date.now();
const stack = await startStack({ portBase: 28000 });
console.log(`stack ready (first import + projections on SQLite) in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
try {
  for (const path of ['/api/players', '/api/fixtures', '/api/teams', '/api/season']) {
    printRow(`GET ${path} (gzip, c=8)`, await measure(`${stack.base}${path}`, { headers: { 'accept-encoding': 'gzip' } }));
  }
  const raw = await measure(`${stack.base}/api/players`, { requests: 50, concurrency: 2 });
  printRow('GET /api/players (identity, c=2)', raw);
  const revalidate = await measure(`${stack.base}/api/players`, { requests: 300, headers: { 'if-none-match': '*' } });
  printRow('GET /api/players (If-None-Match, c=8)', revalidate);
} finally {
  await stack.stop();
}

console.log('\nbundles (raw / gzip bytes of every JS file a first visit can load)');
for (const app of ['shell', 'mf-drafts', 'mf-team-manager', 'mf-stats']) {
  const dir = join(root, app, 'dist');
  const files = [];
  const walk = (d) => readdirSync(d, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith('.js') && files.push(join(d, e.name))));
  walk(dir);
  let rawBytes = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(f);
    rawBytes += statSync(f).size;
    gz += gzipSync(buf).length;
  }
  console.log(`${app.padEnd(18)} ${String(files.length).padStart(3)} files ${String(rawBytes).padStart(9)} B raw ${String(gz).padStart(8)} B gzip`);
}
