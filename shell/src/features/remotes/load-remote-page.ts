import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageRoute } from '@draftroom/contracts';

type PageModule = { default: ComponentType };
type RouteRemote = Pick<PageRoute, 'remote' | 'module'>;

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

const keyOf = (route: RouteRemote) => `${route.remote}/${route.module}`;

/** Page modules already here, and loads under way (one per page, shared by preload and render). */
const loadedPages = new Map<string, PageModule>();
const loadingPages = new Map<string, Promise<PageModule>>();

/**
 * Starts loading a page's module (once); a failed load is forgotten so the next call tries again.
 * The shell calls it for the first route before its first render (see `pageReadyOrTimeout`).
 */
export function preloadRemotePage(route: RouteRemote): Promise<PageModule> {
  const key = keyOf(route);
  let loading = loadingPages.get(key);
  if (!loading) {
    loading = loadRemotePage(route.remote, route.module).then(
      (page) => (loadedPages.set(key, page), page),
      (error: unknown) => {
        loadingPages.delete(key);
        throw error;
      },
    );
    loadingPages.set(key, loading);
  }
  return loading;
}

/**
 * Resolves when the page's module is here (and `alsoWaitFor`, if given, has settled) or
 * `timeoutMs` has passed, whichever is first; never rejects (a failed load is shown by the
 * page's error boundary when it renders).
 */
export function pageReadyOrTimeout(route: RouteRemote, timeoutMs: number, alsoWaitFor?: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => (clearTimeout(timer), resolve());
    Promise.all([preloadRemotePage(route).catch(() => undefined), alsoWaitFor?.catch(() => undefined)]).then(done, done);
  });
}

/** A thenable that calls back at once: React.lazy then resolves during the render, unsuspended. */
function alreadyHere(page: PageModule): Promise<PageModule> {
  const thenable = {
    then(onLoaded?: (loaded: PageModule) => unknown) {
      onLoaded?.(page);
      return thenable;
    },
  };
  return thenable as unknown as Promise<PageModule>;
}

/**
 * One lazy component per exposed page, kept across navigations so returning to a page does not
 * suspend again. A page whose module is already here renders without suspending: no loading
 * state is committed, so React's 300 ms hold on revealing a boundary after a fallback (its
 * FALLBACK_THROTTLE_MS) never delays the first paint of the page (decision 150).
 * `forgetRemotePage` drops it so a Retry really loads again.
 */
const pages = new Map<string, LazyExoticComponent<ComponentType>>();

export function remotePageComponent(route: RouteRemote): LazyExoticComponent<ComponentType> {
  const key = keyOf(route);
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => {
      const here = loadedPages.get(key);
      return here ? alreadyHere(here) : preloadRemotePage(route);
    });
    pages.set(key, page);
  }
  return page;
}

export function forgetRemotePage(route: RouteRemote): void {
  const key = keyOf(route);
  pages.delete(key);
  loadedPages.delete(key);
  loadingPages.delete(key);
}
