export type VoteType = 'up' | 'down';

export interface VoteChange {
  /** The voter's vote after this one: null when it was withdrawn. */
  vote: VoteType | null;
  upvotes: -1 | 0 | 1;
  downvotes: -1 | 0 | 1;
}

/**
 * One vote per voter per draft: a first vote counts; the other way moves it; the same way again
 * withdraws it. Returns the voter's new vote and how the two counters move.
 */
export function castVote(previous: VoteType | null, cast: VoteType): VoteChange {
  const delta = (type: VoteType): -1 | 0 | 1 => {
    const before = previous === type ? 1 : 0;
    const after = previous === cast ? 0 : cast === type ? 1 : 0;
    return (after - before) as -1 | 0 | 1;
  };
  return { vote: previous === cast ? null : cast, upvotes: delta('up'), downvotes: delta('down') };
}

/** Net score of a draft: up minus down. */
export const netScore = (draft: { upvotes: number; downvotes: number }): number => draft.upvotes - draft.downvotes;

/** The spec's signed display: '+3', '-2', '0'. */
export const signedScore = (score: number): string => (score > 0 ? `+${score}` : String(score));
