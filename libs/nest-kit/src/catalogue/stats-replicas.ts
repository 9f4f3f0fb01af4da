import { SERVICES } from '@draftroom/contracts';

/**
 * The stats service's base URLs: `baseUrl`, else STATS_SERVICE_URL, else its default port here.
 * A comma-separated list names its replicas (the launcher's REPLICAS=n, issue 29).
 */
export function statsBaseUrls(baseUrl?: string): string[] {
  return (baseUrl ?? process.env.STATS_SERVICE_URL ?? `http://127.0.0.1:${SERVICES.stats.port}`)
    .split(',').map((url) => url.trim().replace(/\/$/, '')).filter(Boolean);
}

/** A stats replica's answer, its body read in full (JSON when it is a 2xx with one). */
export interface StatsAnswer {
  status: number;
  ok: boolean;
  etag: string | null;
  body: unknown;
}

/**
 * GET `path` from the first replica that answers in full with something other than a 5xx; else
 * the last answer, or none. The body is read inside the attempt: a replica killed while sending
 * it ends the read with "terminated", and the next replica is asked (the chaos run found that as
 * a 500 on /api/selected-by). Each replica is tried twice round: a reused keep-alive connection
 * the service closed while idle fails once (ECONNRESET), and the next try opens a new one; a
 * replica still loading its season answers 503 and the next one is asked.
 */
export async function fetchFromAnyStatsReplica(baseUrls: readonly string[], path: string, headers: Record<string, string>, timeoutMs: number): Promise<StatsAnswer | undefined> {
  let last: StatsAnswer | undefined;
  for (const base of [...baseUrls, ...baseUrls]) {
    try {
      const res = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
      const text = await res.text();
      last = { status: res.status, ok: res.ok, etag: res.headers.get('etag'), body: res.ok && text ? JSON.parse(text) : undefined };
      if (res.status < 500) return last;
    } catch {
      // that replica is down or died mid-answer, or the idle keep-alive connection it closed was
      // reused: the next one
    }
  }
  return last;
}
