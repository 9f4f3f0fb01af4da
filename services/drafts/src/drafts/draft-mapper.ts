import type { Draft, VoteType } from '@draftroom/contracts';
import type { StoredDraft } from '../storage/stores';

/** A stored draft as the API answers it (DraftSchema). */
export function toDraft(row: StoredDraft, myVote?: VoteType | null): Draft {
  return {
    id: row.id,
    name: row.name,
    selectedPlayers: row.selectedPlayers,
    totalCost: row.totalCostTenths / 10,
    createdAt: new Date(row.createdAt).toISOString(),
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    positionCounts: row.positionCounts,
    teamCounts: row.teamCounts,
    ...(myVote !== undefined ? { myVote } : {}),
  };
}
