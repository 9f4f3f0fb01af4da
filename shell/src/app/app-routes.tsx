import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { PAGE_ROUTES, type DonateLink } from '@draftroom/contracts';
import { remoteRoute } from '../features/remotes/remote-route';
import { seasonStatsOrNotFound } from '../features/remotes/season-stats-route';
import { AppFrame } from './app-frame';

export interface AppRoutesOptions {
  queryClient: QueryClient;
  donateLinks: readonly DonateLink[];
}

/**
 * The data router's table: every documented path renders its remote's page inside the frame (nav
 * bar, toasts, Donate dialog); a season's Player Stats the data lists renders too; anything else
 * is the 404 of spec 2.16.
 */
export function appRoutes({ queryClient, donateLinks }: AppRoutesOptions): RouteObject[] {
  return [
    {
      element: <AppFrame donateLinks={donateLinks} />,
      children: [
        ...PAGE_ROUTES.map((route) => remoteRoute(route, queryClient)),
        seasonStatsOrNotFound(queryClient),
      ],
    },
  ];
}
