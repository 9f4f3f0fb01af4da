#!/usr/bin/env node
/**
 * `npm run chaos` (issue 29): the production topology with two replicas of each service and two
 * stats workers behind nginx (e2e/support/stack.mjs with E2E_REPLICAS=2, PostgreSQL, MongoDB on
 * FerretDB or TEST_MONGODB_URL, BullMQ on Redis), CHAOS_CLIENTS clients (20) reading and writing
 * for CHAOS_S seconds (120), each from a loopback address of its own. A quarter of the way in, one
 * replica of each service is killed with SIGKILL (the launcher starts it again); past half-way, the
 * other one. Passing means: no read failed; every acknowledged draft is listed; every draft's vote
 * counts are exactly the votes acknowledged; a saved draft is listed by both drafts replicas within
 * a second; one client's writes are limited once across replicas. Exit 1 otherwise.
 *   E2E_STACK_STARTED=1  use the stack already running on E2E_PORT_BASE (CI, after npm test)
 */
import { randomUUID } from 'node:crypto';
import { randomSquad, saveBody } from '../bench/squads.mjs';
import { clientFrom, write } from './http.mjs';
import { finalChecks, limitCountedOnce } from './checks.mjs';
import { OFFSET, replicatedStack, sleep } from './stack.mjs';

const env = process.env;
const DURATION_MS = Number(env.CHAOS_S ?? 120) * 1000;
const CLIENTS = Number(env.CHAOS_CLIENTS ?? 20);
const runId = randomUUID().slice(0, 8);

const stack = replicatedStack({
  portBase: Number(env.E2E_PORT_BASE ?? 18000), started: env.E2E_STACK_STARTED === '1',
  env: { E2E_DB: env.E2E_DB ?? 'postgres', E2E_QUEUE: env.E2E_QUEUE ?? 'bullmq' },
});
const { gateway, replicaUrl, monitor } = stack;

if (!(await stack.ready(300_000))) {
  console.error('[chaos] the stack did not get ready with two healthy replicas of each service');
  await stack.stop();
  process.exit(1);
}
const players = (await monitor.send(`${gateway}/api/players`)).body;

const f = { reads: 0, failedReads: [], refused: [], saves: 0, votes: 0, unanswered: 0, checkedLists: 0, late: [], replicaDown: 0, kills: [] };
/** Acknowledged drafts; each client's acknowledged vote per draft; drafts whose last vote is unknown. */
const saved = [];
const votesOf = Array.from({ length: CLIENTS }, () => new Map());
const uncertain = new Set();
const listChecks = [];
const started = Date.now();
const running = () => Date.now() - started < DURATION_MS;
const READS = ['/api/drafts?sort=newest', '/api/drafts?sort=top_rated', '/api/drafts?sort=newest&limit=20', '/api/selected-by?period=all_time', '/api/players', '/api/teams', '/api/saved-plans?teamId=1001'];

/** A saved draft must be in both drafts replicas' lists within a second (each one that is up). */
async function listedEverywhere(id) {
  for (const i of [0, 1]) {
    const from = Date.now();
    const until = from + 1000;
    for (;;) {
      const res = await monitor.send(`${replicaUrl('drafts', i)}/api/drafts?sort=newest&limit=100`);
      if (res.status === 0) {
        f.replicaDown += 1;
        break;
      }
      if (res.status === 200 && res.body.some((d) => d.id === id)) break;
      if (Date.now() > until) {
        // What the last read answered, to tell a replica still starting from a list behind.
        const newest = res.status === 200 ? `, its newest ${res.body.length} end at draft ${res.body.at(-1)?.id}` : '';
        f.late.push(`draft ${id} on drafts replica ${i + 1}: ${res.status} after ${Date.now() - from} ms${newest}`);
        break;
      }
      await sleep(100);
    }
  }
  f.checkedLists += 1;
}

async function runClient(n) {
  const client = clientFrom(`127.0.0.${10 + n}`);
  await client.send(`${gateway}/api/drafts/my-votes`); // the voter session cookie
  for (let op = 0; running(); op += 1) {
    const roll = Math.random();
    if (roll < 0.5) {
      const path = READS[op % READS.length];
      const res = await client.send(`${gateway}${path}`);
      f.reads += 1;
      if (res.status !== 200) f.failedReads.push(`${path}: ${res.status || res.error?.message}`);
    } else if (roll < 0.75 || saved.length === 0) {
      const res = await write(client, `${gateway}/api/save-draft`, saveBody(`Chaos ${runId} ${n}-${op}`, randomSquad(players, n * 100_000 + op)), randomUUID());
      if (res?.status === 201) {
        f.saves += 1;
        saved.push(res.body.id);
        if (op % 3 === 0) listChecks.push(listedEverywhere(res.body.id));
      } else if (res) f.refused.push(`save: ${res.status} ${res.body?.message ?? ''}`);
      else f.unanswered += 1;
    } else {
      const id = saved[Math.floor(Math.random() * saved.length)];
      const choice = ['up', 'down', 'none'][op % 3];
      const res = await write(client, `${gateway}/api/drafts/${id}/vote`, { voteType: choice }, randomUUID());
      if (res?.status === 200) {
        f.votes += 1;
        votesOf[n].set(id, choice);
      } else {
        uncertain.add(id);
        if (res) f.refused.push(`vote: ${res.status} ${res.body?.message ?? ''}`);
      }
    }
    await sleep(50 + Math.random() * 100);
  }
  client.close();
}

/** Kills replica `i` of every service with SIGKILL, and says how long each took to be healthy again. */
async function killReplicas(i) {
  await Promise.all(Object.keys(OFFSET).map(async (service) => {
    const seconds = await stack.killReplica(service, i);
    f.kills.push(`${stack.replicaName(service, i)} back in ${seconds.toFixed(1)} s`);
  }));
}

const chaos = (async () => {
  await sleep(DURATION_MS / 4);
  await killReplicas(1);
  if (Date.now() - started < DURATION_MS * 0.6) await sleep(started + DURATION_MS * 0.6 - Date.now());
  if (running()) await killReplicas(0);
})();
await Promise.all([...Array.from({ length: CLIENTS }, (_, n) => runClient(n)), chaos]);
await Promise.all(listChecks);
await stack.ready(120_000);

const final = await finalChecks({ monitor, gateway, replicaUrl, saved, votesOf, uncertain });
const limit = await limitCountedOnce(gateway, Number(env.RATE_LIMIT_WRITE_BURST ?? 200));
await stack.stop();

const rows = [
  ['reads', f.reads, `${f.failedReads.length} failed`],
  ['drafts saved (acknowledged)', f.saves, `${final.lost} missing from a list`],
  ['writes never answered (retried 12 times)', f.unanswered, `not acknowledged, not counted; ${f.refused.length} refused`],
  ['votes (acknowledged)', f.votes, `${final.wrongCounts} drafts with counts other than the votes (${final.checkedDrafts} checked, ${uncertain.size} left out: a vote unanswered)`],
  ['saves checked on both drafts replicas', f.checkedLists, `${f.late.length} not listed within 1 s (${f.replicaDown} reads skipped: replica down)`],
  ['write limit, one client over both replicas', limit.passed, `of ${limit.sent} passed; the burst is ${limit.burst}`],
  ['replicas killed', f.kills.length, f.kills.join(', ')],
];
console.log(`\n[chaos] ${CLIENTS} clients for ${DURATION_MS / 1000} s through ${gateway}, 2 replicas of each service`);
for (const [what, n, note] of rows) console.log(`  ${what.padEnd(44)} ${String(n).padStart(7)}  ${note}`);
for (const failure of f.failedReads.slice(0, 10)) console.log(`  failed read: ${failure}`);
for (const refusal of f.refused.slice(0, 10)) console.log(`  refused write: ${refusal}`);
for (const wrong of final.wrong.slice(0, 10)) console.log(`  wrong counts: ${wrong}`);
for (const late of f.late.slice(0, 10)) console.log(`  late: ${late}`);
for (const missing of final.missing.slice(0, 10)) console.log(`  missing: ${missing}`);
const ok = f.failedReads.length === 0 && f.refused.length === 0 && f.saves > 0 && f.votes > 0 && final.lost === 0 && final.wrongCounts === 0 && f.late.length === 0 && limit.passed === limit.burst && f.kills.length >= 3;
console.log(ok ? '[chaos] passed' : '[chaos] FAILED');
process.exit(ok ? 0 : 1);
