/**
 * Planner figures: the upstream proxy (first call through to the recorded-fixture server, then
 * from its cache), plan saves validated against the real player list, plan searches, and the
 * picker's cost of checking every player against the rules. Runs on its own ports (portBase 21500).
 */
import { createRequire } from 'node:module';
import { measure, printRow, startStack } from '../../../tools/bench/http-bench.mjs';

const require = createRequire(import.meta.url);
const domain = require('@draftroom/domain');
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(label, count, concurrency, task) {
  const times = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      const t0 = process.hrtime.bigint();
      await task(i);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }));
  times.sort((a, b) => a - b);
  printRow(label, { p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), max: times.at(-1), rps: count / ((Date.now() - started) / 1000), bytes: 0, statuses: '' });
}

const stack = await startStack({ portBase: 21500, env: { FPL_AS_OF_GW: '4' } });
try {
  const base = stack.base;
  const players = await (await fetch(`${base}/api/players`)).json();
  const lookup = (id) => {
    const p = players.find((x) => x.id === id);
    return p && { id: p.id, position: p.position, team: p.team, teamName: p.teamName, price: p.price };
  };

  printRow('baseline: GET /api/season (stats, c=8)', await measure(`${base}/api/season`));
  // First call of each gameweek goes upstream; the rest come from the proxy's cache.
  await timed('GET picks, first call (upstream), c=1', 29, 1, (i) => fetch(`${base}/api/fpl-team/1002/event/${i + 1}/picks`).then((r) => r.arrayBuffer()));
  printRow('GET /api/fpl-team/1001/event/4/picks (cached, c=8)', await measure(`${base}/api/fpl-team/1001/event/4/picks`));
  printRow('GET /api/fpl-team/4040/event/4/picks (404, c=8)', await measure(`${base}/api/fpl-team/4040/event/4/picks`, { requests: 200 }));

  const picks = await (await fetch(`${base}/api/fpl-team/1001/event/4/picks`)).json();
  const squad = domain.squadFromPicks(picks.picks, picks.entry_history.bank, 4, lookup);
  const plan = domain.createPlan(squad, 5, 4);
  const body = (i) => JSON.stringify({ teamId: 1001 + (i % 50), planName: `Bench plan ${i}`, ...domain.planRecords(plan) });
  await timed('POST /api/save-fpl-plan (validated, c=4)', 300, 4, (i) =>
    fetch(`${base}/api/save-fpl-plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(i) }).then((r) => {
      if (r.status !== 201) throw new Error(`save answered ${r.status}`);
      return r.arrayBuffer();
    }));
  printRow('GET /api/saved-plans?teamId=1001 (c=8)', await measure(`${base}/api/saved-plans?teamId=1001`));
  printRow('GET /api/saved-plans?name=plan 1 (c=8)', await measure(`${base}/api/saved-plans?name=plan%201`));
  printRow('GET /api/saved-plans/1 (c=8)', await measure(`${base}/api/saved-plans/1`));

  // The picker checks every player against the rules on each render.
  const planners = players.map((p) => lookup(p.id));
  const target = domain.findPlayer(plan.current, plan.current.bench[1].playerId);
  const rounds = 200;
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < rounds; r += 1) for (const p of planners) domain.pickRefusal(plan.current, target, p, lookup);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6 / rounds;
  console.log(`picker: rules for all ${planners.length} players ${ms.toFixed(2)} ms per render (lookup by linear scan)`);
} finally {
  await stack.stop();
}
