import type { Accuracy } from '../src/accuracy/metrics';
import type { SeasonBacktest } from '../src/accuracy/backtest-run';
import { GROUP_LABEL, type BenchmarkComparison } from '../src/accuracy/official-benchmark';

/** Issue 13's targets: 2025/26, 1 gameweek ahead, all player-gameweeks of the official benchmark's set. */
export const OFFICIAL_TARGETS = { mae: 0.9, rmse: 1.9, pearson: 0.62, spearman: 0.79 };

const seasonLabel = (s: string): string => s.replace('-', '/');
const f3 = (n: number): string => n.toFixed(3);

function row(horizon: number, group: string, name: string, a: Accuracy): string {
  return `| ${horizon} | ${group} | ${name} | ${a.count} | ${f3(a.mae)} | ${f3(a.rmse)} | ${f3(a.pearson)} | ${f3(a.spearman)} | ${a.meanProjected.toFixed(2)} | ${a.meanActual.toFixed(2)} |`;
}

const HEADER = [
  '| ahead | player-gameweeks | forecast | n | MAE | RMSE | Pearson | Spearman | mean projected | mean actual |',
  '|---:|---|---|---:|---:|---:|---:|---:|---:|---:|',
];

export function benchmarkTable(result: SeasonBacktest): string {
  const gws = [...new Set(result.perGameweek.map((g) => g.gameweek))];
  const lines = [
    `#### ${seasonLabel(result.season)} against the official forecast: gameweeks with a pre-deadline snapshot (${gws.join(', ')})`,
    '',
    ...HEADER,
  ];
  for (const c of result.official) {
    const group = GROUP_LABEL[c.group];
    lines.push(row(c.horizon, group, '**model**', c.model));
    lines.push(row(c.horizon, group, 'official ep_next', c.official));
    lines.push(row(c.horizon, group, 'last-5 average', c.lastFive));
    lines.push(row(c.horizon, group, 'points per gameweek', c.pointsPerGame));
  }
  return lines.join('\n');
}

export function kindTable(result: SeasonBacktest): string {
  const lines = [
    `#### ${seasonLabel(result.season)}: origins with a snapshot to read vs origins without (the model without flags)`,
    '',
    ...HEADER,
  ];
  for (const k of result.kinds.filter((x) => x.horizon !== 6)) {
    const label = k.kind === 'snapshot' ? 'all, origin had flags' : 'all, no snapshot';
    lines.push(row(k.horizon, label, '**model**', k.model));
    lines.push(row(k.horizon, label, 'last-5 average', k.lastFive));
    lines.push(row(k.horizon, label, 'points per gameweek', k.pointsPerGame));
  }
  return lines.join('\n');
}

/** Where the model is not ahead of the official forecast: "1 ahead, all: Spearman". */
export function officialLosses(result: SeasonBacktest): string[] {
  const out: string[] = [];
  const check = (c: BenchmarkComparison): void => {
    const [m, o] = [c.model, c.official];
    if (m.mae >= o.mae) out.push(`${c.horizon} ahead, ${GROUP_LABEL[c.group]}: MAE`);
    if (m.rmse >= o.rmse) out.push(`${c.horizon} ahead, ${GROUP_LABEL[c.group]}: RMSE`);
    if (m.pearson <= o.pearson) out.push(`${c.horizon} ahead, ${GROUP_LABEL[c.group]}: Pearson`);
    if (m.spearman <= o.spearman) out.push(`${c.horizon} ahead, ${GROUP_LABEL[c.group]}: Spearman`);
  };
  for (const c of result.official) check(c);
  return out;
}

export function officialTargetHeading(run: SeasonBacktest): string {
  const n = run.official.find((x) => x.horizon === 1 && x.group === 'all')?.model.count ?? 0;
  return `Issue 13's targets (${seasonLabel(run.season)} GW${run.from}-${run.to}, 1 ahead, all player-gameweeks with a snapshot, n = ${n}):`;
}

export function officialTargetLines(result: SeasonBacktest): string[] {
  const c = result.official.find((x) => x.horizon === 1 && x.group === 'all');
  if (!c) return [];
  const line = (name: string, value: number, target: number, lower: boolean): string => {
    const met = lower ? value <= target : value >= target;
    return `- ${name} ${f3(value)} (target ${lower ? '<=' : '>='} ${target}): ${met ? 'met' : `missed by ${f3(Math.abs(value - target))}`}`;
  };
  const o = c.official;
  return [
    line('MAE', c.model.mae, OFFICIAL_TARGETS.mae, true) + ` (official ${f3(o.mae)})`,
    line('RMSE', c.model.rmse, OFFICIAL_TARGETS.rmse, true) + ` (official ${f3(o.rmse)})`,
    line('Pearson', c.model.pearson, OFFICIAL_TARGETS.pearson, false) + ` (official ${f3(o.pearson)})`,
    line('Spearman', c.model.spearman, OFFICIAL_TARGETS.spearman, false) + ` (official ${f3(o.spearman)})`,
  ];
}
