import { DEFAULT_STATS_SEASON, seasonLabel, seasonStatsPath, type SeasonSummary } from '@draftroom/contracts';

/** The navigation bar of spec section 1, as data. */
export interface NavLinkItem {
  label: string;
  to: string;
  /** Other paths that show the same screen (/team-manager is the Team Manager too). */
  aliases?: readonly string[];
}

export interface NavGroup {
  heading?: string;
  links: readonly NavLinkItem[];
}

export interface NavMenu {
  id: string;
  label: string;
  groups: readonly NavGroup[];
}

export const TEAM_MANAGER_MENU: NavMenu = {
  id: 'team-manager',
  label: 'Team Manager',
  groups: [
    {
      links: [
        { label: 'Team Manager', to: '/', aliases: ['/team-manager'] },
        { label: 'Saved Plans', to: '/saved-plans' },
      ],
    },
  ],
};

/** "Player Stats": the current season's page (issue 32); the spec's 2025/26 until the data names one. */
export const playerStatsLink = (to = seasonStatsPath(DEFAULT_STATS_SEASON)): NavLinkItem => ({ label: 'Player Stats', to });

const pastSeasonLink = (season: string): NavLinkItem => ({ label: `Player Stats ${seasonLabel(season)}`, to: seasonStatsPath(season) });

export const PRESEASON_MENU: NavMenu = {
  id: 'preseason-tools',
  label: 'Preseason Tools',
  groups: [
    { links: [{ label: 'Build', to: '/build' }] },
    {
      heading: 'DRAFTS',
      links: [
        { label: 'Rate My Draft', to: '/rate-team' },
        { label: 'Compare', to: '/compare' },
        { label: 'All Drafts', to: '/all-drafts' },
        { label: 'Player Ownership %', to: '/selected-by' },
      ],
    },
    {
      heading: 'DATA',
      links: [
        { label: 'xPts', to: '/xpts' },
        { label: 'How good are our xPts?', to: '/xpts-accuracy' },
        { label: 'FDR', to: '/fdr' },
        { label: 'Fixture Pairings', to: '/fixture-pairings' },
        pastSeasonLink('2024-25'),
      ],
    },
  ],
};

/**
 * The Preseason Tools menu once GET /api/seasons has answered: DATA ends with every season's page
 * but the current one's (which "Player Stats" leads to), oldest first, so last season's stays a
 * click away after a rollover. With the spec's data that is 24/25 alone, as in PRESEASON_MENU.
 */
export function preseasonMenu(seasons: readonly SeasonSummary[] | undefined): NavMenu {
  const past = seasons?.filter((s) => !s.current);
  if (!past?.length) return PRESEASON_MENU;
  const groups = PRESEASON_MENU.groups.map((group) => group.heading !== 'DATA' ? group : {
    ...group,
    links: [...group.links.filter((link) => !link.label.startsWith('Player Stats')), ...past.map((s) => pastSeasonLink(s.season))],
  });
  return { ...PRESEASON_MENU, groups };
}

/** "/xpts/" and "/XPTS" are the same page as "/xpts" to the router, so to the nav too. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

export function isLinkActive(link: NavLinkItem, pathname: string): boolean {
  const path = normalisePath(pathname);
  return link.to === path || (link.aliases ?? []).includes(path);
}

export function isMenuActive(menu: NavMenu, pathname: string): boolean {
  return menu.groups.some((group) => group.links.some((link) => isLinkActive(link, pathname)));
}

/** The id of a menu's panel, which its trigger names in aria-controls. */
export const menuPanelId = (menuId: string): string => `nav-menu-${menuId}`;

/** The hamburger's accessible name, by whether the links it folds are open. */
export const hamburgerLabel = (open: boolean): string => (open ? 'Close navigation' : 'Open navigation');
