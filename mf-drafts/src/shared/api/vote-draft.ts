import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DraftSchema, type VoteType } from '@draftroom/contracts';
import { postJson } from '@draftroom/ui';
import { DRAFTS_KEY } from './drafts';

export interface VoteInput {
  draftId: number;
  voteType: VoteType;
}

/** POST /api/drafts/{id}/vote as the browser's anonymous session; the lists refresh after (spec 4). */
export const voteDraft = ({ draftId, voteType }: VoteInput) => postJson(`/api/drafts/${draftId}/vote`, { voteType }, DraftSchema);

export function useVoteDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: voteDraft,
    onSettled: () => client.invalidateQueries({ queryKey: DRAFTS_KEY }),
  });
}
