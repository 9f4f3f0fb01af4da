/**
 * `npm run backtest` (services/stats): the walk-forward evaluation of the projection model
 * on the committed snapshot, next to the two naive baselines, with the targets and
 * the timings. `-- --write-docs` also rewrites the generated part of docs/projections.md and
 * the calibration plot under docs/projections/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@draftroom/nest-kit';
import { lastFinishedGameweek, readSnapshotSeason, type SeasonData, type SeasonId } from '@draftroom/fpl-data';
import { createProjector, projectFromOrigin, projectSeason } from '@draftroom/projections';
import { backtestSeason, type SeasonBacktest } from '../src/accuracy/backtest-run';
import { baselineLosses, oracleLine, replaceGenerated, seasonTable, targetLines, tieNotes } from './backtest-report';
import { benchmarkTable, kindTable, officialLosses, officialTargetHeading, officialTargetLines } from './benchmark-report';
import { calibrationBins, calibrationSvg } from './calibration-plot';

/** The evaluation windows of the issue: each season from GW5, with every earlier season as history. */
const WINDOWS: Array<{ season: SeasonId; history: SeasonId[] }> = [
  { season: '2024-25', history: ['2023-24'] },
  { season: '2025-26', history: ['2023-24', '2024-25'] },
];
const FIRST_TARGET = 5;
/** Issue 13 set its targets on 2025/26 GW5-16, the gameweeks with snapshots before the gap (n = 8,984 at 1 ahead). */
const OFFICIAL_TARGET_TO = 16;
const PLOT_FILE = 'calibration.svg';

const seconds = (since: number): number => (performance.now() - since) / 1000;

function generatedSection(results: SeasonBacktest[], targetRun: SeasonBacktest): string {
  const current = results[results.length - 1];
  const parts: string[] = [];
  for (const r of [...results].reverse()) parts.push(benchmarkTable(r), '');
  parts.push(officialTargetHeading(targetRun), '', ...officialTargetLines(targetRun), '');
  for (const r of results) {
    const lost = officialLosses(r);
    parts.push(`Where the model is not ahead of the official forecast in ${r.season.replace('-', '/')}: ${lost.length ? lost.join('; ') : 'nowhere'}.`, '');
  }
  for (const r of [...results].reverse()) parts.push(kindTable(r), '');
  for (const r of [...results].reverse()) parts.push(seasonTable(r), '');
  parts.push(`Targets (${current.season.replace('-', '/')}, 1 gameweek ahead, all player-gameweeks):`, '', ...targetLines(current), '');
  parts.push(oracleLine(current), '');
  for (const r of results) {
    const losses = baselineLosses(r);
    parts.push(
      `Where the model does not beat a baseline in ${r.season.replace('-', '/')}: ${losses.length ? losses.join('; ') : 'nowhere'}.`,
      '',
    );
    for (const note of tieNotes(r)) parts.push(`- ${note}`, '');
  }
  parts.push(`![Calibration: projected vs actual points, 1 gameweek ahead](projections/${PLOT_FILE})`);
  return parts.join('\n');
}

function main(): void {
  const writeDocs = process.argv.includes('--write-docs');
  const root = repoRoot();
  const started = performance.now();
  const seasons = new Map<SeasonId, SeasonData>();
  for (const id of ['2023-24', '2024-25', '2025-26'] as SeasonId[]) seasons.set(id, readSnapshotSeason(join(root, 'data', 'snapshot'), id));
  const loaded = seconds(started);

  const results: SeasonBacktest[] = [];
  for (const w of WINDOWS) {
    const data = seasons.get(w.season)!;
    const to = lastFinishedGameweek(data.fixtures);
    const result = backtestSeason(data, w.history.map((h) => seasons.get(h)!), { from: FIRST_TARGET, to });
    results.push(result);
    console.log(`\n${benchmarkTable(result)}\n\n${kindTable(result)}\n\n${seasonTable(result)}\n`);
    console.log(`Not ahead of the official forecast: ${officialLosses(result).join('; ') || 'nowhere'}`);
    console.log(`(${result.seconds.toFixed(1)} s)`);
  }
  const backtestSeconds = seconds(started);
  const s2526 = seasons.get('2025-26')!;
  const targetRun = backtestSeason(s2526, [seasons.get('2023-24')!, seasons.get('2024-25')!], { from: FIRST_TARGET, to: OFFICIAL_TARGET_TO });

  // The production call: 2025/26 as of its last finished gameweek, all 38 gameweeks.
  const current = seasons.get('2025-26')!;
  const history = [seasons.get('2023-24')!, seasons.get('2024-25')!];
  const asOf = lastFinishedGameweek(current.fixtures);
  let t = performance.now();
  const rows = projectSeason({ current, history, asOfGameweek: asOf });
  const seasonSeconds = seconds(t);
  t = performance.now();
  const projector = createProjector(current, history);
  projectFromOrigin(projector, asOf, [asOf + 1]);
  const nextSeconds = seconds(t);

  console.log(`\nTargets (2025/26, 1 ahead, all):\n${targetLines(results[results.length - 1]).join('\n')}`);
  console.log(`\n${officialTargetHeading(targetRun)}\n${officialTargetLines(targetRun).join('\n')}`);
  const off = targetRun.official.filter((c) => c.group === 'all');
  for (const c of off) console.log(`  ${c.horizon} ahead: model MAE ${c.model.mae.toFixed(3)} RMSE ${c.model.rmse.toFixed(3)} r ${c.model.pearson.toFixed(3)} rho ${c.model.spearman.toFixed(3)}; official ${c.official.mae.toFixed(3)} ${c.official.rmse.toFixed(3)} ${c.official.pearson.toFixed(3)} ${c.official.spearman.toFixed(3)}`);
  console.log(oracleLine(results[results.length - 1]));
  for (const r of results) {
    const losses = baselineLosses(r);
    console.log(`Model not ahead of a baseline in ${r.season}: ${losses.length ? losses.join('; ') : 'nowhere'}`);
    for (const note of tieNotes(r)) console.log(`  ${note}`);
  }
  console.log(
    [
      '',
      `Timings: snapshot read ${loaded.toFixed(1)} s; backtest of both seasons ${(backtestSeconds - loaded).toFixed(1)} s;`,
      `projectSeason 2025/26 as of GW${asOf} (${rows.length} rows, walk-forward GW1-${asOf} + GW${asOf + 1}-38) ${seasonSeconds.toFixed(1)} s;`,
      `one gameweek ahead only (GW${asOf + 1}, minutes model fit included) ${nextSeconds.toFixed(1)} s; total ${seconds(started).toFixed(1)} s.`,
    ].join('\n'),
  );

  if (writeDocs) {
    const docFile = join(root, 'docs', 'projections.md');
    writeFileSync(docFile, replaceGenerated(readFileSync(docFile, 'utf8'), generatedSection(results, targetRun)));
    const plotDir = join(root, 'docs', 'projections');
    mkdirSync(plotDir, { recursive: true });
    const colours = ['#1f77b4', '#d62728'];
    const svg = calibrationSvg(
      results.map((r, i) => ({ label: `${r.season.replace('-', '/')} (GW${r.from}-${r.to})`, colour: colours[i % colours.length], bins: calibrationBins(r.calibration.projected, r.calibration.actual) })),
      'Projected vs actual, 1 gameweek ahead (20 equal-count bins)',
    );
    writeFileSync(join(plotDir, PLOT_FILE), svg);
    console.log(`\nwrote ${docFile} and docs/projections/${PLOT_FILE}`);
  }
}

if (require.main === module) main();
