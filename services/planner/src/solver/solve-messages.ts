import type { SolverJobKind } from '@draftroom/contracts';
import type { SuggestTransfersRequest } from '@draftroom/solver';

/** What SolvePool sends its child: one solve. */
export interface ChildOrder {
  kind: SolverJobKind;
  request: unknown;
}

/** The library's error as it crossed the process boundary (name, and field or rule when it has them). */
export interface ChildError {
  name: string;
  message: string;
  field?: string;
  rule?: string;
}

export type ChildAnswer = { ok: true; result: unknown } | { ok: false; error: ChildError };

/** Sent once HiGHS is loaded and the solve's own clock starts: the time limit counts from here. */
export interface ChildSolving {
  solving: true;
}

/** A sensitivity analysis as the child runs it: the transfers request and how many noisy solves. */
export type SensitivityOrder = SuggestTransfersRequest & { runs: number };

/**
 * What the solve has so far, sent each time it moves: a solve's best objective and bound (the
 * library's SolveProgressReport), or a sensitivity analysis's solves done of its total.
 */
export interface ChildProgress {
  progress: { objective?: number | null; bound?: number | null; completed?: number; total?: number };
}
