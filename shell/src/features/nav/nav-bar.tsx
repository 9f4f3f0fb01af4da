import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { currentStatsPath } from '@draftroom/ui';
import type { SeasonSummary } from '@draftroom/contracts';
import { hamburgerLabel, isLinkActive, playerStatsLink, preseasonMenu, TEAM_MANAGER_MENU } from './nav-links';
import { NavMenu } from './nav-menu';
import './nav.css';

const LINKS_ID = 'dr-nav-links';

/**
 * The bar above every route (spec section 1). Under 768 px the links fold behind a hamburger
 * whose panel is a native popover too, so Escape and a click outside close it as they close
 * the menus. A new page closes whatever is open. `seasons` (GET /api/seasons) points "Player Stats"
 * at the current season; without it (loading, failed) the spec's links stand.
 */
export function NavBar({ seasons }: { seasons?: readonly SeasonSummary[] }) {
  const { pathname } = useLocation();
  const bar = useRef<HTMLElement>(null);
  const [linksOpen, setLinksOpen] = useState(false);

  const closeAll = () => {
    for (const open of bar.current?.querySelectorAll<HTMLElement>(':popover-open') ?? []) open.hidePopover();
  };
  // Back and forward change the page too.
  useEffect(closeAll, [pathname]);

  const statsLink = playerStatsLink(currentStatsPath(seasons));
  const statsActive = isLinkActive(statsLink, pathname);
  return (
    // Choosing a link closes the menus, the current page's link included.
    <header ref={bar} className="dr-nav" onClick={(event) => (event.target as Element).closest('a') && closeAll()}>
      <div className="dr-nav__inner">
        <Link to="/" className="dr-nav__brand">
          <span className="dr-nav__logo" aria-hidden="true">D</span>
          Draftroom
        </Link>
        <button
          type="button"
          className="dr-nav__hamburger"
          popoverTarget={LINKS_ID}
          aria-expanded={linksOpen}
          aria-controls={LINKS_ID}
          aria-label={hamburgerLabel(linksOpen)}
        >
          <span aria-hidden="true" />
        </button>
        <nav id={LINKS_ID} popover="auto" aria-label="Main" className="dr-nav__links" onToggle={(event) => setLinksOpen(event.newState === 'open')}>
          <NavMenu menu={TEAM_MANAGER_MENU} pathname={pathname} />
          <Link to={statsLink.to} className={`dr-nav__item${statsActive ? ' is-active' : ''}`} aria-current={statsActive ? 'page' : undefined}>
            {statsLink.label}
          </Link>
          <NavMenu menu={preseasonMenu(seasons)} pathname={pathname} />
        </nav>
      </div>
    </header>
  );
}
