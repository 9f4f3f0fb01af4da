import type { SeasonColumns } from './seasons';

/**
 * The platform's route table: the single source of truth for which remote renders each page,
 * which service owns each /api path, and where each piece listens by default. The nginx config,
 * the Node gateway used by `npm start`, the shell's router and the e2e smoke are all generated
 * from (or checked against) this file.
 */

export type ServiceName = 'drafts' | 'planner' | 'stats';
export type RemoteName = 'mf_drafts' | 'mf_team_manager' | 'mf_stats';

export interface ServiceInfo {
  name: ServiceName;
  /** Default port of the service when run by `npm start` or the tests. */
  port: number;
  /** Environment variable that overrides the service's base URL for the gateway. */
  urlEnv: string;
}

export const SERVICES: Readonly<Record<ServiceName, ServiceInfo>> = {
  drafts: { name: 'drafts', port: 3101, urlEnv: 'DRAFTS_SERVICE_URL' },
  planner: { name: 'planner', port: 3102, urlEnv: 'PLANNER_SERVICE_URL' },
  stats: { name: 'stats', port: 3103, urlEnv: 'STATS_SERVICE_URL' },
};

export interface RemoteInfo {
  name: RemoteName;
  /** Workspace folder holding the remote's source and its dist/ build. */
  folder: 'mf-drafts' | 'mf-team-manager' | 'mf-stats';
  /** Port of the remote's standalone dev server. */
  devPort: number;
  /** Environment variable that overrides where the shell loads the remote from. */
  urlEnv: string;
  /** The area as users call it, for error messages. */
  label: string;
}

export const REMOTES: Readonly<Record<RemoteName, RemoteInfo>> = {
  mf_drafts: { name: 'mf_drafts', folder: 'mf-drafts', devPort: 3001, urlEnv: 'REMOTE_MF_DRAFTS_URL', label: 'Draft tools' },
  mf_team_manager: {
    name: 'mf_team_manager', folder: 'mf-team-manager', devPort: 3002, urlEnv: 'REMOTE_MF_TEAM_MANAGER_URL', label: 'Team Manager',
  },
  mf_stats: { name: 'mf_stats', folder: 'mf-stats', devPort: 3003, urlEnv: 'REMOTE_MF_STATS_URL', label: 'Stats' },
};

/**
 * Where the gateway serves a remote's builds: each version in a folder of its own under it
 * (`<folder>/dist/<version>/`), so the manifest's default entry of a version is
 * `/remotes/<folder>/<version>/remoteEntry.js`.
 */
export const remoteAssetsPath = (remote: RemoteInfo): string => `/remotes/${remote.folder}/`;
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const remoteEntryPath = (remote: RemoteInfo, version: string): string => `${remoteAssetsPath(remote)}${version}/${REMOTE_ENTRY_FILE}`;

export interface PageRoute {
  path: string;
  remote: RemoteName;
  /** Name the remote exposes the page under (Module Federation `exposes` key without './'). */
  module: string;
  /** The page's title as the spec gives it; the e2e layout guard's route tests look for it. */
  title: string;
  /** The line under the title, as the page shows it before its data arrives (its header reads it from here). */
  subtitle: string;
  /** Wide pages hold tables and the pitch; the rest keep a readable measure. */
  width?: 'wide';
  /**
   * The plain GETs the page renders first (TanStack Query keys `[path]`). The route's loader
   * starts them while the page's code loads, so code and data arrive in parallel. A page that
   * needs more still asks for it itself: this list only saves a round trip.
   */
  queries?: readonly string[];
}

const PLAYERS = '/api/players';
const TEAMS = '/api/teams';
const FIXTURES = '/api/fixtures';
const SEASON = '/api/season';

/**
 * Seasons are values (issue 32), named by their years ('2026-27'); a season's Player Stats page and
 * calls follow from the name (libs/contracts/src/seasons.ts says how).
 */
/** '2026-27' → '2627', the digits the pages and calls carry. */
export const seasonDigits = (season: string): string => `${season.slice(2, 4)}${season.slice(5, 7)}`;
/** '2026-27' → '26/27', as screens name a season. */
export const seasonLabel = (season: string): string => `${season.slice(2, 4)}/${season.slice(5, 7)}`;
/** The season whose calls carry no digits: the spec named 2024/25's calls before 2025/26 existed. */
const FIRST_NAMED_SEASON = '2024-25';
export const seasonStatsPath = (season: string): string => `/playerstats${seasonDigits(season)}`;
export const seasonStatsApi = (season: string): string =>
  season === FIRST_NAMED_SEASON ? '/api/season-stats' : `/api/season-stats-${seasonDigits(season)}`;
/** The per-gameweek call's prefix; the player's id follows it after a slash. */
export const seasonGameweeksApi = (season: string): string =>
  season === FIRST_NAMED_SEASON ? '/api/player-gw-data' : `/api/player-gw-data-${seasonDigits(season)}`;

/** The one page every season's Player Stats is (issue 32): the season comes from its path. */
export const SEASON_STATS_MODULE = 'SeasonStatsPage';

/** The season "Player Stats" leads to until GET /api/seasons names the current one (the spec's link). */
export const DEFAULT_STATS_SEASON = '2025-26';

/**
 * The columns of the seasons the spec names, known without asking: their pages render at once,
 * and keep working while GET /api/seasons is down. A later season's come from that list.
 */
export const SPEC_SEASON_COLUMNS: Readonly<Record<string, SeasonColumns>> = { '2024-25': 'match-stats', '2025-26': 'fpl' };

/** The spec's lines under the titles of the two seasons it names; a later season gets SEASON_SUBTITLE's. */
const SPEC_SEASON_SUBTITLES: Readonly<Record<string, string>> = {
  '2024-25': 'The 2024/25 season in numbers. Defensive contributions are rebuilt from match stats under the 2025/26 rules.',
  '2025-26': "The 2025/26 season so far. Select a player's name for fixtures, expected points and form.",
};
const SEASON_SUBTITLE = (season: string): string =>
  `The ${season.slice(0, 4)}/${season.slice(5)} season so far. Select a player's name for fixtures, expected points and form.`;

/** A season's Player Stats page: '/playerstats2627', 'Player Stats 26/27', its totals fetched with the clubs. */
export function seasonStatsRoute(season: string): PageRoute {
  return {
    path: seasonStatsPath(season), remote: 'mf_stats', module: SEASON_STATS_MODULE, title: `Player Stats ${seasonLabel(season)}`,
    subtitle: SPEC_SEASON_SUBTITLES[season] ?? SEASON_SUBTITLE(season), width: 'wide',
    queries: [TEAMS, seasonStatsApi(season)],
  };
}

/** The four digits of a Player Stats path ('/playerstats2627' → '2627'), whether or not such a season exists. */
export function statsPathDigits(pathname: string): string | undefined {
  return /^\/playerstats(\d{4})\/?$/i.exec(pathname)?.[1];
}

/** The season a Player Stats path names when its digits are two consecutive years ('2627' → '2026-27'). */
export function seasonOfStatsPath(pathname: string): string | undefined {
  const digits = statsPathDigits(pathname);
  if (!digits) return undefined;
  const start = Number(digits.slice(0, 2));
  if ((start + 1) % 100 !== Number(digits.slice(2))) return undefined;
  return `20${digits.slice(0, 2)}-${digits.slice(2)}`;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', remote: 'mf_team_manager', module: 'TeamManagerPage', title: 'Team Manager',
    subtitle: 'Enter an FPL Team ID to view and manage their team', width: 'wide',
    queries: [PLAYERS, TEAMS, FIXTURES, SEASON] },
  { path: '/team-manager', remote: 'mf_team_manager', module: 'TeamManagerPage', title: 'Team Manager',
    subtitle: 'Enter an FPL Team ID to view and manage their team', width: 'wide',
    queries: [PLAYERS, TEAMS, FIXTURES, SEASON] },
  { path: '/saved-plans', remote: 'mf_team_manager', module: 'SavedPlansPage', title: 'Saved Plans',
    subtitle: 'View and analyze your saved team management plans' },
  { path: '/build', remote: 'mf_drafts', module: 'BuildPage', title: 'Create, rate and compare your FPL drafts',
    subtitle: 'Pick 15 players within the £100.0m budget and the squad rules, then save your draft under a name.', width: 'wide',
    queries: [PLAYERS, SEASON, TEAMS, FIXTURES] },
  { path: '/all-drafts', remote: 'mf_drafts', module: 'AllDraftsPage', title: 'All Drafts - Browse and vote for saved FPL drafts',
    subtitle: 'Search saved squads, see how other managers rate them, and vote them up or down.',
    queries: [PLAYERS, '/api/drafts?sort=newest'] },
  { path: '/compare', remote: 'mf_drafts', module: 'ComparePage', title: 'Compare Drafts',
    subtitle: 'Select two drafts to compare',
    queries: [PLAYERS] },
  { path: '/rate-team', remote: 'mf_drafts', module: 'RateTeamPage', title: 'Rate my team',
    subtitle: 'Score a saved draft with expected points, and try formations, captains and substitutions.',
    queries: [PLAYERS, SEASON] },
  { path: '/selected-by', remote: 'mf_drafts', module: 'SelectedByPage', title: 'Ownership',
    subtitle: 'Official FPL ownership next to how often each player is picked in drafts saved on Draftroom.',
    queries: [TEAMS] },
  { path: '/all-predictions', remote: 'mf_drafts', module: 'AllPredictionsPage', title: 'All Predictions',
    subtitle: 'View all submitted season predictions from the community',
    queries: [PLAYERS] },
  { path: '/xpts', remote: 'mf_stats', module: 'XptsPage', title: 'Expected Points',
    subtitle: 'Only players with xPts data are shown', width: 'wide',
    queries: [PLAYERS, SEASON, TEAMS, '/api/gameweek-points'] },
  { path: '/xpts-accuracy', remote: 'mf_stats', module: 'XptsAccuracyPage', title: 'How good are our xPts?',
    subtitle: 'Our expected points against the official FPL forecast and two simple rules of thumb, gameweek by gameweek', width: 'wide' },
  { path: '/fdr', remote: 'mf_stats', module: 'FdrPage', title: 'Fixture Difficulty Ratings',
    subtitle: "How hard each club's fixtures are, gameweek by gameweek.", width: 'wide',
    queries: [FIXTURES, SEASON, TEAMS] },
  { path: '/fixture-pairings', remote: 'mf_stats', module: 'FixturePairingsPage', title: 'Fixture Pairings',
    subtitle: 'Best team pairings based on fixture difficulty ratings', width: 'wide',
    queries: [FIXTURES, SEASON, TEAMS] },
  seasonStatsRoute('2024-25'),
  seasonStatsRoute('2025-26'),
];

/**
 * First path segment after /api/ and the service that owns it. A segment owns the exact path
 * and everything below it (/api/drafts, /api/drafts/12/vote).
 */
export const API_SEGMENTS: Readonly<Record<string, ServiceName>> = {
  players: 'stats',
  teams: 'stats',
  fixtures: 'stats',
  season: 'stats',
  seasons: 'stats',
  'season-stats': 'stats',
  'season-stats-2526': 'stats',
  'player-gw-data': 'stats',
  'player-gw-data-2526': 'stats',
  'gameweek-points': 'stats',
  'xpts-accuracy': 'stats',
  ingestion: 'stats',
  'save-draft': 'drafts',
  drafts: 'drafts',
  'selected-by': 'drafts',
  'all-predictions': 'drafts',
  predictions: 'drafts',
  'fpl-team': 'planner',
  'save-plan': 'planner',
  'save-fpl-plan': 'planner',
  'saved-plans': 'planner',
  solver: 'planner',
};

/**
 * Segments named by pattern: every season's calls (issue 32), '/api/season-stats-2627' and
 * '/api/player-gw-data-2627/{id}' as much as the spec's 2526 ones. Each is a regular expression
 * for one whole segment, without anchors; the gateway joins them to API_SEGMENTS' names.
 */
export const API_SEGMENT_PATTERNS: ReadonlyArray<{ segment: string; service: ServiceName }> = [
  { segment: 'season-stats-[0-9]{4}', service: 'stats' },
  { segment: 'player-gw-data-[0-9]{4}', service: 'stats' },
];

/** Each service's health and OpenAPI docs are published by the gateway under these paths. */
/**
 * The predicted price moves (decision 207): under /api/players, so the gateway's route to the stats
 * service covers it. Here, not beside its zod schema: a page naming the path must not bundle zod.
 */
export const PRICE_MOVES_API = '/api/players/price-moves';

export const healthPath = (service: ServiceName): string => `/health/${service}`;
export const docsPath = (service: ServiceName): string => `/docs/${service}/`;

/** Static shirt images drawn by the project: /shirts/{code}.png and /shirts_gk/{code}.png. */
export const SHIRT_PATHS = ['/shirts/', '/shirts_gk/'] as const;

/** The runtime configuration file the shell reads before it loads any remote. */
export const APP_CONFIG_PATH = '/app-config.json';

export function serviceForApiPath(pathname: string): ServiceName | undefined {
  const match = /^\/api\/([^/?#]+)/.exec(pathname);
  if (!match) return undefined;
  return API_SEGMENTS[match[1]] ?? API_SEGMENT_PATTERNS.find((p) => new RegExp(`^${p.segment}$`).test(match[1]))?.service;
}

/** The route of a page a remote exposes (its first path when it has two, like the Team Manager). */
export function routeOfPage(module: string): PageRoute {
  const route = PAGE_ROUTES.find((r) => r.module === module);
  if (!route) throw new Error(`No page route renders ${module}`);
  return route;
}

export function pageRouteFor(pathname: string): PageRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_ROUTES.find((r) => r.path === clean);
}
