/**
 * `npm run bench -- replicas` (issue 29): what a second replica of each service costs or gains.
 * Two stacks of the production topology (tools/chaos/stack.mjs: nginx, PostgreSQL, drafts on
 * MongoDB/FerretDB, BullMQ on Redis), one with REPLICAS=2 and one with REPLICAS=1, measured in the
 * same run, in alternation (ABBA), so the machine's load hits both alike (docs/bench.md). The rate
 * limits are off. BENCH_PORT_BASE (28000): the 2-replica stack on its ports, the 1-replica one +200.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { NO_RATE_LIMITS, paired, post, timed } from '../../tools/bench/http-bench.mjs';
import { randomSquad, saveBody } from '../../tools/bench/squads.mjs';
import { replicatedStack, sleep } from '../../tools/chaos/stack.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 28000);
const SAVE_ROUNDS = 6;
const SAVES_PER_ROUND = 100;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const rps = (r) => `${r.rps.toFixed(0)} req/s`;
const row = (what, two, one, ratio) => console.log(`  ${what.padEnd(44)} ${String(two).padEnd(22)} ${String(one).padEnd(22)} ${ratio}`);

const started = Date.now();
console.log(`machine: ${load()} load average, 2 cores shared (read the ratios)`);
// The xPts backtest after the first projection is a minute of CPU that would land in the first rounds.
const env = { ...NO_RATE_LIMITS, STATS_EVALUATE_XPTS: 'off' };
const stacks = [replicatedStack({ portBase: BASE, replicas: 2, env }), replicatedStack({ portBase: BASE + 200, replicas: 1, env })];
try {
  const ready = await Promise.all(stacks.map((s) => s.ready(300_000)));
  if (!ready.every(Boolean)) throw new Error('a stack did not get ready');
  await sleep(10_000); // the workers' jobs after ready
  const [two, one] = stacks.map((s) => s.gateway);
  row('what (through nginx)', '2 replicas', '1 replica', '2 against 1');

  // Saves first: they fill both lists for the reads after. Rounds alternate ABBA, each timed alone.
  const players = await (await fetch(`${two}/api/players`)).json();
  const runId = randomUUID().slice(0, 6);
  const saves = { [two]: [], [one]: [] };
  for (let round = 0; round < SAVE_ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [two, one] : [one, two];
    for (const gateway of order) {
      const offset = round * SAVES_PER_ROUND;
      saves[gateway].push(await timed(SAVES_PER_ROUND, 8, (i) => post(`${gateway}/api/save-draft`, saveBody(`Replicas ${runId} ${offset + i}`, randomSquad(players, offset + i + 1)))));
    }
  }
  const median = (rounds) => [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)];
  const spread = (rounds) => `rounds ${Math.min(...rounds.map((r) => r.rps)).toFixed(0)}-${Math.max(...rounds.map((r) => r.rps)).toFixed(0)}`;
  const ratios = saves[two].map((r, i) => r.rps / saves[one][i].rps).sort((a, b) => a - b);
  const statuses = [...new Set([...saves[two], ...saves[one]].map((r) => r.statuses))].join(',');
  row(`POST /api/save-draft, c=8, ${SAVE_ROUNDS}x${SAVES_PER_ROUND}`, rps(median(saves[two])), rps(median(saves[one])), `${ratios[Math.floor(ratios.length / 2)].toFixed(2)}x [${statuses}]`);
  row('  the save rounds\' spread', spread(saves[two]), spread(saves[one]), '');

  const GZIP = { 'accept-encoding': 'gzip' };
  for (const [path, concurrency, headers] of [
    ['/api/players', 50, GZIP],
    [`/api/drafts?sort=newest&limit=40&q=${runId}`, 16, GZIP],
    ['/api/selected-by?period=all_time', 16, GZIP],
    ['/api/saved-plans?teamId=1001', 16, {}],
  ]) {
    const r = await paired(`${two}${path}`, `${one}${path}`, { concurrency, headers });
    // A read its service lets nginx keep (max-age) is mostly nginx's cache on both sides.
    const kept = /max-age=[1-9]/.test(r.a.headers?.['cache-control'] ?? '') ? ' (nginx cache)' : '';
    row(`GET ${path.replace(`&q=${runId}`, '&q=')}, c=${concurrency}`, rps(r.a), rps(r.b), `${r.ratio.toFixed(2)}x${kept}`);
  }
} finally {
  await Promise.all(stacks.map((s) => s.stop()));
}
console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s, load average ${load()}`);
