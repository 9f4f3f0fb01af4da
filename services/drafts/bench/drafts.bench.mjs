/**
 * Drafts service figures through the gateway: saving drafts (every rule re-checked against the
 * player list), listing them, site ownership per period, and voting under concurrency (with the
 * final counts checked). BENCH_DB=postgres runs on fresh PostgreSQL databases instead of SQLite.
 */
import { createRequire } from 'node:module';
import { measure, post, printRow, startStack, timed } from '../../../tools/bench/http-bench.mjs';
import { randomSquad } from '../../../tools/bench/squads.mjs';
import { freshServiceDatabases } from '../../../tools/scripts/fresh-databases.mjs';

const require = createRequire(import.meta.url);
const { squadCost } = require('@draftroom/domain');
const PORT_BASE = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) + 500 : 19500;
const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 2000);
const VOTES = Number(process.env.BENCH_VOTES ?? 1000);

async function postgresEnv() {
  if (process.env.BENCH_DB !== 'postgres') return {};
  return freshServiceDatabases(`draftroom_bench_${PORT_BASE}`);
}

const t0 = Date.now();
const stack = await startStack({ portBase: PORT_BASE, env: { FPL_AS_OF_GW: '4', ...(await postgresEnv()) } });
console.log(`stack ready in ${((Date.now() - t0) / 1000).toFixed(1)}s (${process.env.BENCH_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`);
try {
  const players = JSON.parse(await (await fetch(`${stack.base}/api/players`)).text());
  const squads = Array.from({ length: DRAFTS }, (_, i) => randomSquad(players, i + 1));
  const saves = await timed(DRAFTS, 8, (i) => post(`${stack.base}/api/save-draft`, { name: `Bench draft ${i}`, selectedPlayers: squads[i].map((p) => p.id), totalCost: squadCost(squads[i]) }));
  printRow(`POST /api/save-draft x${DRAFTS} (c=8)`, saves);

  const list = await measure(`${stack.base}/api/drafts?sort=newest`, { requests: 200, headers: { 'accept-encoding': 'gzip' } });
  printRow(`GET /api/drafts?sort=newest (${DRAFTS}, gzip)`, list);
  printRow(`  same, one at a time (c=1)`, await measure(`${stack.base}/api/drafts?sort=newest`, { requests: 50, concurrency: 1, headers: { 'accept-encoding': 'gzip' } }));
  const direct = `http://127.0.0.1:${PORT_BASE + 101}`;
  printRow(`  same, straight to the service (c=1)`, await measure(`${direct}/api/drafts?sort=newest`, { requests: 50, concurrency: 1, headers: { 'accept-encoding': 'gzip' } }));
  printRow(`  same, straight, uncompressed (c=1)`, await measure(`${direct}/api/drafts?sort=newest`, { requests: 50, concurrency: 1 }));
  printRow(`GET /api/drafts?sort=top_rated (${DRAFTS}, gzip)`, await measure(`${stack.base}/api/drafts?sort=top_rated`, { requests: 200, headers: { 'accept-encoding': 'gzip' } }));
  printRow('GET /api/drafts/{id}', await measure(`${stack.base}/api/drafts/1`, { requests: 500 }));
  for (const period of ['all_time', 'last_week', 'today']) {
    printRow(`GET /api/selected-by?period=${period} (gzip)`, await measure(`${stack.base}/api/selected-by?period=${period}`, { requests: 200, headers: { 'accept-encoding': 'gzip' } }));
  }

  // Each voter first loads the page, which starts its session (a vote needs one: decision 075).
  const sessions = [];
  for (let i = 0; i < VOTES; i += 1) sessions.push((await fetch(`${stack.base}/api/drafts/my-votes`)).headers.getSetCookie()[0].split(';')[0]);
  const votes = await timed(VOTES, 32, (i) => post(`${stack.base}/api/drafts/1/vote`, { voteType: i % 4 === 0 ? 'down' : 'up' }, { cookie: sessions[i] }));
  printRow(`POST /api/drafts/1/vote x${VOTES}, new sessions (c=32)`, votes);
  const after = JSON.parse(await (await fetch(`${stack.base}/api/drafts/1`)).text());
  const down = Math.ceil(VOTES / 4);
  console.log(`vote counts after the run: ${after.upvotes} up / ${after.downvotes} down (expected ${VOTES - down} / ${down}) ${after.upvotes === VOTES - down && after.downvotes === down ? 'exact' : 'MISMATCH'}`);
} finally {
  await stack.stop();
}
