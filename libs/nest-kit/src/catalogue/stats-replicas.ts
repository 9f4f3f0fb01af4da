import { SERVICES } from '@draftroom/contracts';

/**
 * The stats service's base URLs: `baseUrl`, else STATS_SERVICE_URL, else its default port here.
 * A comma-separated list names its replicas (the launcher's REPLICAS=n, issue 29).
 */
export function statsBaseUrls(baseUrl?: string): string[] {
  return (baseUrl ?? process.env.STATS_SERVICE_URL ?? `http://127.0.0.1:${SERVICES.stats.port}`)
    .split(',').map((url) => url.trim().replace(/\/$/, '')).filter(Boolean);
}

/**
 * GET `path` from the first replica that answers with something other than a failure to connect
 * or a 5xx; else the last answer, or none. Each replica is tried twice round: a reused keep-alive
 * connection the service closed while idle fails once (ECONNRESET), and the next try opens a new
 * one; a replica still loading its season answers 503 and the next one is asked.
 */
export async function fetchFromAnyStatsReplica(baseUrls: readonly string[], path: string, headers: Record<string, string>, timeoutMs: number): Promise<Response | undefined> {
  let last: Response | undefined;
  for (const base of [...baseUrls, ...baseUrls]) {
    try {
      last = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (last.status < 500) return last;
    } catch {
      // that replica is down, or the idle keep-alive connection it closed was reused: the next one
    }
  }
  return last;
}
