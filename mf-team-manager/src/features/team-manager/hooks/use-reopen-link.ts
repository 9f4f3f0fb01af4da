import type { SavedPlan } from '@draftroom/contracts';
import { useSavedPlan } from '../../../shared/api/saved-plan';

/** What the address asks to reopen: /team-manager?plan=12&key=... (the key is the plan's owner key, if the link was the private one). */
export function reopenRequest(search = typeof window === 'undefined' ? '' : window.location.search): { id: number; ownerKey?: string } | undefined {
  const params = new URLSearchParams(search);
  const id = Number(params.get('plan'));
  if (!Number.isInteger(id) || id < 1) return undefined;
  return { id, ownerKey: params.get('key') ?? undefined };
}

export interface Reopen {
  plan: SavedPlan;
  ownerKey?: string;
}

/** The saved plan the address names, loaded; `reopen` once it has arrived. */
export function useReopenLink() {
  const request = reopenRequest();
  const saved = useSavedPlan(request?.id);
  const reopen: Reopen | undefined = saved.data && { plan: saved.data, ownerKey: request?.ownerKey };
  return { requested: !!request, reopen, error: saved.error, isLoading: !!request && saved.isLoading };
}
