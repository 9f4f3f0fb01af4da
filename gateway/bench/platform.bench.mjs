/**
 * The platform's goals (issue 27), each figure beside its reference, measured on the same machine
 * in the same run (ratios, not absolute figures, are what carry over from a loaded 2-core box):
 * LCP and first-load JS of every page, the /xpts filter change to its new rows, /api/players
 * through nginx against the same bytes as a static file, and /api/teams through the embedded
 * Node gateway against nginx; and the drafts store's rows on MongoDB (FerretDB here) behind an nginx
 * of its own (decision 190). Method: docs/bench.md. BENCH_PORT_BASE moves the ports (default 28000).
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoads, kb, serveDists, serveStaticPage, staticPageLcp, xptsFilterChange } from '../../tools/bench/first-load.mjs';
import { paired, startStack } from '../../tools/bench/http-bench.mjs';
import { startNginxGateway, startNginxStatic } from '../../tools/bench/references.mjs';
import { startDraftsOnMongo } from '../../tools/bench/drafts-mongodb.mjs';
import { draftsStoreRows } from '../../tools/bench/drafts-store-rows.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 28000);
const LCP_ROUNDS = 5;
const ms = (n) => `${n.toFixed(0)} ms`;
const rps = (r) => `${r.rps.toFixed(0)} req/s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const row = (what, figure, reference = '', goal = '') => console.log(`  ${what.padEnd(46)} ${String(figure).padEnd(26)} ${String(reference).padEnd(30)} ${goal}`);

const started = Date.now();
console.log(`machine: ${loadavg().map((l) => l.toFixed(1)).join(' ')} load average, 2 cores shared (read the ratios)`);
row('what', 'figure', 'reference', 'goal');

// The embedded default (npm start: the Node gateway) on fresh SQLite data; nginx in front of the
// same services; nginx serving the players' bytes as a static file.
const stack = await startStack({ env: { LOG_LEVEL: 'info' } });
const services = { drafts: `http://127.0.0.1:${BASE + 101}`, planner: `http://127.0.0.1:${BASE + 102}`, stats: `http://127.0.0.1:${BASE + 103}` };
const runtime = mkdtempSync(join(tmpdir(), 'draftroom-bench-nginx-'));
const running = [stack];
const startedServer = async (promise) => {
  const server = await promise;
  running.unshift(server);
  return server;
};

try {
  row('first start, fresh data dir (SQLite)', `${((Date.now() - started) / 1000).toFixed(1)} s`, `import ${stack.startup.import}s, xPts ${stack.startup.projections}s`);
  const nginx = await startedServer(startNginxGateway({ port: BASE + 81, runtime: join(runtime, 'gateway'), services }));
  // The file is byte for byte the API's gzip answer (the service's own: level 6 of the same JSON).
  const playersRaw = Buffer.from(await (await fetch(`${services.stats}/api/players`)).arrayBuffer());
  const staticNginx = await startedServer(startNginxStatic({
    port: BASE + 82, runtime: join(runtime, 'static'), files: { 'players.json': { raw: playersRaw, gzip: gzipSync(playersRaw, { level: 6 }) } },
  }));

  // Every page, cold cache, through nginx (production's gateway): LCP median of five visits.
  const visits = [];
  for (let round = 0; round < LCP_ROUNDS; round += 1) visits.push(await firstLoads(nginx.base));
  const pages = visits[0].map((first, i) => ({ ...first, lcp: median(visits.map((v) => v[i].lcp ?? Infinity)) }));
  // First-load JS as CI's budget check counts it: every page with no API behind it, so a chunk
  // a page fetches once its data has come (the charts', decision 221) is not counted; with data
  // (the LCP visits) it is, and that figure is printed beside it.
  const dists = await serveDists();
  const firstLoad = await firstLoads(dists.base).finally(() => dists.close());
  row('shell first-load JS (gzip)', `${kb(Math.max(...firstLoad.map((p) => p.shell)))} KiB`, '', '<= 150 KiB');
  for (const remote of [...new Set(firstLoad.map((p) => p.remote))]) {
    const heaviest = firstLoad.filter((p) => p.remote === remote).sort((a, b) => b.remoteOwn - a.remoteOwn)[0];
    const withData = pages.filter((p) => p.remote === remote).sort((a, b) => b.remoteOwn - a.remoteOwn)[0];
    row(`${remote} first-load JS, heaviest page`, `${kb(heaviest.remoteOwn)} KiB`, `${heaviest.route}; with data ${kb(withData.remoteOwn)} (${withData.route})`, '<= 40 KiB');
  }
  // The same visit of a static page shows what the machine's load alone costs.
  const staticPage = await startedServer(serveStaticPage());
  const staticLcp = await staticPageLcp(staticPage.base, LCP_ROUNDS);
  for (const p of pages) row(`${p.route}: LCP cold, median of ${LCP_ROUNDS}`, ms(p.lcp), `static page ${ms(staticLcp)}`, '< 1000 ms');

  const filter = await xptsFilterChange(nginx.base, { gap: 250 });
  row('/xpts Team filter change to the new rows painted', `p50 ${filter.p50.toFixed(1)} ms p95 ${filter.p95.toFixed(1)} ms`, '', 'p95 <= 50 ms');

  const GZIP = { 'accept-encoding': 'gzip' };
  const players = await paired(`${nginx.base}/api/players`, `${staticNginx.base}/players.json`, { concurrency: 50, headers: GZIP });
  if (players.a.bytes !== players.b.bytes) throw new Error(`/api/players gave ${players.a.bytes} B, the static file ${players.b.bytes} B: not the same bytes`);
  row('GET /api/players via nginx, c=50', rps(players.a), `static file ${rps(players.b)}`, `>= 0.9x: ${players.ratio.toFixed(2)}x`);
  const floor = await paired(`${staticNginx.base}/players.json`, `${staticNginx.base}/players.json`, { concurrency: 50, headers: GZIP });
  row('  the static file against itself, c=50', rps(floor.a), `static file ${rps(floor.b)}`, `noise floor: ${floor.ratio.toFixed(2)}x`);

  const teams = await paired(`${stack.base}/api/teams`, `${nginx.base}/api/teams`, { concurrency: 16 });
  row('GET /api/teams via the Node gateway, c=16', rps(teams.a), `nginx ${rps(teams.b)}`, `>= 0.5x: ${teams.ratio.toFixed(2)}x`);
  // Both gateways answer /api/teams from their HTTP cache (decision 219). A read no cache keeps
  // (no-cache) shows what each gateway's proxying itself costs.
  const drafts = await paired(`${stack.base}/api/drafts?limit=10`, `${nginx.base}/api/drafts?limit=10`, { concurrency: 16 });
  row('  GET /api/drafts?limit=10 (no-cache) via each', rps(drafts.a), `nginx ${rps(drafts.b)}`, `proxy against proxy: ${drafts.ratio.toFixed(2)}x`);

  // Saves and the drafts list on MongoDB (decision 190), through an nginx of their own.
  const mongoDrafts = await startedServer(startDraftsOnMongo({ port: BASE + 104, statsUrl: services.stats, name: `draftroom_bench_${BASE}_drafts` }));
  const mongoNginx = await startedServer(startNginxGateway({ port: BASE + 85, runtime: join(runtime, 'drafts-gateway'), services: { ...services, drafts: mongoDrafts.base } }));
  const playerList = await (await fetch(`${services.stats}/api/players`)).json();
  await draftsStoreRows({ gateway: mongoNginx.base, service: mongoDrafts.base, players: playerList, store: 'MongoDB', row });
} finally {
  for (const s of running) await s.stop().catch(() => undefined);
}
console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
