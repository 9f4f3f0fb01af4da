import { queryOptions, useQuery } from '@tanstack/react-query';
import { DraftListShape, DraftShape, MyVotesShape, type DraftSort, type VoteType } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';

/** Every query of the drafts list starts with this key, so one invalidation refreshes them all. */
export const DRAFTS_KEY = ['/api/drafts'] as const;

/** GET /api/drafts?sort=newest|top_rated (spec 7): saved drafts, the same list for everyone. */
export const draftsQuery = (sort: DraftSort = 'newest') =>
  queryOptions({
    queryKey: [...DRAFTS_KEY, { sort }],
    queryFn: () => fetchJson(`/api/drafts?sort=${sort}`, shapeChecked(DraftListShape)),
  });

export const useDrafts = (sort: DraftSort = 'newest') => useQuery(draftsQuery(sort));

/** GET /api/drafts/my-votes: this browser's own votes by draft id (under DRAFTS_KEY, so a vote refreshes it too). */
export const myVotesQuery = queryOptions({
  queryKey: [...DRAFTS_KEY, 'my-votes'],
  queryFn: async () => new Map<number, VoteType>((await fetchJson('/api/drafts/my-votes', shapeChecked(MyVotesShape))).map((v) => [v.draftId, v.voteType])),
});

export const useMyVotes = () => useQuery(myVotesQuery);

/**
 * GET /api/drafts/{id}: one draft with its players as they were saved, which a draft of another
 * season is shown from (its ids are that season's). A saved draft never changes but for its votes.
 */
export const draftQuery = (id: number) =>
  queryOptions({
    queryKey: [...DRAFTS_KEY, 'one', id],
    queryFn: () => fetchJson(`/api/drafts/${id}`, shapeChecked(DraftShape)),
    staleTime: Infinity,
  });
