import {
  API_SEGMENTS, APP_CONFIG_PATH, FIRST_VIEW_FRAGMENTS_PATH, PAGE_ROUTES, REMOTES, REMOTE_FIRST_VIEWS_DIR, SERVICES, SHIRT_PATHS,
  dataFirstViewPath, docsPath, firstViewFile, firstViewFragmentPath, healthPath, remoteAssetsPath,
  type ServiceName,
} from '@draftroom/contracts';

/**
 * The gateway's routing, derived from the route table in libs/contracts. nginx.conf and the
 * Node gateway of `npm start` are both rendered from this one plan, so they cannot disagree.
 */
export interface RoutePlan {
  /**
   * Documented page paths, each answered with its first view (the shell's index.html with the
   * page's nav bar and header already drawn, decision 156), or index.html when not built.
   */
  pages: Array<{ path: string; firstView: string }>;
  /**
   * Remote folder -> URL prefix of its build, and the gateway-internal prefix the shell's first
   * views include its pages' fragments from (`fragments`, mapped onto `<build>/<fragmentsDir>/`).
   */
  remotes: Array<{ folder: string; prefix: string; fragments: string }>;
  fragmentsDir: string;
  /**
   * Fragments a service draws with its data (decision 163): the include's path, the service and
   * its path there; the remote's data-free file of the same name stands in when it cannot.
   */
  drawnWithData: Array<{ fragment: string; service: ServiceName; path: string; folder: string; file: string }>;
  /** Per service: the /api path segments it owns, and the regex that matches them. */
  apis: Array<{ service: ServiceName; segments: string[]; pattern: string }>;
  health: Array<{ service: ServiceName; path: string }>;
  docs: Array<{ service: ServiceName; prefix: string }>;
  shirts: readonly string[];
  appConfig: string;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function routePlan(): RoutePlan {
  const services = Object.keys(SERVICES) as ServiceName[];
  return {
    pages: [...new Set(PAGE_ROUTES.map((r) => r.path))].map((path) => ({ path, firstView: `/${firstViewFile(path)}` })),
    remotes: Object.values(REMOTES).map((r) => ({ folder: r.folder, prefix: remoteAssetsPath(r), fragments: `${FIRST_VIEW_FRAGMENTS_PATH}${r.folder}/` })),
    fragmentsDir: REMOTE_FIRST_VIEWS_DIR,
    // One per page module (a module may serve two paths, as / and /team-manager do).
    drawnWithData: PAGE_ROUTES
      .filter((r, i) => r.drawnWithData && PAGE_ROUTES.findIndex((o) => o.module === r.module) === i)
      .map((r) => ({
        fragment: firstViewFragmentPath(r), service: r.drawnWithData!, path: dataFirstViewPath(r.module),
        folder: REMOTES[r.remote].folder, file: `${r.module}.html`,
      })),
    apis: services.map((service) => {
      const segments = Object.entries(API_SEGMENTS)
        .filter(([, owner]) => owner === service)
        .map(([segment]) => segment)
        .sort();
      // Longest first, so 'season-stats-2526' is tried before 'season-stats' and 'season'.
      const alternatives = [...segments].sort((a, b) => b.length - a.length).map(escape).join('|');
      return { service, segments, pattern: `^/api/(?:${alternatives})(?:/|$)` };
    }),
    health: services.map((service) => ({ service, path: healthPath(service) })),
    docs: services.map((service) => ({ service, prefix: docsPath(service) })),
    shirts: SHIRT_PATHS,
    appConfig: APP_CONFIG_PATH,
  };
}

/** Which service owns a request path under /api, by the same patterns nginx uses. */
export function serviceFor(plan: RoutePlan, path: string): ServiceName | undefined {
  return plan.apis.find((a) => new RegExp(a.pattern).test(path))?.service;
}
