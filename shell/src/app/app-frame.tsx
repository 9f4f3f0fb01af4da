import type { ReactNode } from 'react';
import { NavBar } from '../features/nav/nav-bar';

/**
 * What surrounds every page: skip link, nav bar, main region and footer. The app renders it
 * around its routes, and the build renders it around each page's first view (first-view.tsx).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="dr-skip-link" href="#main">Skip to content</a>
      <NavBar />
      <main id="main" className="dr-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="dr-footer">
        <p>Draftroom · drafts, planning and statistics for Fantasy Premier League managers</p>
      </footer>
    </>
  );
}
