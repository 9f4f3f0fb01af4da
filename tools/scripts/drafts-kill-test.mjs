#!/usr/bin/env node
/**
 * Proof that an acknowledged save survives a crash (issue 28): the drafts service on MongoDB
 * (TEST_MONGODB_URL, or a FerretDB started here) takes saves from 8 clients for DURATION_S
 * (default 120) while it is killed with SIGKILL every 10-20 s and started again at once, as the
 * launcher's supervisor would. Every draft answered 201 must then be listed, with its number and
 * name. Prints the figures; exits 1 if any acknowledged draft is missing.
 *   node tools/scripts/drafts-kill-test.mjs     (npm run build first)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomSquad, saveBody } from '../bench/squads.mjs';
import { draftsMongoDatabase } from './drafts-mongodb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 18000) + 300;
const DURATION_MS = Number(process.env.DURATION_S ?? 120) * 1000;
const env = { ...process.env, RATE_LIMIT_WRITES_PER_MINUTE: '0', LOG_LEVEL: 'error', FPL_AS_OF_GW: '4', HOST: '127.0.0.1' };

function start(service, port, extra) {
  const child = spawn(process.execPath, [`services/${service}/dist/main.js`], { cwd: root, env: { ...env, PORT: String(port), ...extra }, stdio: ['ignore', 'ignore', 'inherit'] });
  process.once('exit', () => child.kill('SIGKILL'));
  return child;
}

async function healthy(base, timeoutMs = 300_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} did not get healthy`);
}

const store = await draftsMongoDatabase(`draftroom_kill_test_${PORT_BASE}`);
const statsBase = `http://127.0.0.1:${PORT_BASE + 103}`;
const draftsBase = `http://127.0.0.1:${PORT_BASE + 101}`;
const stats = start('stats', PORT_BASE + 103, { DATA_DIR: mkdtempSync(join(tmpdir(), 'draftroom-kill-')), DATABASE_URL: '' });
await healthy(statsBase);
const players = await (await fetch(`${statsBase}/api/players`)).json();
const draftsEnv = { DATABASE_URL: store.url, STATS_SERVICE_URL: statsBase };
let drafts = start('drafts', PORT_BASE + 101, draftsEnv);
await healthy(draftsBase);

const acknowledged = new Map();
const failures = {};
let kills = 0;
let next = 0;
const started = Date.now();
const running = () => Date.now() - started < DURATION_MS;

async function client() {
  while (running()) {
    const n = next++;
    const body = saveBody(`Kill test ${n}`, randomSquad(players, n + 1));
    try {
      const res = await fetch(`${draftsBase}/api/save-draft`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = await res.json();
      if (res.status === 201) acknowledged.set(answer.id, answer.name);
      else failures[res.status] = (failures[res.status] ?? 0) + 1;
    } catch (error) {
      const code = error.cause?.code ?? 'network error';
      failures[code] = (failures[code] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 50)); // the service is down: try again shortly
    }
  }
}

async function killer() {
  let seed = 7;
  while (running()) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    await new Promise((r) => setTimeout(r, 10_000 + (seed % 10_000)));
    if (!running()) break;
    drafts.kill('SIGKILL');
    kills += 1;
    drafts = start('drafts', PORT_BASE + 101, draftsEnv);
    await healthy(draftsBase);
  }
}

await Promise.all([killer(), ...Array.from({ length: 8 }, client)]);
const seconds = (Date.now() - started) / 1000;
// A fresh process reads every draft from MongoDB, not from what the last one kept in memory.
drafts.kill('SIGKILL');
drafts = start('drafts', PORT_BASE + 101, draftsEnv);
await healthy(draftsBase);
const listed = new Map((await (await fetch(`${draftsBase}/api/drafts`)).json()).map((d) => [d.id, d.name]));
const lost = [...acknowledged].filter(([id, name]) => listed.get(id) !== name);
console.log(`drafts kill test on ${store.url.replace(/\/\/[^@/]*@/, '//')}: ${seconds.toFixed(0)} s of saves from 8 clients, ${kills} kill -9 of the drafts service`);
console.log(`  saves acknowledged (201): ${acknowledged.size}; failed or refused while it was down: ${JSON.stringify(failures)}`);
console.log(`  drafts stored: ${listed.size} (saves that landed without an answer count here too)`);
console.log(`  acknowledged drafts missing: ${lost.length}${lost.length ? ` e.g. ${JSON.stringify(lost.slice(0, 5))}` : ''}`);
drafts.kill('SIGTERM');
stats.kill('SIGTERM');
await store.stop();
process.exit(lost.length === 0 && acknowledged.size > 0 ? 0 : 1);
