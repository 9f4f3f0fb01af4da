import { queryOptions, useQuery } from '@tanstack/react-query';
import { DraftListShape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';

/** GET /api/drafts?sort=newest: the saved 15-player drafts (owned by the drafts area), newest first. */
export const draftsQuery = queryOptions({
  queryKey: ['/api/drafts', { sort: 'newest' }],
  queryFn: () => fetchJson('/api/drafts?sort=newest', shapeChecked(DraftListShape)),
});

export const useDrafts = (enabled = true) => useQuery({ ...draftsQuery, enabled });
