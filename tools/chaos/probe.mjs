#!/usr/bin/env node
/**
 * `npm run probe` (issue 29's proof): the operator's probe of the issue's "Why", re-measured. One
 * stack of the production topology with two replicas of each service and two stats workers behind
 * nginx (tools/chaos/stack.mjs), on a PostgreSQL cluster and a redis-server of the probe's own
 * (own-stores.mjs: both are stopped and started here; the shared ones never are), drafts on a
 * FerretDB of its own over the shared PostgreSQL (as MongoDB, apart from PostgreSQL), then one
 * function per row of the issue's table. Prints the table: the row, what the issue found, what is
 * found now, pass or FAIL. Exit 1 when a row fails.
 *   E2E_PORT_BASE (19500)  the stack's ports; the private Redis and PostgreSQL take base+90, +91
 * The write limit is the issue's: a burst of 30 (per 30 s here, so a burst sent at once fits a window).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomSquad, saveBody } from '../bench/squads.mjs';
import { finalChecks, limitCountedOnce } from './checks.mjs';
import { clientFrom, write } from './http.mjs';
import { watchImport } from './import-watch.mjs';
import { draftsMongoDatabase } from '../scripts/drafts-mongodb.mjs';
import { ownPostgres, ownRedis } from './own-stores.mjs';
import { OFFSET, replicatedStack, root, sleep } from './stack.mjs';

const portBase = Number(process.env.E2E_PORT_BASE ?? 19500);
const BURST = 30;
const runId = randomUUID().slice(0, 6);
const redis = ownRedis(portBase + 90);
const postgres = ownPostgres(portBase + 91);
await redis.start();
await postgres.start();
// Drafts on a FerretDB of the probe's own over the shared PostgreSQL: in production they are on
// MongoDB, which a PostgreSQL outage does not touch (FerretDB on the probe's cluster would make it).
const draftsStore = await draftsMongoDatabase(`draftroom_probe_${portBase}_drafts`, { ...process.env, TEST_MONGODB_URL: '' });
const stack = replicatedStack({
  portBase,
  env: {
    TEST_REDIS_URL: redis.url, TEST_POSTGRES_URL: postgres.url, TEST_MONGODB_URL: draftsStore.url,
    RATE_LIMIT_WRITE_BURST: String(BURST), RATE_LIMIT_WRITES_PER_MINUTE: String(BURST * 2),
  },
});
const { gateway, replicaUrl } = stack;
const A = replicaUrl('drafts', 0);
const B = replicaUrl('drafts', 1);
const statsDatabase = `postgres://postgres@127.0.0.1:${portBase + 91}/draftroom_e2e_${portBase}_stats`;

/** A client of its own per row (127.0.0.100 and up): one row's writes never use another's limit. */
let clients = 100;
const newClient = () => clientFrom(`127.0.0.${clients++}`);
let players;
const squad = (seed) => saveBody(`Probe ${runId} ${seed}`, randomSquad(players, seed));
const listed = async (client, base, id) => (await client.send(`${base}/api/drafts?sort=newest&limit=100`)).body.some((d) => d.id === id);
const save = (client, base, seed, headers = {}) => client.send(`${base}/api/save-draft`, { method: 'POST', body: squad(seed), headers });
/** Health answers seen during the outages, for the row on addresses. */
const healthSeen = [];
const healthOf = async (client, path) => {
  const res = await client.send(`${gateway}${path}`);
  healthSeen.push(JSON.stringify(res.body));
  return res;
};

async function nextReadOnB() {
  const c = newClient();
  const res = await save(c, A, 1);
  const seen = res.status === 201 && (await listed(c, B, res.body.id));
  return { ok: seen, now: `saved on A (${res.status}); B's next read ${seen ? 'lists it' : 'does NOT list it'}` };
}

async function listsAfterLoad() {
  const CLIENTS = 20;
  const WRITES = 20;
  const saved = [];
  const votesOf = Array.from({ length: CLIENTS }, () => new Map());
  const uncertain = new Set();
  await Promise.all(votesOf.map(async (votes, n) => {
    const c = newClient();
    await c.send(`${gateway}/api/drafts/my-votes`); // the voter session
    for (let op = 0; op < WRITES; op += 1) {
      if (op % 5 < 3 || saved.length === 0) {
        const res = await write(c, `${gateway}/api/save-draft`, squad(1000 + n * 100 + op), randomUUID());
        if (res?.status === 201) saved.push(res.body.id);
      } else {
        const id = saved[Math.floor(Math.random() * saved.length)];
        const choice = ['up', 'down', 'none'][op % 3];
        const res = await write(c, `${gateway}/api/drafts/${id}/vote`, { voteType: choice }, randomUUID());
        if (res?.status === 200) votes.set(id, choice);
        else uncertain.add(id);
      }
    }
    c.close();
  }));
  const final = await finalChecks({ monitor: stack.monitor, gateway, replicaUrl, saved, votesOf, uncertain });
  return {
    ok: saved.length > 0 && final.lost === 0 && final.wrongCounts === 0,
    now: `${CLIENTS} clients x ${WRITES} writes: A, B and nginx list all ${saved.length} saved (${final.lost} missing); ${final.wrongCounts} of ${final.checkedDrafts} voted drafts with stale counts`,
  };
}

async function ownDraftOnReloads() {
  const c = newClient();
  const res = await save(c, gateway, 2);
  let seen = 0;
  for (let i = 0; i < 10; i += 1) if (await listed(c, gateway, res.body.id)) seen += 1;
  return { ok: seen === 10, now: `saw it ${seen} of 10 reloads` };
}

async function selectedByOnB() {
  const c = newClient();
  const counts = async () => new Map((await c.send(`${B}/api/selected-by?period=all_time`)).body.map((p) => [p.id, p.draftCount]));
  const before = await counts();
  const body = squad(3);
  await c.send(`${A}/api/save-draft`, { method: 'POST', body });
  const after = await counts();
  const changed = body.selectedPlayers.filter((id) => after.get(id) === before.get(id) + 1).length;
  return { ok: changed === 15, now: `B's next read counts the draft for ${changed} of its 15 players` };
}

async function burstAtOnce() {
  const limit = await limitCountedOnce(gateway, BURST, { sent: 100, inFlight: 100, from: `127.0.0.${clients++}` });
  return { ok: limit.passed === BURST, now: `2 replicas: ${limit.passed} of 100 pass (the burst is ${BURST})` };
}

async function forgedForwardedFor() {
  const forged = (n) => ({ 'x-forwarded-for': `10.1.${n >> 8}.${n & 255}` });
  const limit = await limitCountedOnce(gateway, BURST, { sent: 100, from: `127.0.0.${clients++}`, headers: forged });
  return { ok: limit.passed === BURST, now: `100 writes, each with its own X-Forwarded-For: ${limit.passed} pass, one bucket` };
}

async function secondInstance() {
  const out = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'draftroom-probe-second-'));
  const child = spawn(process.execPath, ['tools/launcher/start.mjs'], {
    cwd: root, stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, PORT: String(portBase + 80), DRAFTS_PORT: String(portBase + 101), PLANNER_PORT: String(portBase + 102), STATS_PORT: String(portBase + 103),
      DATA_DIR: dataDir, REPLICAS: '2', GATEWAY: 'nginx', REDIS_URL: redis.url,
      DRAFTROOM_FIXTURE_SERVER: '1', FPL_FIXTURE_PORT: String(portBase + 199),
    },
  });
  for (const s of [child.stdout, child.stderr]) s.on('data', (d) => out.push(String(d)));
  const code = await Promise.race([new Promise((r) => child.once('exit', r)), sleep(30_000).then(() => 'still running')]);
  if (code === 'still running') child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  const text = out.join('');
  const named = (text.match(/already in use/g) ?? []).length;
  const firstFine = (await Promise.all(stack.everyReplica.map(stack.healthy))).every(Boolean);
  return {
    ok: code === 1 && named > 0 && !text.includes('ready:') && firstFine,
    now: `exit ${code}, ${named} ports named "already in use", ${text.includes('ready:') ? 'said ready' : 'never said ready'}; the first instance ${firstFine ? 'unaffected' : 'HURT'}`,
  };
}

/** One import, two rows (import-watch.mjs). */
let importRun;
const stackImport = () => (importRun ??= watchImport({ gateway, replicaUrl, statsDatabase, client: newClient(), connections: postgres.clientConnections }));

async function importKeepsServing() {
  const r = await stackImport();
  return {
    ok: r.code === 0 && r.bothUnready === 0 && r.withoutXpts === 0 && r.expected > 0,
    now: `${r.seconds.toFixed(0)} s import, ${r.polls} polls: both replicas 503 in ${r.bothUnready}, one in ${r.oneUnready}; /api/players without xPts in ${r.withoutXpts}`,
  };
}

async function poolsFit() {
  const r = await stackImport();
  return {
    ok: r.code === 0 && r.maxConnections < 100,
    now: `2 replicas of planner and stats + 2 workers hold ${r.before} of 100; at most ${r.maxConnections} during \`npm run import\`, which exited ${r.code}: "${r.output}"`,
  };
}

async function deepBody() {
  const body = `{"name":"Deep","selectedPlayers":[1],"totalCost":1,"nested":${'['.repeat(10_000)}1${']'.repeat(10_000)}}`;
  const res = await fetch(`${gateway}/api/save-draft`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return { ok: res.status === 400, now: `${res.status}: ${(await res.json()).message}` };
}

async function bankMaximum() {
  const c = newClient();
  const bank = 2 ** 53 - 1;
  const plan = await c.send(`${gateway}/api/save-fpl-plan`, { method: 'POST', body: { teamId: 1001, planName: 'Probe bank', gameweekSquads: {}, transferHistory: [], gameweekBankAmounts: { 5: bank } } });
  const solve = await c.send(`${gateway}/api/solver/transfers`, { method: 'POST', body: { teamId: 1001, bank } });
  const planIssue = plan.body.issues?.find((i) => i.path === 'gameweekBankAmounts.5')?.message;
  return { ok: plan.status === 400 && Boolean(planIssue) && solve.status === 400, now: `plan ${plan.status} "${planIssue}"; solver ${solve.status} "${solve.body.message}"` };
}

async function invisibleAndLookalikeNames() {
  const c = newClient();
  const named = (name, seed) => c.send(`${gateway}/api/save-draft`, { method: 'POST', body: { ...squad(seed), name } });
  const invisible = [];
  for (const [i, name] of ['\u200B', '\u2800', '\u3164', `\u202EProbe ${runId}`].entries()) invisible.push((await named(name, 10 + i)).status);
  const original = await named(`Probe ${runId} Salah Army`, 20);
  const alike = [];
  for (const [i, name] of [`Probe ${runId} S\u0430lah Army`, `Probe ${runId} Sal\u200Bah Army`].entries()) alike.push((await named(name, 21 + i)).status);
  return {
    ok: invisible.every((s) => s === 400) && original.status === 201 && alike.every((s) => s === 409),
    now: `U+200B, U+2800, U+3164, RTL override: ${invisible.join(' ')}; Cyrillic \u0430, zero-width space after a save (${original.status}): ${alike.join(' ')}`,
  };
}

async function foreignOrigin() {
  const c = newClient();
  const from = (origin, seed) => save(c, gateway, seed, { origin });
  const foreign = await from(`http://127.0.0.1:${portBase + 81}`, 30);
  const sameSite = await save(c, gateway, 31, { 'sec-fetch-site': 'same-site' });
  const own = await from(gateway, 32);
  return { ok: foreign.status === 403 && sameSite.status === 403 && own.status === 201, now: `another port's Origin ${foreign.status}, Sec-Fetch-Site same-site ${sameSite.status}; own origin ${own.status}` };
}

async function killUnderLoad() {
  const READS = ['/api/drafts?sort=newest', '/api/selected-by?period=all_time', '/api/players', '/api/teams', '/api/saved-plans?teamId=1001'];
  let reading = true;
  const failed = [];
  let reads = 0;
  const readers = Array.from({ length: 10 }, async (_, n) => {
    const c = newClient();
    for (let i = n; reading; i += 1) {
      const res = await c.send(`${gateway}${READS[i % READS.length]}`);
      reads += 1;
      if (res.status !== 200) failed.push(`${READS[i % READS.length]} ${res.status}`);
      await sleep(50);
    }
    c.close();
  });
  await sleep(2000);
  const back = await Promise.all(Object.keys(OFFSET).map((s) => stack.killReplica(s, 1)));
  await sleep(2000);
  reading = false;
  await Promise.all(readers);
  return { ok: failed.length === 0 && reads > 0, now: `replica 2 of each killed -9 (back in ${back.map((s) => s.toFixed(0)).join(', ')} s): ${failed.length} of ${reads} reads failed${failed.length ? ` (${failed.slice(0, 3).join(', ')})` : ''}` };
}

async function redisDown() {
  const c = newClient();
  await redis.stop();
  await sleep(1000);
  const asked = Date.now();
  const solve = await c.send(`${gateway}/api/solver/best-draft`, { method: 'POST', body: {} });
  const answeredIn = (Date.now() - asked) / 1000;
  const health = await healthOf(c, '/health/planner');
  const list = await c.send(`${gateway}/api/drafts?sort=newest`);
  await sleep(8000);
  await redis.start();
  const back = Date.now();
  let again;
  do {
    again = await c.send(`${gateway}/api/solver/best-draft`, { method: 'POST', body: {} });
    if (again.status !== 202) await sleep(200);
  } while (again.status !== 202 && Date.now() - back < 30_000);
  const recovered = (Date.now() - back) / 1000;
  if (again.status === 202) await c.send(`${gateway}/api/solver/jobs/${again.body.id}`, { method: 'DELETE' });
  return {
    ok: solve.status === 503 && answeredIn < 2 && health.status !== 200 && list.status === 200 && recovered <= 5,
    now: `solver ${solve.status} in ${answeredIn.toFixed(1)} s (Retry-After ${solve.headers?.['retry-after']}); /health/planner ${health.status}; drafts list ${list.status}; solves again ${recovered.toFixed(1)} s after Redis returned`,
  };
}

async function postgresDown() {
  const c = newClient();
  const draft = (await save(c, gateway, 40)).body;
  const offsets = stack.logSizes();
  await postgres.stop();
  await sleep(1500);
  const paths = ['/api/saved-plans?teamId=1001', '/api/ingestion'];
  const answers = [];
  for (let round = 0; round < 5; round += 1) for (const p of paths) answers.push(await c.send(`${gateway}${p}`));
  const players = await c.send(`${gateway}/api/players`);
  const drafts = await c.send(`${gateway}/api/drafts/${draft.id}`);
  await healthOf(c, '/health/stats');
  await healthOf(c, '/health/planner');
  await sleep(1000);
  const logged = stack.errorsLoggedSince(offsets);
  await postgres.start();
  const back = Date.now();
  while ((await c.send(`${gateway}/api/saved-plans?teamId=1001`)).status !== 200 && Date.now() - back < 30_000) await sleep(200);
  const recovered = (Date.now() - back) / 1000;
  const statuses = paths.map((p, i) => `${p.split('?')[0].replace(/\d+$/, ':id')} ${[...new Set(answers.filter((_, n) => n % paths.length === i).map((r) => `${r.status}${r.headers?.['retry-after'] ? '+Retry-After' : ''}`))].join('/')}`);
  const all503 = answers.every((r) => r.status === 503 && r.headers['retry-after']);
  return {
    ok: all503 && players.status === 200 && drafts.status === 200 && logged.stacks === 0,
    now: `5 reads each: ${statuses.join(', ')}; /api/players ${players.status}, a draft (MongoDB) ${drafts.status}; ${logged.errors} error/warning lines besides the access log, ${logged.stacks} with a stack; plans read again ${recovered.toFixed(1)} s after it returned`,
  };
}

async function healthWithoutAddresses() {
  const c = newClient();
  for (const s of Object.keys(OFFSET)) await healthOf(c, `/health/${s}`);
  const leaks = healthSeen.filter((h) => /\b\d{1,3}(\.\d{1,3}){3}\b|localhost|[a-z]+:\/\/|[\w.-]+:\d{2,5}\b/i.test(h));
  return { ok: leaks.length === 0, now: `${healthSeen.length} public /health answers (during the Redis and PostgreSQL outages too): ${leaks.length} with an address${leaks.length ? `: ${leaks[0].slice(0, 400)}` : ''}` };
}

const ROWS = [
  ['Save on replica A, list on B', 'B never showed it (60 s, 2.5 min)', nextReadOnB],
  ['Lists vs store after concurrent saves+votes', 'A 715, B 728 of 830; 139 counts stale', listsAfterLoad],
  ['Save via nginx, reload All Drafts 10x', 'own draft seen 5 of 10', ownDraftOnReloads],
  ['/api/selected-by on B after a save on A', 'unchanged', selectedByOnB],
  ['One client, 100 writes at once', '1 replica 30 pass, 2 replicas 60', burstAtOnce],
  ['Loopback client sends its own X-Forwarded-For', 'fresh bucket each time', forgedForwardedFor],
  ['Second npm start on the same ports', 'said ready, used the first one\'s', secondInstance],
  ['A stats import', '/health 503 on both 1.5 s, no xPts 2.3 s', importKeepsServing],
  ['Connection pools, then npm run import', '70 of 100; import: too many clients', poolsFit],
  ['Kill -9 one replica of each, 2 replicas', '0 failed of 9,337', killUnderLoad],
  ['Body nested 10,000 deep', '500 (RangeError)', deepBody],
  ['Plan bank 2^53-1', 'stored', bankMaximum],
  ['Invisible and look-alike names', 'accepted; pass the duplicate check', invisibleAndLookalikeNames],
  ['A write with a foreign Origin', 'no Origin check', foreignOrigin],
  ['Redis down (private redis-server, 8 s)', 'solver hung 30 s then 504; health 200; back in 17.5 s', redisDown],
  ['PostgreSQL down (private cluster)', '500 everywhere, /api/players too, a stack per request', postgresDown],
  ['Public /health/* shows no internal addresses', 'ECONNREFUSED 127.0.0.1:...', healthWithoutAddresses],
];

const results = [];
try {
  if (!(await stack.ready(300_000))) throw new Error('the stack did not get ready with two healthy replicas of each service');
  players = (await stack.monitor.send(`${gateway}/api/players`)).body;
  for (const [row, found, measure] of ROWS) {
    const started = Date.now();
    const result = await measure().catch((err) => ({ ok: false, now: `error: ${err.message}` }));
    console.error(`[probe] ${result.ok ? 'pass' : 'FAIL'} ${row} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    results.push([row, found, result.now, result.ok ? 'pass' : 'FAIL']);
  }
} finally {
  await stack.stop();
  await redis.stop();
  await postgres.stop().catch(() => undefined);
  postgres.remove();
  await draftsStore.stop();
}

const widths = [0, 1, 2].map((i) => Math.max(...results.map((r) => r[i].length), 5));
console.log(`\n[probe] ${gateway}, 2 replicas of each service and 2 stats workers behind nginx; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(['row'.padEnd(widths[0]), 'the issue found'.padEnd(widths[1]), 'found now'.padEnd(widths[2]), 'result'].join(' | '));
for (const r of results) console.log([r[0].padEnd(widths[0]), r[1].padEnd(widths[1]), r[2].padEnd(widths[2]), r[3]].join(' | '));
const failed = results.filter((r) => r[3] !== 'pass').length;
console.log(failed ? `[probe] ${failed} of ${results.length} rows FAILED` : `[probe] all ${results.length} rows pass`);
process.exit(failed || results.length < ROWS.length ? 1 : 0);
