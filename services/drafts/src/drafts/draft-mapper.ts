import type { Draft, DraftPlayer, Player, VoteType } from '@draftroom/contracts';
import type { StoredDraft } from '../storage/stores';

/** What a draft keeps of a player: enough to show him as he was once the ids are another season's. */
export const asSaved = (p: Player): DraftPlayer => ({
  id: p.id, code: p.code, name: p.name, web_name: p.web_name, position: p.position, team: p.team, teamName: p.teamName, teamShortName: p.teamShortName, price: p.price,
});

/**
 * A stored draft as the API answers it (DraftSchema). The players at save time only with
 * `withPlayers` (the answers about one draft): the list stays the size it was.
 */
export function toDraft(row: StoredDraft, myVote?: VoteType | null, withPlayers = false): Draft {
  return {
    id: row.id,
    name: row.name,
    selectedPlayers: row.selectedPlayers,
    season: row.season,
    ...(withPlayers && row.players ? { players: row.players } : {}),
    totalCost: row.totalCostTenths / 10,
    createdAt: new Date(row.createdAt).toISOString(),
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    positionCounts: row.positionCounts,
    teamCounts: row.teamCounts,
    ...(myVote !== undefined ? { myVote } : {}),
  };
}
