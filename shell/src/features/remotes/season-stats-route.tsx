import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData, useLocation, type RouteObject } from 'react-router-dom';
import { seasonOfStatsPath, seasonStatsRoute, type PageRoute } from '@draftroom/contracts';
import { NotFound, pageQuery, seasonAtStatsPath, seasonsQuery } from '@draftroom/ui';
import type { RouteHandle } from '../../app/app-frame';
import { PageFailed, pageOrUnavailable } from './remote-route';
import { PageLoading } from './page-loading';

/** What the catch-all's loader found: a season's page with its code, or nothing (the 404). */
type SeasonPage = { route: PageRoute; Page: ComponentType } | null;

/**
 * The catch-all of the data router (issue 32): /playerstats2627 is the Player Stats of 2026/27 once
 * GET /api/seasons lists that season, so a new season needs no new route; any other path is the
 * 404 of spec 2.16. The spec's seasons have routes of their own (PAGE_ROUTES) and never get here.
 */
export function seasonStatsOrNotFound(queryClient: QueryClient): RouteObject {
  const handle: RouteHandle = { title: (data) => (data as SeasonPage)?.route.title ?? 'Page not found' };
  return {
    path: '*',
    handle,
    loader: ({ request }) => listedSeasonPage(queryClient, new URL(request.url).pathname),
    Component: SeasonPageOrNotFound,
    HydrateFallback: SeasonLoading,
    ErrorBoundary: SeasonFailed,
  };
}

/**
 * Whether the path is a listed season's page; if so its code and first queries, in parallel. The
 * list comes first (the nav bar has usually fetched it already), so a season the data does not
 * hold costs no remote. A list that cannot be read leaves the decision to the page, which says so
 * with a Retry.
 */
async function listedSeasonPage(queryClient: QueryClient, pathname: string): Promise<SeasonPage> {
  const season = seasonOfStatsPath(pathname);
  if (!season) return null;
  const route = seasonStatsRoute(season);
  const listed = await queryClient.fetchQuery(seasonsQuery)
    .then((raw) => seasonAtStatsPath(seasonsQuery.select!(raw), pathname))
    .catch(() => 'unknown' as const);
  if (!listed) return null;
  const [Page] = await Promise.all([pageOrUnavailable(route), ...(route.queries ?? []).map((path) => queryClient.prefetchQuery(pageQuery(path)))]);
  return { route, Page };
}

function SeasonPageOrNotFound() {
  const found = useLoaderData() as SeasonPage;
  return found ? <found.Page /> : <NotFound />;
}

/** A first visit: a season's header over the loading state, nothing for a path that will be the 404. */
function SeasonLoading() {
  const season = seasonOfStatsPath(useLocation().pathname);
  return season ? <PageLoading route={seasonStatsRoute(season)} /> : null;
}

function SeasonFailed() {
  const season = seasonOfStatsPath(useLocation().pathname);
  return season ? <PageFailed route={seasonStatsRoute(season)} /> : <NotFound />;
}
