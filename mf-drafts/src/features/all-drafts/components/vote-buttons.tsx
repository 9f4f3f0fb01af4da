import { useState } from 'react';
import type { Draft, VoteType } from '@draftroom/contracts';
import { netScore, signedScore, voteAfterPress } from '@draftroom/domain';
import { toast } from '@draftroom/ui';
import { useMyVotes } from '../../../shared/api/drafts';
import { useVoteDraft } from '../../../shared/api/vote-draft';
import { serverMessageOr } from '../../../shared/errors';

/** What a screen reader hears once a vote has landed: the card's new counts. */
const votedText = (draft: Draft) =>
  `${draft.myVote ? `Voted ${draft.myVote}` : 'Vote taken back'} on ${draft.name}: ${draft.upvotes} up, ${draft.downvotes} down, net ${signedScore(netScore(draft))}.`;

/**
 * Up and down with their counts. The caller's own vote is pressed; voting the same way again takes
 * it back. Both buttons are disabled while a vote is in flight (spec 4) by aria-disabled, not the
 * disabled attribute, which would throw the keyboard focus back to the top of the page (issue 31);
 * the new counts are announced when the vote lands. The list refreshes after.
 */
export function VoteButtons({ draft }: { draft: Draft }) {
  const vote = useVoteDraft();
  const [announced, setAnnounced] = useState('');
  // The list is shared by everyone; this browser's own votes come from /api/drafts/my-votes.
  const myVote = useMyVotes().data?.get(draft.id) ?? draft.myVote ?? null;
  const busy = vote.isPending;
  // The request says the vote wanted, so a retried request cannot undo itself (decision 071).
  const cast = (pressed: VoteType) => {
    if (busy) return;
    setAnnounced('');
    vote.mutate(
      { draftId: draft.id, voteType: voteAfterPress(myVote, pressed) ?? 'none' },
      {
        onSuccess: (answer) => setAnnounced(votedText(answer)),
        onError: (error) => toast({ title: 'Failed to vote', description: serverMessageOr(error, 'An error occurred while voting.'), variant: 'destructive' }),
      },
    );
  };
  return (
    <div className="vote-buttons" role="group" aria-label="Vote">
      <button
        type="button"
        className="vote-button vote-button--up"
        aria-pressed={myVote === 'up'}
        aria-label={`Vote up (${draft.upvotes})`}
        aria-disabled={busy}
        onClick={() => cast('up')}
      >
        <span aria-hidden="true">▲</span> {draft.upvotes}
      </button>
      <button
        type="button"
        className="vote-button vote-button--down"
        aria-pressed={myVote === 'down'}
        aria-label={`Vote down (${draft.downvotes})`}
        aria-disabled={busy}
        onClick={() => cast('down')}
      >
        <span aria-hidden="true">▼</span> {draft.downvotes}
      </button>
      <span className="dr-visually-hidden" role="status">{announced}</span>
    </div>
  );
}
