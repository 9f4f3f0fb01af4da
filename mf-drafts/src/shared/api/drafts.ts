import { queryOptions, useQuery } from '@tanstack/react-query';
import { DraftListSchema, type DraftSort } from '@draftroom/contracts';
import { fetchJson } from '@draftroom/ui';

/** Every query of the drafts list starts with this key, so one invalidation refreshes them all. */
export const DRAFTS_KEY = ['/api/drafts'] as const;

/** GET /api/drafts?sort=newest|top_rated (spec 7): saved drafts with the caller's own votes. */
export const draftsQuery = (sort: DraftSort = 'newest') =>
  queryOptions({
    queryKey: [...DRAFTS_KEY, { sort }],
    queryFn: () => fetchJson(`/api/drafts?sort=${sort}`, DraftListSchema),
  });

export const useDrafts = (sort: DraftSort = 'newest') => useQuery(draftsQuery(sort));
