import type { SolverProgress } from '@draftroom/contracts';
import './solver-status.css';

/** A solve under way: a progress bar against the time limit and the job's stage in words. */
export function SolverProgressStatus({ progress }: { progress: SolverProgress | null }) {
  const p = progress;
  return (
    <div className="dr-solver-status" role="status">
      <progress max={p?.timeLimitSeconds ?? 1} value={p && p.elapsedSeconds > 0 ? p.elapsedSeconds : undefined} aria-label="Solver progress" />
      <span>{p ? `${p.stage}${p.elapsedSeconds > 0 ? `: ${p.elapsedSeconds.toFixed(1)} s of at most ${p.timeLimitSeconds} s` : ''}` : 'Starting the solver...'}</span>
    </div>
  );
}

/** The optimality gap in words: proven, or the gap a time-limit answer still has. */
export function solverGapText(proof: { status: 'optimal' | 'time-limit'; gap: number | null }, what: string): string {
  if (proof.gap == null) return 'not proven (time limit reached before a bound was found)';
  const percent = `${(Math.max(0, proof.gap) * 100).toFixed(2)}%`;
  return proof.status === 'optimal' ? `${percent}: proven optimal over every player` : `${percent}: time limit reached, best ${what} found`;
}
