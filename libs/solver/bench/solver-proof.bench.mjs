/**
 * Where a transfer plan's proof spends its time (issue 30 item 7, decision 209): one solve per
 * recorded team and horizon on real data (real-data.mjs), each step of the search with its wall
 * time, HiGHS's branch-and-bound nodes and simplex iterations (the figures the machine's load
 * does not move), and the players in each model. Needs the built libraries (`npm run build`).
 *
 *   node libs/solver/bench/solver-proof.bench.mjs [--teams 1001,1002] [--horizons 6,8] [--sensitivity] [--predictions]
 *
 * `--predictions` solves with the predicted prices the planner would send (predicted-prices.mjs).
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from '../../../tools/bench/http-bench.mjs';
import { predictedMoves, withPredictedPrices } from './predicted-prices.mjs';
import { loadRealData } from './real-data.mjs';

const require = createRequire(import.meta.url);
const solver = require(join(root, 'libs/solver/dist/index.js'));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1].split(',').map(Number);
};
const teams = arg('teams', [1001, 1002, 1003, 1004]);
const horizons = arg('horizons', [6]);
const load = () => loadavg().map((v) => v.toFixed(2)).join(' ');

const data = loadRealData(root);
const highs = await solver.loadHighs();
console.log(`HiGHS ${highs.version.string}, clock GW${data.clock}; load average ${load()}`);

const priceMoves = process.argv.includes('--predictions') ? predictedMoves(data) : undefined;

function requestFor(team, horizon) {
  const squad = team.picks.map((id) => ({ id, sellingPrice: data.players.find((p) => p.id === id).price }));
  const request = { players: data.players, firstGameweek: data.firstGameweek, horizon, squad, bank: team.bank, freeTransfers: team.freeTransfers, timeLimitSeconds: 60 };
  return priceMoves ? withPredictedPrices(request, priceMoves) : request;
}

// Warm-up: the first solve also compiles the WebAssembly's hot paths.
solver.suggestTransfers(requestFor(data.teams.get(1001), 1), highs);

const sum = (steps, key) => steps.reduce((n, s) => n + (s[key] ?? 0), 0);
for (const horizon of horizons) {
  for (const id of teams) {
    let first;
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    const result = solver.suggestTransfers(requestFor(data.teams.get(id), horizon), highs, (r) => {
      if (first === undefined && r.objective !== null) first = r.seconds;
    });
    const wall = (performance.now() - w0) / 1000;
    const c = process.cpuUsage(c0);
    const { proof } = result;
    const steps = proof.steps;
    console.log(
      `team ${id}, horizon ${horizon}: ${proof.status}, gap ${(proof.gap * 100).toFixed(4)}%, objective ${proof.objective.toFixed(3)}; ` +
        `wall ${wall.toFixed(2)} s, cpu ${((c.user + c.system) / 1e6).toFixed(2)} s, first plan ${first?.toFixed(2)} s; ` +
        `${sum(steps, 'nodes')} nodes, ${sum(steps, 'iterations')} simplex iterations; final ${proof.model.playersInFinalModel}/${proof.model.players} players; load ${load()}`,
    );
    for (const s of steps) {
      const work = s.nodes === undefined ? `${s.iterations} it` : `${s.nodes} nodes, ${s.iterations} it`;
      console.log(`    ${s.kind.padEnd(16)} ${String(s.players).padStart(4)} players ${s.seconds.toFixed(2).padStart(6)} s  ${work}  value ${s.value?.toFixed(3)}`);
    }
  }
}

if (process.argv.includes('--sensitivity')) {
  const w0 = performance.now();
  const analysis = solver.sensitivityAnalysis({ ...requestFor(data.teams.get(1001), 6), timeLimitSeconds: solver.DEFAULT_SENSITIVITY_SECONDS }, highs, { runs: 20 });
  console.log(`sensitivity N=20, team 1001, horizon 6: wall ${((performance.now() - w0) / 1000).toFixed(2)} s, ${analysis.runs} solves answered; load ${load()}`);
}
