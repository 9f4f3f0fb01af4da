/**
 * `npm run fit-availability` (services/stats): fits the availability offsets of
 * libs/projections/src/availability-params.ts on the 2024/25 walk-forward (history 2023/24) and,
 * with `-- --write`, rewrites that file. For every origin with a pre-deadline snapshot, every
 * flagged player's fixtures 1..6 gameweeks ahead are examples; in each class and horizon the
 * offset is the one that makes projected appearances (and 60+ appearances) equal actual ones.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@draftroom/nest-kit';
import { readSnapshotSeason, type SeasonData } from '@draftroom/fpl-data';
import { createProjector, FLAG_CLASSES, flagClass, flagsBefore, knownRows, MAX_HORIZON, minutesOutlook, type FlagClass } from '@draftroom/projections';

/** Fewer examples than this in a class and horizon and the class's pooled offset is used. */
const MIN_EXAMPLES = 40;

/**
 * Where the flag itself says he cannot play, P(play) is set to exactly 0 instead of fitted:
 * gone (loan, transfer), out with a return date after the target, and out or suspended for
 * the very next gameweek. Exact zeros tie these players with the many who score 0, which
 * is what they score; a fitted small probability only ranked them among the bench players.
 */
const CERTAIN_OUT: Partial<Record<FlagClass, number>> = { gone: 6, outUntil: 6, out: 1, suspended: 1 };
/**
 * Unflagged players are left to the minutes model: the fitted offset (+0.33 at 1 ahead) made
 * 2024/25's appearance count right but raised every bench player's xPts, and cost MAE.
 */
const LEFT_TO_THE_MODEL: FlagClass[] = ['fit'];

interface Examples {
  pPlay: number[];
  p60: number[];
  played: number;
  full: number;
}

const logit = (p: number): number => Math.log(Math.max(1e-6, Math.min(1 - 1e-6, p)) / (1 - Math.max(1e-6, Math.min(1 - 1e-6, p))));
const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The offset c with sum sigmoid(logit p + c) = target (bisection; the sum rises with c). */
export function solveOffset(ps: readonly number[], target: number): number {
  const zs = ps.map(logit);
  let lo = -12;
  let hi = 12;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    const sum = zs.reduce((s, z) => s + sigmoid(z + mid), 0);
    if (sum < target) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * 1000) / 1000;
}

export function collectExamples(current: SeasonData, history: SeasonData[]): Map<string, Examples> {
  const projector = createProjector(current, history);
  const { log } = projector;
  const out = new Map<string, Examples>();
  const add = (key: string, pPlay: number, p60: number, minutes: number): void => {
    let e = out.get(key);
    if (!e) out.set(key, (e = { pPlay: [], p60: [], played: 0, full: 0 }));
    e.pPlay.push(pPlay);
    e.p60.push(p60);
    if (minutes > 0) e.played += 1;
    if (minutes >= 60) e.full += 1;
  };
  for (let asOf = 1; asOf < 38; asOf += 1) {
    const flags = flagsBefore(current, asOf + 1);
    if (!flags) continue;
    for (const player of log.players) {
      const flag = flags.get(player.id);
      const all = log.byPlayer.get(player.code);
      if (!flag || !all) continue;
      const known = knownRows(all, log.current, asOf);
      for (let h = 1; h <= MAX_HORIZON && asOf + h <= 38; h += 1) {
        const target = all.filter((r) => r.season === log.current && r.gameweek === asOf + h);
        if (target.length === 0) continue;
        const cls = flagClass(flag, current.season, projector.kickoffs.get(asOf + h) ?? null);
        const outlook = minutesOutlook(projector.minutes, known, log.current, h);
        for (const r of target) add(`${cls}:${h}`, outlook.pPlay, outlook.p60, r.minutes);
      }
    }
  }
  return out;
}

export function fitOffsets(examples: Map<string, Examples>): Record<FlagClass, { play: number[]; full: number[]; n: number[] }> {
  const result = {} as Record<FlagClass, { play: number[]; full: number[]; n: number[] }>;
  for (const cls of FLAG_CLASSES) {
    const pooled: Examples = { pPlay: [], p60: [], played: 0, full: 0 };
    for (let h = 1; h <= MAX_HORIZON; h += 1) {
      const e = examples.get(`${cls}:${h}`);
      if (!e) continue;
      pooled.pPlay.push(...e.pPlay);
      pooled.p60.push(...e.p60);
      pooled.played += e.played;
      pooled.full += e.full;
    }
    const pooledPlay = pooled.pPlay.length ? solveOffset(pooled.pPlay, pooled.played) : 0;
    const pooledFull = pooled.p60.length ? solveOffset(pooled.p60, pooled.full) : 0;
    const row = { play: [] as number[], full: [] as number[], n: [] as number[] };
    for (let h = 1; h <= MAX_HORIZON; h += 1) {
      const e = examples.get(`${cls}:${h}`);
      const enough = e != null && e.pPlay.length >= MIN_EXAMPLES;
      const fixed = h <= (CERTAIN_OUT[cls] ?? 0) ? -Infinity : LEFT_TO_THE_MODEL.includes(cls) ? 0 : null;
      row.play.push(fixed ?? (enough ? solveOffset(e.pPlay, e.played) : pooledPlay));
      row.full.push(fixed ?? (enough ? solveOffset(e.p60, e.full) : pooledFull));
      row.n.push(e?.pPlay.length ?? 0);
    }
    result[cls] = row;
  }
  return result;
}

function paramsFile(fitted: ReturnType<typeof fitOffsets>): string {
  const lines = FLAG_CLASSES.map((cls) => {
    const r = fitted[cls];
    return `  // examples per horizon: ${r.n.join(', ')}\n  ${cls}: { play: [${r.play.join(', ')}], full: [${r.full.join(', ')}] },`;
  });
  return `import type { FlagClass } from './availability';

/**
 * Log-odds offsets added to the minutes model's P(play) (\`play\`) and P(60+) (\`full\`) for a
 * flagged player, per horizon 1..6 gameweeks ahead (further uses the 6th). Fitted on the
 * 2024/25 walk-forward by \`npm run fit-availability -- --write\` (services/stats) so that, in
 * each class and horizon, the projected number of appearances equals the actual one; 2025/26
 * is not used, so its backtest stays out of sample. Generated: regenerate, don't edit by hand.
 */
export interface AvailabilityOffset {
  play: number[];
  full: number[];
}
export type AvailabilityOffsets = Record<FlagClass, AvailabilityOffset>;

export const AVAILABILITY_OFFSETS: AvailabilityOffsets = {
${lines.join('\n')}
};
`;
}

function main(): void {
  const dir = join(repoRoot(), 'data', 'snapshot');
  const current = readSnapshotSeason(dir, '2024-25');
  const fitted = fitOffsets(collectExamples(current, [readSnapshotSeason(dir, '2023-24')]));
  for (const cls of FLAG_CLASSES) {
    const r = fitted[cls];
    console.log(`${cls.padEnd(10)} n ${r.n.join('/')}  play ${r.play.join(' ')}  full ${r.full.join(' ')}`);
  }
  if (process.argv.includes('--write')) {
    const file = join(repoRoot(), 'libs', 'projections', 'src', 'availability-params.ts');
    writeFileSync(file, paramsFile(fitted));
    console.log(`wrote ${file}`);
  }
}

if (require.main === module) main();
