import { request as httpRequest, type Agent, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { ifNoneMatchHits } from '@draftroom/contracts';

/**
 * Stats catalogue reads that are the same for everyone and change only when a season is imported
 * or projected: both gateways keep each answer (per Accept-Encoding, as its Vary says) for
 * MICRO_CACHE_SECONDS and serve it themselves, one request at a time going to the service when it
 * expires. A static file's speed for the heaviest read of every page (/api/players), at most a
 * second behind a new import (decisions 084, 131). nginx.conf and the Node gateway both read this list.
 */
export const MICRO_CACHED_APIS = ['/api/players', '/api/teams', '/api/fixtures', '/api/season'] as const;
export const MICRO_CACHE_SECONDS = 1;

/** Like nginx's `max_size` of the cache zone: old answers go first past it. */
const MAX_BYTES = 64 * 1024 * 1024;

/** Headers of one hop that are not stored or passed on (nginx drops the same). */
export const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'date']);
/** nginx asks the service for the whole answer when it caches: the client's conditionals are its own business. */
const NOT_FORWARDED = new Set([...HOP_BY_HOP, 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range']);
const BODYLESS_304 = new Set(['content-type', 'content-length', 'content-encoding']);

interface Entry {
  headers: Array<[string, string | string[]]>;
  /** The headers of a 200 and of a 304, flat for writeHead, the gateway's own first. */
  full: Flat;
  notModified: Flat;
  body: Buffer;
  etag?: string;
  storedAt: number;
}

/** What the service answered a refresh: stored (and served from the cache), or a one-off answer to pass on. */
type Fetched = { stored: Entry } | { passOn: { status: number; headers: IncomingHttpHeaders; body: Buffer } };
type Flat = Array<string | string[]>;

export interface MicroCacheOptions {
  /** Base URL of the stats service. */
  target: string;
  agent: Agent;
  timeoutMs: number;
  /** Sent before the stored ones with every answer from the cache (the gateway's security headers). */
  headers?: Record<string, string>;
  now?: () => number;
}

/** What the cache could not answer itself: a refresh that failed or brought a one-off answer, or nothing (proxy it). */
export type MicroCacheMiss = { error: Error & { code?: string } } | { passOn: { status: number; headers: IncomingHttpHeaders; body: Buffer } } | undefined;

/**
 * The Node gateway's copy of nginx's catalogue micro-cache (`proxy_cache_valid 200 1s`,
 * `proxy_cache_lock`, `proxy_cache_use_stale updating`, `proxy_cache_revalidate`, client
 * revalidation answered from the cache): only 200 answers without Set-Cookie are kept, per path,
 * query and Accept-Encoding; while one request refreshes an expired answer the others get the
 * one before; a refresh sends the stored ETag and keeps the bytes on a 304. Returns a handler
 * that answers a request from the cache and says so, or says no (not a cached read). What it
 * cannot answer from the cache goes to `miss`: the refresh's error or one-off answer (a 503 while
 * importing) for the request that asked for it, nothing for one that waited on another's refresh
 * (it goes to the service itself, as nginx's waiters do after the lock).
 */
export function microCache(o: MicroCacheOptions) {
  const now = o.now ?? Date.now;
  const paths = new Set<string>(MICRO_CACHED_APIS);
  const entries = new Map<string, Entry>();
  const refreshing = new Map<string, Promise<Fetched>>();
  let bytes = 0;
  const target = new URL(o.target);

  const store = (key: string, entry: Entry) => {
    const old = entries.get(key);
    if (old) bytes -= old.body.length;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [k, e] of entries) {
      if (bytes <= MAX_BYTES) break;
      entries.delete(k);
      bytes -= e.body.length;
    }
  };

  const own: Flat = Object.entries(o.headers ?? {}).flat();
  const flat = (headers: Array<[string, string | string[]]>): Flat => [...own, ...headers.flat()];
  const entryOf = (headers: Array<[string, string | string[]]>, body: Buffer, etag: string | undefined): Entry => ({
    headers, body, etag, storedAt: now(), full: flat(headers), notModified: flat(headers.filter(([k]) => !BODYLESS_304.has(k))),
  });

  const send = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    const notModified = ifNoneMatchHits(req.headers['if-none-match'], entry.etag);
    res.writeHead(notModified ? 304 : 200, notModified ? entry.notModified : entry.full);
    res.end(notModified || req.method === 'HEAD' ? undefined : entry.body);
  };

  const refresh = (req: IncomingMessage, key: string, stale: Entry | undefined): Promise<Fetched> =>
    new Promise<Fetched>((resolve, reject) => {
      const headers: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !NOT_FORWARDED.has(k)) headers[k] = v;
      const client = req.socket.remoteAddress ?? '';
      const forwarded = req.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = forwarded ? `${forwarded},${client}` : client;
      headers['x-forwarded-port'] ??= String(req.socket.localPort ?? '');
      headers['x-forwarded-proto'] ??= 'http';
      if (req.headers.host) headers['x-forwarded-host'] ??= req.headers.host;
      if (stale?.etag) headers['if-none-match'] = stale.etag;
      const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: 'GET', headers, agent: o.agent }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('error', reject);
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const status = answer.statusCode ?? 502;
          if (status === 304 && stale) {
            const entry = { ...stale, storedAt: now() };
            store(key, entry);
            return resolve({ stored: entry });
          }
          if (status !== 200 || answer.headers['set-cookie'] || answer.headers.vary === '*') {
            return resolve({ passOn: { status, headers: answer.headers, body } });
          }
          const kept = Object.entries(answer.headers).filter((h): h is [string, string | string[]] => h[1] !== undefined && !HOP_BY_HOP.has(h[0]));
          const entry = entryOf(kept, body, answer.headers.etag);
          store(key, entry);
          resolve({ stored: entry });
        });
      });
      upstream.setTimeout(o.timeoutMs, () => upstream.destroy(Object.assign(new Error('upstream timed out'), { code: 'ETIMEDOUT' })));
      upstream.on('error', reject);
      upstream.end();
    });

  return (req: IncomingMessage, res: ServerResponse, path: string, miss: (why: MicroCacheMiss) => void): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !paths.has(path)) return false;
    const key = `${req.url}\n${req.headers['accept-encoding'] ?? ''}`;
    const entry = entries.get(key);
    if (entry && now() - entry.storedAt < MICRO_CACHE_SECONDS * 1000) {
      send(req, res, entry);
      return true;
    }
    const pending = refreshing.get(key);
    if (pending && entry) {
      send(req, res, entry); // stale while one request updates it
      return true;
    }
    const leader = !pending;
    const fetched = pending ?? refresh(req, key, entry).finally(() => refreshing.delete(key));
    if (leader) refreshing.set(key, fetched);
    fetched.then(
      (result) => {
        if ('stored' in result) send(req, res, result.stored);
        else miss(leader ? result : undefined);
      },
      (error: Error & { code?: string }) => miss(leader ? { error } : undefined),
    );
    return true;
  };
}
