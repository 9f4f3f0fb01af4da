#!/usr/bin/env node
/**
 * `npm run replay`: 2024/25 (GW1-38) and 2025/26 (GW1 to the last gameweek the data has, GW29),
 * each played four ways from one squad picked before GW1 (the solver's best draft over GW1-6,
 * £100.0m, xPts as of the GW1 deadline): following the solver's suggested transfers (horizon 6,
 * one solve per gameweek, only that gameweek's moves made) with the chips that season's rules
 * allow and a worth for a chip kept (decision 186), the same without chips, never transferring,
 * and making the best single swap by xPts each gameweek. Every gameweek is scored with the
 * points the players actually scored. `-- --write-docs` rewrites each season's generated part
 * of docs/solver.md. Options: `--season 2024-25|2025-26` (default both), `--time-limit <s>` per
 * solve (default 12), `--to <gw>` to stop early, `--chip-worth wildcard=0,freehit=14,bboost=14,3xc=12`
 * to try other worths, `--only chips` to play only the solver with chips (for choosing worths), `--squad-chips every` to
 * allow the wildcard and free hit in every planned gameweek (default now: the deadline's own only),
 * `--prices today` to plan at today's prices instead of the predicted moves (default predicted,
 * as the planner sends them: decisions 205 and 207).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadReplaySource, REPLAY_SEASONS } from './replay-data.mjs';
import { generatedSection, replaceGenerated, weekLine } from './replay-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const option = (name) => {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  if (i + 1 >= process.argv.length) throw new Error(`${name} needs a value`);
  return process.argv[i + 1];
};
const numberOption = (name, fallback) => {
  const value = option(name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got ${value})`);
  return n;
};
const HORIZON = 6;
const DRAFT_TIME_LIMIT = 120;
const timeLimit = numberOption('--time-limit', 12);
const lastAsked = numberOption('--to', 38);
const seasons = option('--season') ? [option('--season')] : Object.keys(REPLAY_SEASONS);
const onlyChips = option('--only') === 'chips';
const squadChips = option('--squad-chips') ?? 'now';
if (!['now', 'every'].includes(squadChips)) throw new Error(`--squad-chips takes now or every (got ${squadChips})`);
const prices = option('--prices') ?? 'predicted';
if (!['predicted', 'today'].includes(prices)) throw new Error(`--prices takes predicted or today (got ${prices})`);
if (option('--only') !== undefined && !onlyChips) throw new Error(`--only takes chips (got ${option('--only')})`);
if (onlyChips && process.argv.includes('--write-docs')) throw new Error('--write-docs needs all four strategies: leave out --only');

const started = performance.now();
// Builds what it reads first (tsc -b: incremental, a few seconds when nothing changed).
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const build = spawnSync(process.execPath, [tsc, '-b', 'libs/solver/tsconfig.json', 'services/stats/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const require = createRequire(import.meta.url);
const solver = require('@draftroom/solver');
const { replay } = solver;
const chipWorth = parseChipWorth(option('--chip-worth'));
const highs = await solver.loadHighs();
const load = () => loadavg().map((v) => v.toFixed(2)).join(' ');
console.log(`build and HiGHS ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${load()}; ${timeLimit} s per solve; kept chips worth ${JSON.stringify(chipWorth)}; wildcard and free hit allowed in ${squadChips === 'now' ? "the deadline's gameweek" : 'every planned gameweek'}; solver plans at ${prices === 'predicted' ? 'predicted prices' : "today's prices"}`);

/** `wildcard=6,bboost=8`: the worths tried instead of the default, each chip named once. */
function parseChipWorth(text) {
  if (text === undefined) return { ...replay.REPLAY_KEPT_CHIP_WORTH };
  const worth = {};
  for (const part of text.split(',')) {
    const [chip, value] = part.split('=');
    if (!(chip in replay.REPLAY_KEPT_CHIP_WORTH) || !Number.isFinite(Number(value))) {
      throw new Error(`--chip-worth takes chip=xPts pairs for ${Object.keys(replay.REPLAY_KEPT_CHIP_WORTH).join(', ')} (got ${part})`);
    }
    worth[chip] = Number(value);
  }
  return worth;
}

function replayOne(seasonId) {
  const t0 = performance.now();
  const { source, season, rules, lastPlayed, projectionSeconds, rule } = loadReplaySource(root, HORIZON, seasonId, { predictedPrices: prices === 'predicted' });
  const lastGameweek = Math.min(lastAsked, lastPlayed);
  const names = new Map(season.players.map((p) => [p.id, p.webName]));
  const gw1 = replay.solverPlayers(source.marketAt(1, []), source.xptsAt(1), HORIZON);
  // The squad every strategy starts from: given time to be proven (a few seconds on a quiet
  // machine), so that runs start alike; at 12 s under load one run began from another squad.
  const draft = solver.solveBestDraft({ players: gw1, firstGameweek: 1, horizon: HORIZON, timeLimitSeconds: Math.max(timeLimit, DRAFT_TIME_LIMIT) }, highs);
  console.log(`${seasonId} GW1 squad (best draft, GW1-6, ${draft.proof.status}, gap ${(draft.proof.gap * 100).toFixed(4)}%, ${draft.proof.solveSeconds.toFixed(1)} s): ` +
    `${draft.squad.map((id) => names.get(id)).join(', ')}; £${(draft.cost / 10).toFixed(1)}m, £${(draft.left / 10).toFixed(1)}m in the bank`);

  const withChips = replay.solverStrategy(highs, timeLimit, replay.chipPolicy(rules.chipSeason, chipWorth, squadChips === 'now'));
  const strategies = onlyChips ? [withChips] : [withChips, replay.solverStrategy(highs, timeLimit), replay.singleSwap, replay.noTransfers];
  const runs = [];
  for (const strategy of strategies) {
    const t = performance.now();
    const onWeek = (w) => console.log(`  ${seasonId} ${strategy.name}: ${weekLine(w, names)}`);
    const run = replay.replaySeason(source, draft.squad, strategy, { horizon: HORIZON, lastGameweek, onWeek, season: rules.chipSeason });
    run.seconds = (performance.now() - t) / 1000;
    console.log(`${seasonId} ${strategy.name}: ${run.weeks.reduce((n, w) => n + w.points, 0)} points, ${run.seconds.toFixed(1)} s; load average ${load()}`);
    runs.push(run);
  }
  const totalSeconds = (performance.now() - t0) / 1000;
  return generatedSection({ seasonId, runs, draft, names, timeLimit, totalSeconds, projectionSeconds: projectionSeconds(), load: load(), lastGameweek, chipWorth, squadChips, anchors: rules.anchors, priceRule: prices === 'predicted' ? rule : null });
}

const sections = seasons.map((seasonId) => [seasonId, replayOne(seasonId)]);
for (const [, section] of sections) console.log(`\n${section}`);
if (process.argv.includes('--write-docs')) {
  const file = join(root, 'docs', 'solver.md');
  let doc = readFileSync(file, 'utf8');
  for (const [seasonId, section] of sections) doc = replaceGenerated(doc, section, seasonId);
  writeFileSync(file, doc);
  console.log(`\nwrote ${file}`);
}
