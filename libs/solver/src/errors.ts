/**
 * What can go wrong, as types a service can map to answers: bad input is the caller's to fix
 * (400), an infeasible request names the rule that stops it (422), a refused solution or a
 * solve that found nothing is ours (500 / 503).
 */

/** A request that is malformed: unknown ids, a horizon of 9, a price in pounds instead of tenths. */
export class SolverInputError extends Error {
  override readonly name = 'SolverInputError';
  constructor(
    /** The request field at fault, e.g. 'horizon' or 'squad.3.sellingPrice'. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The rules of the game a request can run into. */
export type SquadRule =
  | 'squad-size'
  | 'position'
  | 'club-limit'
  | 'budget'
  | 'keep-avoid'
  | 'max-transfers'
  | 'max-hits';

/** A well-formed request that no squad or plan can satisfy; the message says which rule stops it. */
export class InfeasibleRequestError extends Error {
  override readonly name = 'InfeasibleRequestError';
  constructor(
    readonly rule: SquadRule,
    message: string,
  ) {
    super(message);
  }
}

/** The domain's rules refused a solution the solver was about to return: a defect, never shown. */
export class SolutionRefusedError extends Error {
  override readonly name = 'SolutionRefusedError';
}

/** The time limit passed before any plan was found. */
export class NoPlanFoundError extends Error {
  override readonly name = 'NoPlanFoundError';
}
