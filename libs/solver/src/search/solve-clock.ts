import type { SolveStep } from '../types';

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
  private last = Date.now();

  constructor(timeLimitSeconds: number) {
    this.deadline = this.last + timeLimitSeconds * 1000;
  }

  /** Seconds left (never quite 0: HiGHS wants a positive limit). */
  remaining(): number {
    return Math.max(0.001, (this.deadline - Date.now()) / 1000);
  }

  step(kind: SolveStep['kind'], players: number, value: number | null): void {
    const now = Date.now();
    this.steps.push({ kind, players, value, seconds: (now - this.last) / 1000 });
    this.last = now;
    if (kind === 'relaxation') this.lpSolves += 1;
    else this.mipSolves += 1;
  }
}
