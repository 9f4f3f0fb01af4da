/**
 * Drafts service figures through the gateway: saving drafts (every rule re-checked against the
 * player list), listing them, site ownership per period, and voting under concurrency (with the
 * final counts checked). BENCH_DB=postgres runs on fresh PostgreSQL databases instead of SQLite.
 */
import { createRequire } from 'node:module';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { measure, printRow, root, startStack } from '../../../tools/bench/http-bench.mjs';
import { freshServiceDatabases } from '../../../tools/scripts/fresh-databases.mjs';

const require = createRequire(import.meta.url);
const { canAddPlayer, squadCost, SQUAD_SIZE } = require(join(root, 'libs/domain/dist/index.js'));
const PORT_BASE = 19500;
const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 2000);
const VOTES = Number(process.env.BENCH_VOTES ?? 1000);

async function postgresEnv() {
  if (process.env.BENCH_DB !== 'postgres') return {};
  return freshServiceDatabases(`draftroom_bench_${PORT_BASE}`);
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function post(url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const started = process.hrtime.bigint();
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': data.length, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** Runs `count` jobs with `concurrency` in flight; returns the same figures as measure(). */
async function timed(count, concurrency, job) {
  const times = [];
  const statuses = new Set();
  let next = 0;
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      const r = await job(i);
      times.push(r.ms);
      statuses.add(r.status);
    }
  }));
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { p50: pct(50), p95: pct(95), p99: pct(99), max: times[times.length - 1], rps: count / ((Date.now() - started) / 1000), bytes: 0, statuses: [...statuses].join(',') };
}

/** A random legal 15 of real players (seeded), as the builder would send it. */
function randomSquad(players, seed) {
  let s = seed * 2654435761 % 4294967296;
  const rand = () => ((s = (s * 1664525 + 1013904223) % 4294967296) / 4294967296);
  const pool = [...players].sort(() => rand() - 0.5);
  const squad = [];
  for (const p of pool) {
    if (squad.length === SQUAD_SIZE) break;
    const left = SQUAD_SIZE - squad.length - 1;
    if (canAddPlayer(squad, p) && squadCost(squad) + p.price + left * 4.0 <= 100) squad.push(p);
  }
  return squad.length === SQUAD_SIZE ? squad : randomSquad(players, seed + 7919);
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
