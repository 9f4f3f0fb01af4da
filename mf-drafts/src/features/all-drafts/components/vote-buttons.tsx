import type { Draft, VoteType } from '@draftroom/contracts';
import { voteAfterPress } from '@draftroom/domain';
import { toast } from '@draftroom/ui';
import { useMyVotes } from '../../../shared/api/drafts';
import { useVoteDraft } from '../../../shared/api/vote-draft';
import { serverMessageOr } from '../../../shared/errors';

/**
 * Up and down with their counts. The caller's own vote is pressed; voting the same way again takes
 * it back. Both buttons are disabled while a vote is in flight; the list refreshes after (spec 4).
 */
export function VoteButtons({ draft }: { draft: Draft }) {
  const vote = useVoteDraft();
  // The list is shared by everyone; this browser's own votes come from /api/drafts/my-votes.
  const myVote = useMyVotes().data?.get(draft.id) ?? draft.myVote ?? null;
  // The request says the vote wanted, so a retried request cannot undo itself (decision 071).
  const cast = (pressed: VoteType) =>
    vote.mutate(
      { draftId: draft.id, voteType: voteAfterPress(myVote, pressed) ?? 'none' },
      { onError: (error) => toast({ title: 'Failed to vote', description: serverMessageOr(error, 'An error occurred while voting.'), variant: 'destructive' }) },
    );
  return (
    <div className="vote-buttons" role="group" aria-label="Vote">
      <button
        type="button"
        className="vote-button vote-button--up"
        aria-pressed={myVote === 'up'}
        aria-label={`Vote up (${draft.upvotes})`}
        disabled={vote.isPending}
        onClick={() => cast('up')}
      >
        <span aria-hidden="true">▲</span> {draft.upvotes}
      </button>
      <button
        type="button"
        className="vote-button vote-button--down"
        aria-pressed={myVote === 'down'}
        aria-label={`Vote down (${draft.downvotes})`}
        disabled={vote.isPending}
        onClick={() => cast('down')}
      >
        <span aria-hidden="true">▼</span> {draft.downvotes}
      </button>
    </div>
  );
}
