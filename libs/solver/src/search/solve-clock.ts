import type { OnSolveProgress, SolveStep } from '../types';

/** The size of the last mixed-integer program built. */
export interface ModelFootprint {
  players: number;
  columns: number;
  rows: number;
  integers: number;
}

/** The solve's deadline and the record of what each step took. */
export class SolveClock {
  readonly steps: SolveStep[] = [];
  lpSolves = 0;
  mipSolves = 0;
  lastModel: ModelFootprint = { players: 0, columns: 0, rows: 0, integers: 0 };
  private readonly deadline: number;
  private readonly started = Date.now();
  private last = this.started;
  private best: number | null = null;
  private bound: number | null = null;

  constructor(timeLimitSeconds: number, private readonly onProgress?: OnSolveProgress) {
    this.deadline = this.last + timeLimitSeconds * 1000;
  }

  /** A plan worth `value` was found: reported when it beats the best so far. */
  improved(value: number): void {
    if (this.best !== null && value <= this.best) return;
    this.best = value;
    this.report();
  }

  /** A bound over the full pool was proven: reported when it is tighter. */
  bounded(value: number): void {
    if (!Number.isFinite(value) || (this.bound !== null && value >= this.bound)) return;
    this.bound = value;
    this.report();
  }

  private report(): void {
    this.onProgress?.({ objective: this.best, bound: this.bound, seconds: (Date.now() - this.started) / 1000 });
  }

  /** Seconds left (never quite 0: HiGHS wants a positive limit). */
  remaining(): number {
    return Math.max(0.001, (this.deadline - Date.now()) / 1000);
  }

  step(kind: SolveStep['kind'], players: number, value: number | null, work: { nodes?: number; iterations: number } = { iterations: 0 }): void {
    const now = Date.now();
    this.steps.push({ kind, players, value, seconds: (now - this.last) / 1000, ...work });
    this.last = now;
    if (kind === 'relaxation') this.lpSolves += 1;
    else this.mipSolves += 1;
  }
}
