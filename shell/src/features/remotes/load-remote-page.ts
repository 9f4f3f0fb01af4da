import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageRoute } from '@draftroom/contracts';

type PageModule = { default: ComponentType };

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** Fetches `<remote>/<module>` (e.g. "mf_stats/XptsPage") and checks it is a page component. */
export async function loadRemotePage(remote: string, module: string): Promise<PageModule> {
  const id = `${remote}/${module}`;
  const loaded = await loadRemote<Partial<PageModule>>(id);
  if (!loaded || !isComponent(loaded.default)) {
    throw new Error(`${id} did not provide a page component`);
  }
  return { default: loaded.default };
}

/**
 * One lazy component per exposed page, kept across navigations so returning to a page does not
 * suspend again. `forgetRemotePage` drops it so a Retry really loads again.
 */
const pages = new Map<string, LazyExoticComponent<ComponentType>>();

const keyOf = (route: Pick<PageRoute, 'remote' | 'module'>) => `${route.remote}/${route.module}`;

export function remotePageComponent(route: Pick<PageRoute, 'remote' | 'module'>): LazyExoticComponent<ComponentType> {
  const key = keyOf(route);
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => loadRemotePage(route.remote, route.module));
    pages.set(key, page);
  }
  return page;
}

export function forgetRemotePage(route: Pick<PageRoute, 'remote' | 'module'>): void {
  pages.delete(keyOf(route));
}
