import { useCallback, useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pageRouteFor } from '@draftroom/contracts';
import { preloadRemotePage } from '../remotes/load-remote-page';
import { hamburgerLabel, isLinkActive, PLAYER_STATS_LINK, PRESEASON_MENU, TEAM_MANAGER_MENU } from './nav-links';
import { NavMenu } from './nav-menu';
import { firstViewNav, stopServingFirstViewNav } from './first-view-nav';
import { useDismiss } from '@draftroom/ui';
import './nav.css';

/**
 * A pointer over a link or a keyboard focus on it starts loading that page's code, so the click
 * that usually follows finds it there (a first visit to another area otherwise waits for its
 * remote's entry and chunks). A failure is forgotten: the navigation itself reports it.
 */
function preloadLinkedPage(event: SyntheticEvent) {
  const link = (event.target as Element).closest?.('a[href]');
  const route = link && pageRouteFor(new URL((link as HTMLAnchorElement).href).pathname);
  if (route) preloadRemotePage(route).catch(() => undefined);
}

/** The bar above every route (spec section 1). Under 768 px the links fold behind a hamburger. */
export function NavBar() {
  const { pathname } = useLocation();
  const bar = useRef<HTMLElement>(null);
  // A menu opened in the first view, before the app took over, stays open (first-view-nav.ts).
  const [start] = useState(firstViewNav);
  const [openMenu, setOpenMenu] = useState<string | null>(start.openMenu);
  const [mobileOpen, setMobileOpen] = useState(start.mobileOpen);
  const shownPath = useRef(pathname);
  // That menu is on screen already: drawn again here, it must not play its opening animation.
  const [alreadyOpen, setAlreadyOpen] = useState(start.openMenu);

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
    setAlreadyOpen(null);
  }, []);

  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    // Escape hands focus back to the trigger of the menu it closed, not to <body>.
    if (reason === 'escape') bar.current?.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus();
    closeAll();
  }, [closeAll]);

  useDismiss(bar, openMenu !== null || mobileOpen, dismiss);
  useLayoutEffect(() => {
    stopServingFirstViewNav();
    if (start.focus) bar.current?.querySelector<HTMLElement>(start.focus)?.focus();
  }, [start]);
  // A new page closes the menus; the first render is no change of page.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeAll();
  }, [pathname, closeAll]);

  const toggle = (id: string) => {
    setOpenMenu((current) => (current === id ? null : id));
    setAlreadyOpen(null);
  };
  const statsActive = isLinkActive(PLAYER_STATS_LINK, pathname);

  return (
    <header ref={bar} className="dr-nav" onPointerOver={preloadLinkedPage} onFocus={preloadLinkedPage}>
      <div className="dr-nav__inner">
        <Link to="/" className="dr-nav__brand" onClick={closeAll}>
          <span className="dr-nav__logo" aria-hidden="true">D</span>
          Draftroom
        </Link>
        <button
          type="button"
          className="dr-nav__hamburger"
          aria-expanded={mobileOpen}
          aria-controls="dr-nav-links"
          aria-label={hamburgerLabel(mobileOpen)}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span aria-hidden="true" />
        </button>
        <nav id="dr-nav-links" aria-label="Main" className={`dr-nav__links${mobileOpen ? ' is-open' : ''}`}>
          <NavMenu
            menu={TEAM_MANAGER_MENU}
            pathname={pathname}
            open={openMenu === TEAM_MANAGER_MENU.id}
            appeared={alreadyOpen === TEAM_MANAGER_MENU.id}
            onToggle={() => toggle(TEAM_MANAGER_MENU.id)}
            onChoose={closeAll}
          />
          <Link
            to={PLAYER_STATS_LINK.to}
            className={`dr-nav__item${statsActive ? ' is-active' : ''}`}
            aria-current={statsActive ? 'page' : undefined}
            onClick={closeAll}
          >
            {PLAYER_STATS_LINK.label}
          </Link>
          <NavMenu
            menu={PRESEASON_MENU}
            pathname={pathname}
            open={openMenu === PRESEASON_MENU.id}
            appeared={alreadyOpen === PRESEASON_MENU.id}
            onToggle={() => toggle(PRESEASON_MENU.id)}
            onChoose={closeAll}
          />
        </nav>
      </div>
    </header>
  );
}
