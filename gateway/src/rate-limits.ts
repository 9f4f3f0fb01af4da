import type { IncomingMessage, ServerResponse } from 'node:http';
import { gatewayErrorBody } from './error-pages';
import { sendJson } from './json-answer';

/**
 * Per-client limits on /api at the gateway (issue 11 item 4, decision 077), on top of the
 * services' own write limit (decision 075): they cover reads too, and one client across all
 * services. Requests per minute per client address, with bursts; 0 turns a limit off.
 * GATEWAY_RATE_LIMIT_{WRITES,READS}_PER_MINUTE and GATEWAY_RATE_LIMIT_{WRITE,READ}_BURST.
 */
export interface GatewayRateLimits {
  writesPerMinute: number;
  writeBurst: number;
  readsPerMinute: number;
  readBurst: number;
}

/** Looser than a service's 120 writes a minute (the gateway counts every service); a page load reads a dozen APIs. */
export const DEFAULT_RATE_LIMITS: GatewayRateLimits = { writesPerMinute: 240, writeBurst: 60, readsPerMinute: 1200, readBurst: 300 };

export function gatewayRateLimits(env: NodeJS.ProcessEnv = process.env): GatewayRateLimits {
  const read = (key: string, fallback: number) => {
    const value = Number(env[`GATEWAY_RATE_LIMIT_${key}`]?.trim() || fallback);
    return Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
  };
  return {
    writesPerMinute: read('WRITES_PER_MINUTE', DEFAULT_RATE_LIMITS.writesPerMinute),
    writeBurst: read('WRITE_BURST', DEFAULT_RATE_LIMITS.writeBurst),
    readsPerMinute: read('READS_PER_MINUTE', DEFAULT_RATE_LIMITS.readsPerMinute),
    readBurst: read('READ_BURST', DEFAULT_RATE_LIMITS.readBurst),
  };
}

/** Seconds a refused client should wait: the time one request's token takes to come back (at least 1). */
export const retryAfterSeconds = (perMinute: number): number => Math.max(1, Math.ceil(60 / Math.max(1, perMinute)));

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_CLIENTS = 50_000;

/** One token bucket per client address, refilled steadily; forgets everyone when flooded with addresses. */
class ClientBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly perMinute: number, private readonly burst: number) {}

  take(client: string, now = Date.now()): boolean {
    if (this.perMinute <= 0) return true;
    const known = this.buckets.get(client);
    if (!known && this.buckets.size >= MAX_CLIENTS) this.buckets.clear();
    const bucket = known ?? { tokens: Math.max(1, this.burst), at: now };
    bucket.tokens = Math.min(Math.max(1, this.burst), bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    bucket.at = now;
    this.buckets.set(client, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

/**
 * The Node gateway's /api limits: 429 with Retry-After and the gateway's JSON error body, as nginx
 * answers. True when the request may go on; the refusal has been sent otherwise. The caller asks
 * only for /api requests.
 */
export function nodeRateLimit(limits: GatewayRateLimits) {
  const writes = new ClientBuckets(limits.writesPerMinute, limits.writeBurst);
  const reads = new ClientBuckets(limits.readsPerMinute, limits.readBurst);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const read = READ_METHODS.has(req.method ?? 'GET');
    if ((read ? reads : writes).take(req.socket.remoteAddress ?? 'unknown')) return true;
    sendJson(res, 429, gatewayErrorBody(429), { 'Retry-After': String(retryAfterSeconds(read ? limits.readsPerMinute : limits.writesPerMinute)) });
    return false;
  };
}

/** nginx: the zones (http level), keyed so that only /api reads, or only /api writes, count. */
export function nginxRateLimitZones(limits: GatewayRateLimits): string {
  return [
    '  # per-client /api limits (decision 077): an empty key is not counted',
    '  map "$request_method:$uri" $api_read_client {',
    '    default "";',
    '    "~^(GET|HEAD|OPTIONS):/api/" $binary_remote_addr;',
    '  }',
    '  map "$request_method:$uri" $api_write_client {',
    '    default "";',
    '    "~^(POST|PUT|PATCH|DELETE):/api/" $binary_remote_addr;',
    '  }',
    // error_page turns a POST into a GET; the request line keeps the method the client sent
    '  map $request $api_retry_after {',
    `    default ${retryAfterSeconds(limits.readsPerMinute)};`,
    `    "~^(POST|PUT|PATCH|DELETE) " ${retryAfterSeconds(limits.writesPerMinute)};`,
    '  }',
    ...(limits.readsPerMinute > 0 ? [`  limit_req_zone $api_read_client zone=api_reads:10m rate=${limits.readsPerMinute}r/m;`] : []),
    ...(limits.writesPerMinute > 0 ? [`  limit_req_zone $api_write_client zone=api_writes:10m rate=${limits.writesPerMinute}r/m;`] : []),
  ].join('\n');
}

/**
 * nginx: the limits themselves (server level, inherited by every location). nginx's burst counts
 * the requests beyond the first, ours all the requests let through at once: one less.
 */
export function nginxRateLimitRules(limits: GatewayRateLimits, indent = '    '): string {
  const excess = (burst: number) => Math.max(0, burst - 1);
  return [
    `${indent}limit_req_status 429;`,
    `${indent}limit_req_log_level warn;`,
    ...(limits.readsPerMinute > 0 ? [`${indent}limit_req zone=api_reads burst=${excess(limits.readBurst)} nodelay;`] : []),
    ...(limits.writesPerMinute > 0 ? [`${indent}limit_req zone=api_writes burst=${excess(limits.writeBurst)} nodelay;`] : []),
  ].join('\n');
}
