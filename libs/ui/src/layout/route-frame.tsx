import type { ReactNode } from 'react';
import { routeOfPage, type PageRoute } from '@draftroom/contracts';
import { Page } from './page';
import { PageHeader } from './page-header';

export interface RouteFrameProps {
  /**
   * The page as the route table names it (`BuildPage`): its title, subtitle and width come from
   * there; or the route itself, for a page served at several paths (every season's Player Stats).
   */
  page: string | PageRoute;
  /** A subtitle that grows once data is in (the xPts sort); the route's own line otherwise. */
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A page's width and header, read from the route table. The shell renders the same frame as the
 * route's fallback while the page's code and data load, so the header a visitor sees first is
 * the one the page keeps: same words, same place.
 */
export function RouteFrame({ page, subtitle, actions, children }: RouteFrameProps) {
  const route = typeof page === 'string' ? routeOfPage(page) : page;
  return (
    <Page width={route.width ?? 'default'}>
      <PageHeader title={route.title} subtitle={subtitle ?? route.subtitle} actions={actions} />
      {children}
    </Page>
  );
}
