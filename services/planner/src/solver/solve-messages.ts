import type { SolverJobKind } from '@draftroom/contracts';

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
