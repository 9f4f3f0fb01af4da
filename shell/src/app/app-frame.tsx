import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import type { DonateLink } from '@draftroom/contracts';
import { DonateDialog, Toaster, useDocumentTitle, useSeasons } from '@draftroom/ui';
import { NavBar } from '../features/nav/nav-bar';
import './app.css';

/** A route's `handle`: the page title for the document, or how its loader's answer names it. */
export interface RouteHandle {
  title: string | ((data: unknown) => string);
}

/**
 * What surrounds every page: skip link, nav bar, main region, footer, and the one toast region
 * and Donate dialog of all remotes. While a navigation waits for the next page's code and data,
 * the current page stays and the main region says it is busy.
 */
export function AppFrame({ donateLinks }: { donateLinks: readonly DonateLink[] }) {
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const title = (match?.handle as RouteHandle | undefined)?.title;
  useDocumentTitle(typeof title === 'function' ? title(match?.data) : title);
  const busy = useNavigation().state === 'loading';
  // Where "Player Stats" leads; the nav keeps the spec's links while this loads or fails.
  const seasons = useSeasons();
  return (
    <>
      <a className="dr-skip-link" href="#main">Skip to content</a>
      <NavBar seasons={seasons.data} />
      <main id="main" className={`dr-main${busy ? ' is-navigating' : ''}`} tabIndex={-1} aria-busy={busy || undefined}>
        <Outlet />
      </main>
      <footer className="dr-footer">
        <p>Draftroom · drafts, planning and statistics for Fantasy Premier League managers</p>
      </footer>
      <Toaster />
      <DonateDialog links={donateLinks} />
    </>
  );
}
