export type VoteType = 'up' | 'down';

export interface VoteChange {
  /** The voter's vote after this one: null when it was withdrawn. */
  vote: VoteType | null;
  upvotes: -1 | 0 | 1;
  downvotes: -1 | 0 | 1;
}

/**
 * One vote per voter per draft, and a vote says the state the voter wants ('up', 'down' or none),
 * never "flip it": sending the same vote twice (a retry, a double click) changes nothing the second
 * time (decision 071). Returns the voter's new vote and how the two counters move.
 */
export function setVote(previous: VoteType | null, wanted: VoteType | null): VoteChange {
  const delta = (type: VoteType): -1 | 0 | 1 => (((wanted === type ? 1 : 0) - (previous === type ? 1 : 0)) as -1 | 0 | 1);
  return { vote: wanted, upvotes: delta('up'), downvotes: delta('down') };
}

/** The vote a button press asks for: pressing the voter's own vote again takes it back. */
export const voteAfterPress = (current: VoteType | null, pressed: VoteType): VoteType | null => (current === pressed ? null : pressed);

/** Net score of a draft: up minus down. */
export const netScore = (draft: { upvotes: number; downvotes: number }): number => draft.upvotes - draft.downvotes;

/** The spec's signed display: '+3', '-2', '0'. */
export const signedScore = (score: number): string => (score > 0 ? `+${score}` : String(score));
