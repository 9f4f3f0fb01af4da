import type { SolverProgress } from '@draftroom/contracts';
import './solver-status.css';

/** A solve under way: a progress bar against the time limit and the job's stage in words. */
export function SolverProgressStatus({ progress }: { progress: SolverProgress | null }) {
  const p = progress;
  return (
    <div className="dr-solver-status" role="status">
      <progress max={p?.timeLimitSeconds ?? 1} value={p && p.elapsedSeconds > 0 ? p.elapsedSeconds : undefined} aria-label="Solver progress" />
      <span>{p ? `${p.stage}${p.elapsedSeconds > 0 ? `: ${p.elapsedSeconds.toFixed(1)} s of at most ${p.timeLimitSeconds} s` : ''}` : 'Starting the solver...'}</span>
      {p?.incumbent != null && <span className="dr-solver-status__so-far" data-testid="solver-so-far">{soFarText(p.incumbent, p.bound ?? null)}</span>}
      {p?.total != null && <span className="dr-solver-status__so-far" data-testid="solver-so-far">{p.completed ?? 0} of {p.total} solves done</span>}
    </div>
  );
}

/** The best plan so far and how far from optimal it may be: "Best so far 312.40, within 1.25% of the best possible". */
function soFarText(incumbent: number, bound: number | null): string {
  const best = `Best so far ${incumbent.toFixed(2)}`;
  if (bound == null) return `${best}, no bound proven yet`;
  const gap = Math.max(0, (bound - incumbent) / Math.max(1, Math.abs(incumbent)));
  return `${best}, within ${(gap * 100).toFixed(2)}% of the best possible`;
}

/** The optimality gap in words: proven, or the gap a time-limit answer still has. */
export function solverGapText(proof: { status: 'optimal' | 'time-limit'; gap: number | null }, what: string): string {
  if (proof.gap == null) return 'not proven (time limit reached before a bound was found)';
  const percent = `${(Math.max(0, proof.gap) * 100).toFixed(2)}%`;
  return proof.status === 'optimal' ? `${percent}: proven optimal over every player` : `${percent}: time limit reached, best ${what} found`;
}
