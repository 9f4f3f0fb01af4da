import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageRoute } from '@draftroom/contracts';

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * Fetches a route's page from its remote (e.g. "mf_stats/XptsPage", through the entry the
 * manifest names) and checks it is a page component. The federation runtime keeps what it
 * loaded, so a second call for the same page is answered from memory.
 */
export async function loadRemotePage(route: Pick<PageRoute, 'remote' | 'module'>): Promise<ComponentType> {
  const id = `${route.remote}/${route.module}`;
  const loaded = await loadRemote<{ default?: unknown }>(id);
  if (!loaded || !isComponent(loaded.default)) throw new Error(`${id} did not provide a page component`);
  return loaded.default;
}
