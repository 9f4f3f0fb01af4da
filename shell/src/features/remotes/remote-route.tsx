import type { QueryClient } from '@tanstack/react-query';
import { useRevalidator, useRouteError, type RouteObject } from 'react-router-dom';
import type { PageRoute } from '@draftroom/contracts';
import { pageQuery } from '@draftroom/ui';
import type { RouteHandle } from '../../app/app-frame';
import { loadRemotePage } from './load-remote-page';
import { areaOf, PageLoading } from './page-loading';
import { RemoteLoadError } from './remote-load-error';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * One documented path of the data router. React Router runs the static `loader` beside `lazy`,
 * so the page's first queries (the route table's `queries`, into the one TanStack Query cache the
 * remotes read too) are on the wire while its remote's code loads. The loader never fails: a
 * failed query is the page's to show, with its own Retry.
 */
export function remoteRoute(route: PageRoute, queryClient: QueryClient): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return {
    path: route.path,
    handle,
    loader: async () => {
      await Promise.all((route.queries ?? []).map((path) => queryClient.prefetchQuery(pageQuery(path))));
      return null;
    },
    lazy: async () => ({ Component: await pageOrUnavailable(route) }),
    HydrateFallback: () => <PageLoading route={route} />,
    ErrorBoundary: () => <PageFailed route={route} />,
  };
}

/**
 * React Router keeps the outcome of `lazy` for good, a failure included, so a remote that cannot
 * be fetched resolves to a stand-in that shows the area's error and loads the page again on Retry.
 */
export async function pageOrUnavailable(route: PageRoute) {
  try {
    return await loadRemotePage(route);
  } catch (error) {
    return function Unavailable() {
      return <RemoteUnavailable route={route} error={error as Error} />;
    };
  }
}

/** The page threw while rendering: the area's error in the page's place; Retry renders it again. */
export function PageFailed({ route }: { route: PageRoute }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <RemoteLoadError
      area={areaOf(route)}
      error={error instanceof Error ? error : new Error(String(error))}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
