import type { AvailabilityRecord, SeasonData } from '@draftroom/fpl-data';
import { accuracy, type Accuracy } from './metrics';
import type { PlayerGameweek } from './evaluation-set';

/**
 * The official forecast as the benchmark: the game's `ep_next`, published before each
 * deadline, beside our model and the two baselines on exactly the same player-gameweeks,
 * those whose gameweek has a pre-deadline snapshot listing the player. The status groups
 * read the flag of that same snapshot.
 */
export const BENCHMARK_GROUPS = ['all', 'played', 'available', 'doubtful', 'out'] as const;
export type BenchmarkGroup = (typeof BENCHMARK_GROUPS)[number];
export const BENCHMARK_HORIZONS = [1, 3] as const;

export const GROUP_LABEL: Record<BenchmarkGroup, string> = {
  all: 'all',
  played: 'minutes > 0',
  available: 'available',
  doubtful: 'doubtful',
  out: 'injured, suspended, unavailable',
};

export interface Forecasts {
  model: number;
  lastFive: number;
  pointsPerGame: number;
}

export interface BenchmarkComparison {
  horizon: number;
  group: BenchmarkGroup;
  model: Accuracy;
  official: Accuracy;
  lastFive: Accuracy;
  pointsPerGame: Accuracy;
}

/** Model, baselines (and the official forecast where there is one) split by whether the origin had a snapshot. */
export interface KindComparison {
  horizon: number;
  kind: 'snapshot' | 'fallback';
  model: Accuracy;
  lastFive: Accuracy;
  pointsPerGame: Accuracy;
}

type Columns = Record<keyof Forecasts | 'official' | 'actual', number[]>;
const columns = (): Columns => ({ model: [], lastFive: [], pointsPerGame: [], official: [], actual: [] });

const statusGroup = (status: AvailabilityRecord['status']): BenchmarkGroup =>
  status === 'a' ? 'available' : status === 'd' ? 'doubtful' : 'out';

export class BenchmarkCollector {
  private readonly official = new Map<string, AvailabilityRecord>();
  private readonly groups = new Map<string, Columns>();
  private readonly kinds = new Map<string, Columns>();

  constructor(season: SeasonData) {
    for (const a of season.availability) this.official.set(`${a.gameweek}:${a.playerId}`, a);
  }

  private bucket(map: Map<string, Columns>, key: string): Columns {
    let c = map.get(key);
    if (!c) map.set(key, (c = columns()));
    return c;
  }

  /** One forecast of `pg` made `horizon` gameweeks before; `snapshot`: its origin had flags to read. */
  add(horizon: number, pg: PlayerGameweek, forecasts: Forecasts, snapshot: boolean): void {
    const push = (c: Columns, official: number): void => {
      c.model.push(forecasts.model);
      c.lastFive.push(forecasts.lastFive);
      c.pointsPerGame.push(forecasts.pointsPerGame);
      c.official.push(official);
      c.actual.push(pg.points);
    };
    push(this.bucket(this.kinds, `${horizon}:${snapshot ? 'snapshot' : 'fallback'}`), 0);
    if (!(BENCHMARK_HORIZONS as readonly number[]).includes(horizon)) return;
    const record = this.official.get(`${pg.gameweek}:${pg.playerId}`);
    if (!record) return;
    const groups: BenchmarkGroup[] = ['all', statusGroup(record.status)];
    if (pg.minutes > 0) groups.push('played');
    for (const g of groups) push(this.bucket(this.groups, `${horizon}:${g}`), record.epNext);
  }

  comparisons(): BenchmarkComparison[] {
    const out: BenchmarkComparison[] = [];
    for (const horizon of BENCHMARK_HORIZONS) {
      for (const group of BENCHMARK_GROUPS) {
        const c = this.groups.get(`${horizon}:${group}`);
        if (!c) continue;
        out.push({
          horizon, group,
          model: accuracy(c.model, c.actual), official: accuracy(c.official, c.actual),
          lastFive: accuracy(c.lastFive, c.actual), pointsPerGame: accuracy(c.pointsPerGame, c.actual),
        });
      }
    }
    return out;
  }

  kindComparisons(): KindComparison[] {
    const out: KindComparison[] = [];
    for (const [key, c] of [...this.kinds].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const [h, kind] = key.split(':');
      out.push({
        horizon: Number(h), kind: kind as KindComparison['kind'],
        model: accuracy(c.model, c.actual), lastFive: accuracy(c.lastFive, c.actual), pointsPerGame: accuracy(c.pointsPerGame, c.actual),
      });
    }
    return out;
  }
}
