import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DraftShape, type SaveDraft } from '@draftroom/contracts';
import { postJson, shapeChecked } from '@draftroom/ui';
import { DRAFTS_KEY } from './drafts';

/** POST /api/save-draft; on success every drafts list is refreshed (spec 7). */
export const saveDraft = (body: SaveDraft) => postJson('/api/save-draft', body, shapeChecked(DraftShape));

export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: DRAFTS_KEY }),
  });
}
