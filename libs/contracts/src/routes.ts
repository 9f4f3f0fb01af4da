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

/** Where the gateway serves a remote's build, and so the default remote entry URL. */
export const remoteAssetsPath = (remote: RemoteInfo): string => `/remotes/${remote.folder}/`;
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** Next to each remote's entry: the JS and CSS files of each exposed page (decision 152). */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

export interface PageRoute {
  path: string;
  remote: RemoteName;
  /** Name the remote exposes the page under (Module Federation `exposes` key without './'). */
  module: string;
  /** The page's title as the spec gives it; the e2e smoke looks for it. */
  title: string;
  /**
   * The line under the title, as the page shows it before its data arrives. The page's header
   * and the first view the gateway sends with the HTML (decision 156) both read it from here.
   */
  subtitle: string;
  /** Wide pages hold tables and the pitch; the rest keep a readable measure. */
  width?: 'wide';
  /**
   * The GETs the page renders first. The shell starts them as its entry runs, in parallel with
   * the page's code (libs/ui early-fetch.ts). Only paths the page fetches with no options.
   */
  firstData?: readonly string[];
  /**
   * The service that draws this page's first view with its `firstData` answers whenever that
   * data changes (decision 163), answering the gateway's include of the page's fragment; the
   * remote's data-free fragment stands in when it cannot. Only for a page whose first render
   * depends on nothing but those answers (no query string, no cookie, no stored choice).
   */
  drawnWithData?: ServiceName;
}

const PLAYERS = '/api/players';
const TEAMS = '/api/teams';
const FIXTURES = '/api/fixtures';
const SEASON = '/api/season';

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', remote: 'mf_team_manager', module: 'TeamManagerPage', title: 'Team Manager',
    subtitle: 'Enter an FPL Team ID to view and manage their team', width: 'wide',
    firstData: [PLAYERS, TEAMS, FIXTURES, SEASON] },
  { path: '/team-manager', remote: 'mf_team_manager', module: 'TeamManagerPage', title: 'Team Manager',
    subtitle: 'Enter an FPL Team ID to view and manage their team', width: 'wide',
    firstData: [PLAYERS, TEAMS, FIXTURES, SEASON] },
  { path: '/saved-plans', remote: 'mf_team_manager', module: 'SavedPlansPage', title: 'Saved Plans',
    subtitle: 'View and analyze your saved team management plans' },
  { path: '/build', remote: 'mf_drafts', module: 'BuildPage', title: 'Create, rate and compare your FPL drafts',
    subtitle: 'Pick 15 players within the £100.0m budget and the squad rules, then save your draft under a name.', width: 'wide',
    firstData: [PLAYERS, SEASON, TEAMS, FIXTURES] },
  { path: '/all-drafts', remote: 'mf_drafts', module: 'AllDraftsPage', title: 'All Drafts - Browse and vote for saved FPL drafts',
    subtitle: 'Search saved squads, see how other managers rate them, and vote them up or down.',
    firstData: [PLAYERS, '/api/drafts?sort=newest'] },
  { path: '/compare', remote: 'mf_drafts', module: 'ComparePage', title: 'Compare Drafts',
    subtitle: 'Select two drafts to compare',
    firstData: [PLAYERS] },
  { path: '/rate-team', remote: 'mf_drafts', module: 'RateTeamPage', title: 'Rate my team',
    subtitle: 'Score a saved draft with expected points, and try formations, captains and substitutions.',
    firstData: [PLAYERS, SEASON] },
  { path: '/selected-by', remote: 'mf_drafts', module: 'SelectedByPage', title: 'Ownership',
    subtitle: 'Official FPL ownership next to how often each player is picked in drafts saved on Draftroom.',
    firstData: [TEAMS] },
  { path: '/all-predictions', remote: 'mf_drafts', module: 'AllPredictionsPage', title: 'All Predictions',
    subtitle: 'View all submitted season predictions from the community',
    firstData: [PLAYERS] },
  { path: '/xpts', remote: 'mf_stats', module: 'XptsPage', title: 'Expected Points',
    subtitle: 'Only players with xPts data are shown', width: 'wide',
    firstData: [PLAYERS, SEASON, TEAMS, '/api/gameweek-points'], drawnWithData: 'stats' },
  { path: '/xpts-accuracy', remote: 'mf_stats', module: 'XptsAccuracyPage', title: 'How good are our xPts?',
    subtitle: 'Our expected points against the official FPL forecast and two simple rules of thumb, gameweek by gameweek', width: 'wide' },
  { path: '/fdr', remote: 'mf_stats', module: 'FdrPage', title: 'Fixture Difficulty Ratings',
    subtitle: "How hard each club's fixtures are, gameweek by gameweek.", width: 'wide',
    firstData: [FIXTURES, SEASON, TEAMS] },
  { path: '/fixture-pairings', remote: 'mf_stats', module: 'FixturePairingsPage', title: 'Fixture Pairings',
    subtitle: 'Best team pairings based on fixture difficulty ratings', width: 'wide',
    firstData: [FIXTURES, SEASON, TEAMS] },
  { path: '/playerstats2425', remote: 'mf_stats', module: 'PlayerStats2425Page', title: 'Player Stats 24/25',
    subtitle: 'The 2024/25 season in numbers. Defensive contributions are rebuilt from match stats under the 2025/26 rules.', width: 'wide',
    firstData: [TEAMS, '/api/season-stats'] },
  { path: '/playerstats2526', remote: 'mf_stats', module: 'PlayerStats2526Page', title: 'Player Stats 25/26',
    subtitle: "The 2025/26 season so far. Select a player's name for fixtures, expected points and form.", width: 'wide',
    firstData: [TEAMS, '/api/season-stats-2526'] },
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

/** Each service's health and OpenAPI docs are published by the gateway under these paths. */
export const healthPath = (service: ServiceName): string => `/health/${service}`;
export const docsPath = (service: ServiceName): string => `/docs/${service}/`;

/** Static shirt images drawn by the project: /shirts/{code}.png and /shirts_gk/{code}.png. */
export const SHIRT_PATHS = ['/shirts/', '/shirts_gk/'] as const;

/**
 * The shell's HTML for one page, with that page's first view (nav bar, header, loading state)
 * already in it, so it paints before any script runs (decision 156). In the shell's build folder.
 */
export const firstViewFile = (pagePath: string): string => `first-views/${pagePath === '/' ? 'home' : pagePath.slice(1)}.html`;

/**
 * A remote may draw a page's data-free first render at build time (the Team ID form): its build
 * writes `first-views/<module>.html` in its folder, and the gateway puts it into the shell's
 * first view of that page in place of the loading state (decision 160). The shell's HTML names
 * it by this gateway-internal path, which the gateway maps onto the remote's folder.
 */
export const FIRST_VIEW_FRAGMENTS_PATH = '/__first-views/';
export const REMOTE_FIRST_VIEWS_DIR = 'first-views';
export const firstViewFragmentPath = (route: PageRoute): string =>
  `${FIRST_VIEW_FRAGMENTS_PATH}${REMOTES[route.remote].folder}/${route.module}.html`;

/**
 * The attribute of the empty <template> that leads a remote's fragment: the shell's first render
 * then waits for the page's code rather than swap the page the remote drew for a loading state.
 */
export const REMOTE_FIRST_VIEW_MARK = 'data-remote-first-view';

/**
 * A page drawn with its data (`drawnWithData`): the service answers the gateway at this path
 * (outside /api: only the gateway's include reaches it). The remote's Node build of its first
 * views, `first-view.cjs`, draws the markup; FIRST_VIEW_HEADS_FILE beside it holds each page's
 * stylesheets and script preloads from the same build, which the service puts in front.
 */
export const dataFirstViewPath = (module: string): string => `/first-views/${module}.html`;
export const FIRST_VIEW_HEADS_FILE = 'heads.json';
/** The value of REMOTE_FIRST_VIEW_MARK on a fragment drawn with data: the shell waits for the data too. */
export const DRAWN_WITH_DATA_MARK_VALUE = 'with-data';

/** The runtime configuration file the shell reads before it loads any remote. */
export const APP_CONFIG_PATH = '/app-config.json';

export function serviceForApiPath(pathname: string): ServiceName | undefined {
  const match = /^\/api\/([^/?#]+)/.exec(pathname);
  return match ? API_SEGMENTS[match[1]] : undefined;
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
