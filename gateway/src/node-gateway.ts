import { existsSync } from 'node:fs';
import { Agent, createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { hasRequestBody, type AppConfig, type ServiceName } from '@draftroom/contracts';
import { CONTENT_SECURITY_POLICY, MAX_BODY_SIZE, SECURITY_HEADERS } from './policy';
import { routePlan } from './route-plan';
import { GATEWAY_ERRORS, gatewayErrorBody } from './error-pages';
import { hideSourceMaps, publicSourceMapsFromEnv } from './source-maps';
import { gatewayRateLimits, nodeRateLimit, type GatewayRateLimits } from './rate-limits';
import { HOP_BY_HOP, MICRO_CACHED_APIS, microCache, type MicroCacheMiss } from './micro-cache';
import { staticAssets } from './static-assets';
import { drawnFragments, firstViewPages } from './first-view-page';

export interface NodeGatewayOptions {
  /** Base URL of each service, e.g. http://127.0.0.1:3103 */
  services: Record<ServiceName, string>;
  shellRoot: string;
  remoteRoots: Record<string, string>;
  shirtsRoot: string;
  appConfig: AppConfig;
  /** Per-client /api limits (decision 077); from GATEWAY_RATE_LIMIT_* when absent. */
  rateLimits?: GatewayRateLimits;
  /** Serve *.map files; from PUBLIC_SOURCE_MAPS when absent (decision 078). */
  publicSourceMaps?: boolean;
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
const maxBodyBytes = parseInt(MAX_BODY_SIZE, 10) * 1024;

const jsonError = (res: Response, status: number, error: string, message: string) =>
  res.status(status).json({ statusCode: status, error, message });

/** As long as nginx's proxy_read_timeout: a service that has not answered by then gets a 504. */
const PROXY_TIMEOUT_MS = Number(process.env.GATEWAY_PROXY_TIMEOUT_MS ?? 30_000);

/** A proxy failure as JSON (decision 074): 504 when the service was too slow, 502 when it is not there. */
const proxyError = (service: string) => (err: Error & { code?: string }, _req: unknown, res: unknown) => {
  const response = res as Response;
  if (typeof response.status !== 'function' || response.headersSent) return;
  const timedOut = err.code === 'ECONNRESET' || err.code === 'ETIMEDOUT';
  const status = timedOut ? 504 : 502;
  const { message } = GATEWAY_ERRORS[status];
  response.status(status).json(gatewayErrorBody(status, timedOut ? message : `The ${service} service is not answering. Please try again in a moment.`));
};

/** The gateway's request handler (for supertest or a server of one's own) and a listen of its own. */
export type NodeGateway = RequestListener & { listen(port: number, host?: string, listening?: () => void): Server };

const MISS = Symbol('micro-cache miss');
type Missed = { [MISS]?: MicroCacheMiss };
const CACHED_PATHS = new Set<string>(MICRO_CACHED_APIS);

/**
 * The gateway `npm start` runs when nginx is not wanted: the same route plan, headers, limits and
 * catalogue micro-cache as nginx.conf, in one Node process. The micro-cached reads are answered
 * ahead of Express (decision 131); everything else, and whatever the cache cannot answer, goes
 * through the Express application below.
 */
export function createNodeGateway(o: NodeGatewayOptions): NodeGateway {
  const plan = routePlan();
  // Without an agent the proxy opens a connection per request and sends `Connection: close`,
  // which the service echoes and the proxy passes on, so the browser's connection closes after
  // every /api answer too. One keep-alive pool per gateway, like nginx's `keepalive` upstreams.
  const agent = new Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 });
  const app = express();
  app.disable('x-powered-by');

  app.use((req: Request, res: Response, next: NextFunction) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    if (!plan.docs.some((d) => req.path.startsWith(d.prefix))) res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
      return jsonError(res, 413, 'Payload Too Large', 'The request body is too large.');
    }
    next();
  });
  const limits = nodeRateLimit(o.rateLimits ?? gatewayRateLimits());
  app.use(limits);
  // A micro-cache refresh that failed, or brought an answer not to keep (a 503 while importing):
  // answered here, after the headers and the limits, as the proxy would have answered it.
  app.use((req: Request & Missed, res: Response, next: NextFunction) => {
    const why = req[MISS];
    if (!why) return next();
    if ('error' in why) return proxyError('stats')(why.error, req, res);
    for (const [k, v] of Object.entries(why.passOn.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) res.setHeader(k, v);
    res.status(why.passOn.status).end(req.method === 'HEAD' ? undefined : why.passOn.body);
  });
  // One proxy for every service, routed by the plan's patterns, ahead of compression: the
  // services compress their own answers (threshold 1 KB, like nginx's), so wrapping every /api
  // response in the compression middleware was CPU for nothing.
  const apiPatterns = plan.apis.map((api) => ({ service: api.service, pattern: new RegExp(api.pattern) }));
  const ownerOf = (path: string) => apiPatterns.find((a) => a.pattern.test(path))?.service;
  app.use(createProxyMiddleware<Request, Response>({
    router: (req) => o.services[ownerOf(req.path)!],
    target: o.services.stats,
    agent,
    pathFilter: (path) => ownerOf(path) !== undefined,
    xfwd: true,
    proxyTimeout: PROXY_TIMEOUT_MS,
    on: { error: (err, req, res) => proxyError(ownerOf((req as Request).path) ?? 'API')(err, req, res) },
  }));
  app.use(compression({ threshold: 1024 }));
  app.use(hideSourceMaps(o.publicSourceMaps ?? publicSourceMapsFromEnv()));
  app.use('/api', (_req, res) => jsonError(res, 404, 'Not Found', 'No such API endpoint.'));

  for (const h of plan.health) {
    app.use(h.path, createProxyMiddleware({ target: o.services[h.service], pathRewrite: () => '/health', proxyTimeout: PROXY_TIMEOUT_MS, on: { error: proxyError(h.service) } }));
  }
  for (const d of plan.docs) {
    app.use(d.prefix, createProxyMiddleware({ target: `${o.services[d.service]}/docs/` }));
  }

  app.get(plan.appConfig, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(o.appConfig);
  });

  const staticOptions = {
    index: false as const,
    setHeaders: (res: Response, path: string) =>
      res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  };
  for (const r of plan.remotes) {
    const root = o.remoteRoots[r.folder];
    if (root) app.use(r.prefix, express.static(root, staticOptions));
  }
  for (const prefix of plan.shirts) app.use(prefix, express.static(join(o.shirtsRoot, prefix), { maxAge: '1d' }));
  app.use(express.static(o.shellRoot, staticOptions));

  const indexHtml = join(o.shellRoot, 'index.html');
  // A page's path gets its first view (decision 156), with the page's own first view when its
  // remote drew one, as nginx's SSI does (decision 160); unknown paths get the bare shell (its 404).
  const firstViewPage = firstViewPages(plan, o.shellRoot, o.remoteRoots, drawnFragments(plan, o.services, agent));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return jsonError(res, 404, 'Not Found', 'Not found.');
    if (!existsSync(indexHtml)) return res.status(503).type('text/plain').send('The shell has not been built yet: run `npm run build`.');
    res.setHeader('Cache-Control', 'no-cache');
    firstViewPage(req.path, req.originalUrl.includes('?')).then(
      (page) => (page === undefined ? res.sendFile(indexHtml) : res.type('html').send(page)),
      next,
    );
  });

  // The catalogue reads from the same one-second cache as nginx's (decision 131): the security
  // headers and the per-client limit as Express would apply them, then the cached bytes.
  const cached = microCache({
    target: o.services.stats, agent, timeoutMs: PROXY_TIMEOUT_MS,
    headers: { ...SECURITY_HEADERS, 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  });
  // The built files from memory, precompressed (decision 151); the rest of the static routes
  // (shirts, source maps, the shell's index for page paths) stay with Express below.
  const builtFile = staticAssets({
    roots: [
      ...plan.remotes.filter((r) => o.remoteRoots[r.folder]).map((r) => ({ prefix: r.prefix, dir: o.remoteRoots[r.folder] })),
      { prefix: '/', dir: o.shellRoot },
    ],
    headers: { ...SECURITY_HEADERS, 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  });
  const handler = (req: IncomingMessage & Missed, res: ServerResponse): void => {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (hasRequestBody(req.headers)) return void app(req as Request, res as Response);
    const early = CACHED_PATHS.has(path)
      ? limits.count(req) && cached(req, res, path, (why) => {
        req[MISS] = why;
        app(req as Request, res as Response);
      })
      : builtFile(req, res, path);
    if (!early) app(req as Request, res as Response);
  };
  return Object.assign(handler, { listen: (port: number, host?: string, listening?: () => void) => createServer(handler).listen(port, host, listening) });
}
