/**
 * Solve times of the solver library (libs/solver) on real data (see real-data.mjs): best draft
 * over the full pool at horizon 5, and suggested transfers for a recorded team at horizons 1, 3,
 * 6 and 8 (and at horizon 6 for the other recorded teams). Prints wall and CPU percentiles, the proof (status, gap) and the model sizes. The
 * machine is shared: the load average is printed, and CPU time is the steadier figure.
 *
 *   node libs/solver/bench/solver.bench.mjs [--horizons 6] [--predictions]
 *
 * `--horizons` plans only those horizons, every recorded team, without the draft, chips or the
 * sensitivity analysis; `--predictions` solves each plan a second time with the predicted prices
 * the planner would send (predicted-prices.mjs: rises bought at the predicted price, falls of the
 * owned fifteen sold at it; decisions 207 and 188).
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from '../../../tools/bench/http-bench.mjs';
import { predictedMoves, withPredictedPrices } from './predicted-prices.mjs';
import { loadRealData } from './real-data.mjs';

const require = createRequire(import.meta.url);
const solver = require(join(root, 'libs/solver/dist/index.js'));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(0).padStart(6)} ms`;
const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const onlyHorizons = option('horizons')?.split(',').map(Number);
const predictions = process.argv.includes('--predictions');

let t = performance.now();
const data = loadRealData(root);
console.log(`real data: ${data.players.length} players, xPts of GW${data.firstGameweek}-${data.firstGameweek + 7} projected in process in ${ms(performance.now() - t)}`);
t = performance.now();
const highs = await solver.loadHighs();
console.log(`HiGHS ${highs.version.string} (WebAssembly) loaded in ${ms(performance.now() - t)}; load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);

function bench(label, runs, solve) {
  solve(); // warm-up: the first solve also compiles the WebAssembly's hot paths
  const wall = [];
  const cpu = [];
  let result;
  for (let i = 0; i < runs; i += 1) {
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    result = solve();
    wall.push(performance.now() - w0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const { proof } = result;
  const m = proof.model;
  console.log(
    `${label.padEnd(34)} wall p50 ${ms(pct(wall, 50))} p95 ${ms(pct(wall, 95))} | cpu p50 ${ms(pct(cpu, 50))} p95 ${ms(pct(cpu, 95))} (${runs} runs)`,
  );
  console.log(
    `${''.padEnd(34)} ${proof.status}, gap ${(proof.gap * 100).toFixed(4)}%, objective ${proof.objective.toFixed(3)}, bound ${proof.bound.toFixed(3)}; ` +
      `final MIP ${m.playersInFinalModel}/${m.players} players, ${m.columns} columns, ${m.rows} rows, ${m.integers} integer; ${m.lpSolves} LPs, ${m.mipSolves} MIPs`,
  );
  return result;
}

if (!onlyHorizons) {
  const draft = bench('best draft, full pool, horizon 5', 9, () => solver.solveBestDraft({ players: data.players, firstGameweek: data.firstGameweek, horizon: 5 }, highs));
  console.log(`${''.padEnd(34)} projected ${draft.projectedPoints.toFixed(2)} xPts over 5 GWs, cost £${(draft.cost / 10).toFixed(1)}m`);
}
const priceMoves = predictions ? predictedMoves(data) : new Map();
if (predictions) {
  const rises = [...priceMoves.values()].filter((m) => m.change > 0).length;
  console.log(`predicted moves before GW${data.firstGameweek + 1}: ${priceMoves.size} players, ${rises} rises`);
}

/** Every chip the solver plans, allowed in every planned gameweek (issue 30). */
const everyChip = (horizon) => ['wildcard', 'freehit', 'bboost', '3xc'].flatMap((chip) =>
  Array.from({ length: horizon }, (_, k) => ({ chip, gameweek: data.firstGameweek + k, choice: 'allowed' })));

function requestFor(team, horizon, chips) {
  // Selling prices: the price now (the bench reads no transfer history to apply the selling-price rule to).
  const squad = team.picks.map((id) => ({ id, sellingPrice: data.players.find((p) => p.id === id).price }));
  return {
    players: data.players, firstGameweek: data.firstGameweek, horizon, squad, bank: team.bank, freeTransfers: team.freeTransfers, timeLimitSeconds: 60,
    chipOptions: chips ? everyChip(horizon) : [],
  };
}

function planFor(team, horizon, runs, chips = false, predicted = false) {
  const request = predicted ? withPredictedPrices(requestFor(team, horizon, chips), priceMoves) : requestFor(team, horizon, chips);
  // The time to the first plan a watching manager sees (the first progress report with a plan).
  const firstPlans = [];
  const plan = bench(`team ${team.id}, horizon ${horizon}${chips ? ', chips' : ''}${predicted ? ', predicted prices' : ''}`, runs, () => {
    let first;
    const result = solver.suggestTransfers(request, highs, (r) => { if (first === undefined && r.objective !== null) first = r.seconds; });
    firstPlans.push(first ?? NaN);
    return result;
  });
  const moves = plan.gameweeks.map((g) => `${g.transfers.length}${g.hits ? `(-${g.hits})` : ''}${g.chip ? ` ${g.chip}` : ''}`).join(' ');
  const firstPlan = [...firstPlans].sort((a, b) => a - b);
  console.log(`${''.padEnd(34)} first plan after p50 ${ms(pct(firstPlan, 50) * 1000)}; transfers by GW ${moves}; projected ${plan.projectedPoints.toFixed(2)} vs ${plan.rollPoints.toFixed(2)} rolling`);
  if (predicted) {
    const rising = request.players.filter((p) => p.buyPrices).length;
    const falling = request.squad.filter((e) => e.sellingPrices).length;
    const byId = new Map(data.players.map((p) => [p.id, p]));
    const sellingNow = new Map(request.squad.map((e) => [e.id, e.sellingPrice]));
    const atPredicted = (t) => t.price !== byId.get(t.in).price || (sellingNow.has(t.out) && t.sellingPrice !== sellingNow.get(t.out));
    const priced = plan.gameweeks.flatMap((g) => g.transfers.filter(atPredicted)
      .map((t) => `GW${g.gameweek} ${byId.get(t.out).name} ${t.sellingPrice} > ${byId.get(t.in).name} ${t.price}`));
    console.log(`${''.padEnd(34)} ${rising} players priced to rise, ${falling} owned with falling selling prices; transfers at a predicted price: ${priced.join('; ') || 'none'}`);
  }
}

/** Each plan without predicted prices and, with --predictions, with them. */
const plansFor = (team, horizon, runs, chips = false) => {
  planFor(team, horizon, runs, chips);
  if (predictions) planFor(team, horizon, runs, chips, true);
};

const describe = (team) => `team ${team.id} (${team.name}): bank £${(team.bank / 10).toFixed(1)}m, ${team.freeTransfers} free transfers for GW${data.firstGameweek}`;
const first = data.teams.get(1001);
console.log(`\nsuggest transfers, ${describe(first)}`);
const horizons = onlyHorizons ?? [1, 3, 6, 8];
for (const horizon of horizons) plansFor(first, horizon, horizon === 8 ? 3 : 5);
for (const horizon of onlyHorizons ?? [6]) {
  console.log(`\nsuggest transfers, horizon ${horizon}, the other recorded teams (time limit 60 s)`);
  for (const id of [1002, 1003, 1004]) {
    console.log(describe(data.teams.get(id)));
    plansFor(data.teams.get(id), horizon, 1);
  }
}
if (onlyHorizons) process.exit(0);

console.log('\nwith every chip allowed in every planned gameweek (wildcard, free hit, bench boost, triple captain; time limit 60 s)');
for (const [horizon, runs] of [[1, 3], [3, 3], [6, 1]]) planFor(first, horizon, runs, true);
for (const id of [1002, 1003, 1004]) planFor(data.teams.get(id), 6, 1, true);

console.log(`\nsensitivity analysis, team 1001, horizon 6, 20 noisy solves sharing ${solver.DEFAULT_SENSITIVITY_SECONDS} s (the planner's default)`);
{
  const w0 = performance.now();
  const analysis = solver.sensitivityAnalysis({ ...requestFor(first, 6, false), timeLimitSeconds: solver.DEFAULT_SENSITIVITY_SECONDS }, highs, { runs: 20 });
  const top = analysis.moves.slice(0, 3).map((m) => `${m.transfers.map((t) => `${t.out}>${t.in}`).join('+') || 'roll'} ${(m.share * 100).toFixed(0)}%`).join(', ');
  console.log(`${'sensitivity N=20, horizon 6'.padEnd(34)} wall ${ms(performance.now() - w0)}; ${analysis.runs} solves answered; first moves ${top}; mean ${analysis.meanPoints} sd ${analysis.sdPoints}`);
}
