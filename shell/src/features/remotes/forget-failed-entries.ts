import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime caches the promise of every remoteEntry.js it loads, including a
 * rejected one, so a Retry after a 404 or a network error would fail instantly forever. This
 * plugin drops the failed promise so the next loadRemote() fetches the entry again.
 */
export function forgetFailedEntries(): ModuleFederationRuntimePlugin {
  return {
    name: 'draftroom-forget-failed-entries',
    async loadEntryError({ globalLoading, uniqueKey }) {
      delete globalLoading[uniqueKey];
      return undefined;
    },
  };
}
