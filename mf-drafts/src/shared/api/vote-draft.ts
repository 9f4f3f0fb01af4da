import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DraftShape, type VoteChoice } from '@draftroom/contracts';
import { postJson, shapeChecked } from '@draftroom/ui';
import { DRAFTS_KEY, myVotesQuery } from './drafts';

export interface VoteInput {
  draftId: number;
  voteType: VoteChoice;
}

/** POST /api/drafts/{id}/vote as the browser's anonymous session; the lists refresh after (spec 4). */
export const voteDraft = ({ draftId, voteType }: VoteInput) => postJson(`/api/drafts/${draftId}/vote`, { voteType }, shapeChecked(DraftShape));

export function useVoteDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: voteDraft,
    // The answer carries this browser's vote: show it at once, before the lists come back.
    onSuccess: (draft) =>
      client.setQueryData(myVotesQuery.queryKey, (mine) => {
        const next = new Map(mine);
        if (draft.myVote) next.set(draft.id, draft.myVote);
        else next.delete(draft.id);
        return next;
      }),
    onSettled: () => client.invalidateQueries({ queryKey: DRAFTS_KEY }),
  });
}
