import { baselineLosses, GENERATED_END, GENERATED_START, replaceGenerated, seasonTable, targetLines, tieNotes } from './backtest-report';
import type { Comparison, SeasonBacktest } from '../src/accuracy/backtest-run';
import { officialLosses, officialTargetLines } from './benchmark-report';
import { calibrationBins, calibrationSvg } from './calibration-plot';
import type { Accuracy } from '../src/accuracy/metrics';

const acc = (mae: number, spearman: number, rmse = 2.1, pearson = 0.5): Accuracy => ({ count: 10, mae, rmse, pearson, spearman, meanProjected: 1, meanActual: 1 });
const comparison = (horizon: number, model: Accuracy, ppg: Accuracy): Comparison => ({
  horizon,
  subset: 'all',
  model,
  lastFive: acc(1.2, 0.5),
  pointsPerGame: ppg,
  pointsPerGameZeroShare: 0.4,
  pointsPerGameSpearmanTiesBroken: 0.55,
});
const result: SeasonBacktest = {
  season: '2025-26',
  history: ['2024-25'],
  from: 5,
  to: 29,
  comparisons: [comparison(1, acc(0.8, 0.77, 2, 0.52), acc(1.1, 0.6)), comparison(6, acc(1.0, 0.58, 2, 0.52), acc(1.1, 0.6))],
  calibration: { projected: [], actual: [] },
  minutesOracle: acc(0.7, 0.9),
  official: [
    { horizon: 1, group: 'all', model: acc(0.89, 0.8, 1.8, 0.63), official: acc(1.1, 0.7, 2.1, 0.5), lastFive: acc(1.2, 0.5), pointsPerGame: acc(1.1, 0.6) },
    { horizon: 3, group: 'all', model: acc(1.0, 0.7, 2.0, 0.55), official: acc(1.1, 0.72, 2.1, 0.5), lastFive: acc(1.2, 0.5), pointsPerGame: acc(1.1, 0.6) },
  ],
  kinds: [],
  perGameweek: [],
  seconds: 1,
};

describe('backtest report', () => {
  it('says where the official forecast is not beaten, and how far each target is', () => {
    expect(officialLosses(result)).toEqual(['3 ahead, all: Spearman']);
    expect(officialTargetLines(result)).toEqual([
      '- MAE 0.890 (target <= 0.9): met (official 1.100)',
      '- RMSE 1.800 (target <= 1.9): met (official 2.100)',
      '- Pearson 0.630 (target >= 0.62): met (official 0.500)',
      '- Spearman 0.800 (target >= 0.79): met (official 0.700)',
    ]);
    expect(officialTargetLines({ ...result, official: [{ ...result.official[0], model: acc(0.95, 0.7, 1.95, 0.6) }] })[0]).toBe(
      '- MAE 0.950 (target <= 0.9): missed by 0.050 (official 1.100)',
    );
  });

  it('lists exactly where a baseline is not beaten, and why the ranks may favour it', () => {
    expect(baselineLosses(result)).toEqual(['6 ahead, all: Spearman vs points per gameweek']);
    expect(tieNotes(result)).toHaveLength(1);
    expect(tieNotes(result)[0]).toContain('40%');
  });

  it('checks the targets on 1 ahead, all player-gameweeks', () => {
    expect(targetLines(result)).toEqual([
      '- MAE 0.800 (target <= 0.85): met',
      '- RMSE 2.000 (target <= 1.95): missed',
      '- Pearson 0.520 (target >= 0.56): missed',
      '- Spearman 0.770 (target >= 0.76): met',
    ]);
  });

  it('writes one table row per horizon, subset and forecast', () => {
    const table = seasonTable(result);
    expect(table.split('\n').filter((l) => l.startsWith('| 1 |'))).toHaveLength(3);
    expect(table).toContain('2025/26: targets GW5-29, history 2024/25');
  });

  it('rewrites only the generated part of the document', () => {
    const doc = `# Title\nintro\n${GENERATED_START}\nold table\n${GENERATED_END}\noutro\n`;
    expect(replaceGenerated(doc, 'new table')).toBe(`# Title\nintro\n${GENERATED_START}\nnew table\n${GENERATED_END}\noutro\n`);
    expect(() => replaceGenerated('no markers', 'x')).toThrow();
  });
});

describe('calibration plot', () => {
  it('bins of equal count, in order of projection', () => {
    const bins = calibrationBins([4, 1, 3, 2], [5, 0, 3, 1], 2);
    expect(bins).toEqual([
      { count: 2, meanProjected: 1.5, meanActual: 0.5 },
      { count: 2, meanProjected: 3.5, meanActual: 4 },
    ]);
  });

  it('draws a point per bin', () => {
    const svg = calibrationSvg([{ label: 'test', colour: '#000', bins: calibrationBins([1, 2, 3], [1, 2, 3], 3) }], 'title');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<circle /g)).toHaveLength(3);
  });
});
