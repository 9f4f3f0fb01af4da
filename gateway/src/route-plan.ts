import {
  API_SEGMENT_PATTERNS, API_SEGMENTS, APP_CONFIG_PATH, REMOTES, SERVICES, SHIRT_PATHS, docsPath, healthPath, remoteAssetsPath, type ServiceName,
} from '@draftroom/contracts';

/**
 * The gateway's routing, derived from the route table in libs/contracts. nginx.conf and the
 * Node gateway of `npm start` are both rendered from this one plan, so they cannot disagree.
 */
export interface RoutePlan {
  /** Remote folder -> URL prefix of its build. */
  remotes: Array<{ folder: string; prefix: string }>;
  /** Per service: the /api path segments it owns (names, then patterns), and the regex that matches them. */
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
    remotes: Object.values(REMOTES).map((r) => ({ folder: r.folder, prefix: remoteAssetsPath(r) })),
    apis: services.map((service) => {
      const segments = Object.entries(API_SEGMENTS)
        .filter(([, owner]) => owner === service)
        .map(([segment]) => segment)
        .sort();
      // Longest first, so 'season-stats-2526' is tried before 'season-stats' and 'season'; each
      // season's calls by pattern after them (the whole segment must match, so order is safe).
      const patterns = API_SEGMENT_PATTERNS.filter((p) => p.service === service).map((p) => p.segment);
      const alternatives = [...[...segments].sort((a, b) => b.length - a.length).map(escape), ...patterns].join('|');
      return { service, segments: [...segments, ...patterns], pattern: `^/api/(?:${alternatives})(?:/|$)` };
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
