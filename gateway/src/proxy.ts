import { Writable } from 'node:stream';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { Agent, cacheStores, interceptors, type Dispatcher } from 'undici';

/** Where a request goes: the service's origin and the path (with its query) to ask it for. */
export interface ProxyTarget {
  origin: string;
  path: string;
  /** The service's name, for the "not answering" sentence. */
  service: string;
}

/** What the gateway answers when the proxy could not get an answer at all. */
export type ProxyFailure = (res: ServerResponse, service: string, timedOut: boolean) => void;

/**
 * Headers of one connection, not of the message (RFC 9110 7.6.1), which a proxy never passes
 * on; undici refuses some of them outright.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect'];

/**
 * The browser's own cache directives and validators: the shared cache answers from what the
 * service said, as nginx's proxy_cache does, and the validator is checked here against the
 * answer the cache gives (`browserCopyFresh`). Passed on, a miss carried the browser's validator to the
 * service, whose 304 left the cache nothing to keep (decision 219).
 */
const BROWSER_CACHE_HEADERS = ['if-none-match', 'if-modified-since', 'cache-control', 'pragma'];

/** undici's timeouts and refusals: which ones mean "too slow" (504) rather than "not there" (503). */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT', 'ECONNRESET']);

/** Takes the body of an answer the browser does not need (a 304 here) so the cache still stores it whole. */
const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * One keep-alive pool for every service, like nginx's `keepalive` upstreams, and the same pool
 * behind an RFC 9111 shared cache (undici's cache interceptor, in memory) with request
 * coalescing (its dedupe interceptor) for /api. The cache keeps an answer exactly as long as its
 * service's Cache-Control allows (decision 171): no-cache, no-store and private answers are never
 * stored, so those requests always reach the service, and a stale hot read is answered while it
 * is revalidated with its ETag (stale-while-revalidate), like nginx's proxy_cache settings.
 */
export function proxyDispatchers(): { direct: Dispatcher; cached: Dispatcher } {
  const direct = new Agent({ connections: 64, keepAliveTimeout: 10_000 });
  // compose(a, b) puts b outermost: the cache answers first, and what it must ask the service
  // for (a miss, a background revalidation) is coalesced with identical requests in flight.
  const cached = direct.compose(
    interceptors.deduplicate(),
    interceptors.cache({ store: new cacheStores.MemoryCacheStore({ maxSize: 64 * 1024 * 1024 }), methods: ['GET'] }),
  );
  return { direct, cached };
}

function upstreamHeaders(req: IncomingMessage): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  if (req.method === 'GET' || req.method === 'HEAD') for (const name of BROWSER_CACHE_HEADERS) delete headers[name];
  // What nginx.conf sets: the client's address appended, the Host it asked for, its scheme.
  const client = req.socket.remoteAddress ?? '';
  const forwardedFor = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${client}` : client;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? 'http';
  return headers;
}

/**
 * Whether the browser's copy is still good (If-None-Match or If-Modified-Since against the answer's
 * ETag or Last-Modified), by the same rule and library as Express's `req.fresh`.
 */
function browserCopyFresh(req: IncomingMessage, status: number, headers: IncomingHttpHeaders): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!((status >= 200 && status < 300) || status === 304)) return false;
  return fresh(req.headers, { etag: headers.etag, 'last-modified': headers['last-modified'] });
}

/**
 * A plain node:http handler (an Express middleware too) that passes the request to
 * `targetOf(req)` (or to next() when it has none) through `dispatcher`, streaming the answer
 * back. A GET the answer is fresh for gets a 304 with no body.
 */
export function proxyTo(dispatcher: Dispatcher, targetOf: (req: IncomingMessage) => ProxyTarget | undefined, failed: ProxyFailure, timeoutMs: number) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const target = targetOf(req);
    if (!target) return next();
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    dispatcher.stream(
      {
        origin: target.origin, path: target.path, method: req.method as Dispatcher.HttpMethod,
        headers: upstreamHeaders(req), body: hasBody ? req : undefined,
        headersTimeout: timeoutMs, bodyTimeout: timeoutMs,
      },
      ({ statusCode, headers }) => {
        for (const name of HOP_BY_HOP) delete headers[name];
        res.statusCode = statusCode;
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
        if (!browserCopyFresh(req, statusCode, headers)) return res;
        for (const name of ['content-type', 'content-length', 'content-encoding']) res.removeHeader(name);
        res.statusCode = 304;
        res.end();
        return discard();
      },
    ).catch((err: Error & { code?: string }) => {
      if (res.headersSent) return void res.destroy(err);
      failed(res, target.service, TIMEOUT_CODES.has(err.code ?? ''));
    });
  };
}
