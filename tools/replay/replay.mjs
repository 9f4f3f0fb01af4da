#!/usr/bin/env node
/**
 * `npm run replay`: 2024/25 played three ways from one squad picked before GW1 (the solver's
 * best draft over GW1-6, £100.0m, xPts as of the GW1 deadline): following the solver's
 * suggested transfers (horizon 6, one solve per gameweek, only that gameweek's moves made),
 * never transferring, and making the best single swap by xPts each gameweek. Every gameweek is
 * scored with the points the players actually scored. The solver plays twice: with the chips
 * 2024/25 allowed (issue 30; the free hit too, decision 208) and without chips. `-- --write-docs` rewrites the
 * generated part of docs/solver.md. Options: `--time-limit <s>` per solve (default 12: 37
 * solves stay under about 8 minutes even when every one runs to its limit), `--to <gw>` to stop early.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadReplaySource } from './replay-data.mjs';
import { generatedSection, replaceGenerated, weekLine } from './replay-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const HORIZON = 6;
const timeLimit = arg('--time-limit', 12);
const lastGameweek = arg('--to', 38);

const started = performance.now();
// Builds what it reads first (tsc -b: incremental, a few seconds when nothing changed).
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const build = spawnSync(process.execPath, [tsc, '-b', 'libs/solver/tsconfig.json', 'services/stats/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const buildSeconds = (performance.now() - started) / 1000;

const require = createRequire(import.meta.url);
const solver = require('@draftroom/solver');
const { replay } = solver;
const { source, season, projectionSeconds } = loadReplaySource(root, HORIZON);
const highs = await solver.loadHighs();
const load = () => loadavg().map((v) => v.toFixed(2)).join(' ');
console.log(`build check ${buildSeconds.toFixed(1)} s; snapshot and HiGHS loaded in ${((performance.now() - started) / 1000 - buildSeconds).toFixed(1)} s; load average ${load()}; ${timeLimit} s per solve`);

const names = new Map(season.players.map((p) => [p.id, p.webName]));
const gw1 = replay.solverPlayers(source.marketAt(1, []), source.xptsAt(1), HORIZON);
const draft = solver.solveBestDraft({ players: gw1, firstGameweek: 1, horizon: HORIZON, timeLimitSeconds: timeLimit }, highs);
console.log(`GW1 squad (best draft, GW1-6, ${draft.proof.status}, gap ${(draft.proof.gap * 100).toFixed(4)}%, ${draft.proof.solveSeconds.toFixed(1)} s): ` +
  `${draft.squad.map((id) => names.get(id)).join(', ')}; £${(draft.cost / 10).toFixed(1)}m, £${(draft.left / 10).toFixed(1)}m in the bank`);

// Issue 30: the solver with the chips 2024/25 allowed (wildcard once per half, free hit, bench
// boost and triple captain once in the season; the assistant manager aside), and without.
const strategies = [replay.solverStrategy(highs, timeLimit, true), replay.solverStrategy(highs, timeLimit), replay.singleSwap, replay.noTransfers];
const runs = [];
for (const strategy of strategies) {
  const t = performance.now();
  const onWeek = (w) => console.log(`  ${strategy.name}: ${weekLine(w, names)}`);
  const run = replay.replaySeason(source, draft.squad, strategy, { horizon: HORIZON, lastGameweek, onWeek, season: '2024/25' });
  run.seconds = (performance.now() - t) / 1000;
  console.log(`${strategy.name}: ${run.seconds.toFixed(1)} s; load average ${load()}`);
  runs.push(run);
}

const totalSeconds = (performance.now() - started) / 1000;
const section = generatedSection({ runs, draft, names, timeLimit, totalSeconds, projectionSeconds: projectionSeconds(), load: load(), lastGameweek });
console.log(`\n${section}`);
if (process.argv.includes('--write-docs')) {
  const file = join(root, 'docs', 'solver.md');
  writeFileSync(file, replaceGenerated(readFileSync(file, 'utf8'), section));
  console.log(`\nwrote ${file}`);
}
