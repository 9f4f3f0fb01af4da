import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Response } from 'express';
import type { AppConfig, ServiceName } from '@draftroom/contracts';
import { CONTENT_SECURITY_POLICY, MAX_BODY_SIZE, SECURITY_HEADERS } from './policy';
import { routePlan } from './route-plan';
import { GATEWAY_ERRORS, gatewayErrorBody, OUTAGE_RETRY_AFTER_S } from './error-pages';
import { sendJson } from './json-answer';
import { hideSourceMaps, publicSourceMapsFromEnv } from './source-maps';
import { gatewayRateLimits, nodeRateLimit, type GatewayRateLimits } from './rate-limits';
import { proxyDispatchers, proxyTo } from './proxy';

export interface NodeGatewayOptions {
  /** Base URL of each service, e.g. http://127.0.0.1:3103 */
  services: Record<ServiceName, string>;
  shellRoot: string;
  remoteRoots: Record<string, string>;
  shirtsRoot: string;
  /** The manifest: a file read on every request (a deployment may rewrite it), else this config. */
  appConfig: AppConfig;
  appConfigFile?: string;
  /** Per-client /api limits (decision 077); from GATEWAY_RATE_LIMIT_* when absent. */
  rateLimits?: GatewayRateLimits;
  /** Serve *.map files; from PUBLIC_SOURCE_MAPS when absent (decision 078). */
  publicSourceMaps?: boolean;
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
const maxBodyBytes = parseInt(MAX_BODY_SIZE, 10) * 1024;

const jsonError = (res: ServerResponse, status: number, error: string, message: string) => sendJson(res, status, { statusCode: status, error, message });

/** The path without its query, as the route plan's patterns are written. */
const pathOf = (req: IncomingMessage) => {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/** As long as nginx's proxy_read_timeout: a service that has not answered by then gets a 504. */
const PROXY_TIMEOUT_MS = Number(process.env.GATEWAY_PROXY_TIMEOUT_MS ?? 30_000);

/**
 * A proxy failure as JSON (decision 074): 504 when the service was too slow; when it is not
 * there, nginx's 502 as both gateways send it, a 503 with Retry-After (decision 240).
 */
const proxyError = (res: ServerResponse, service: string, timedOut: boolean) => {
  if (timedOut) return sendJson(res, 504, gatewayErrorBody(504));
  const body = gatewayErrorBody(502, `The ${service} service is not answering. Please try again in a moment.`);
  sendJson(res, body.statusCode, body, { 'Retry-After': String(OUTAGE_RETRY_AFTER_S) });
};

/** The gateway's request handler (for supertest or a server of one's own) and a listen of its own. */
export type NodeGateway = RequestListener & { listen(port: number, host?: string, listening?: () => void): Server };

/**
 * The gateway `npm start` runs on a machine without nginx: the same route plan, headers and
 * limits as nginx.conf, on maintained libraries (undici for the proxy, with its standard HTTP
 * cache for /api; Express with serve-static and compression for the rest). It has no cache logic
 * of its own (decision 219): the cache keeps what the services' Cache-Control lets a shared cache
 * keep, as nginx's proxy_cache does, and every other request reaches its service. /api requests
 * go straight from node:http to the proxy: Express's routing halved their rate (decision 241).
 */
export function createNodeGateway(o: NodeGatewayOptions): NodeGateway {
  const plan = routePlan();
  const { direct, cached } = proxyDispatchers();
  const app = express();
  app.disable('x-powered-by');

  // Every answer's headers, and the body limit nginx's client_max_body_size sets: false when the
  // request has been answered (413).
  const guard = (req: IncomingMessage, res: ServerResponse): boolean => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    const path = pathOf(req);
    if (!plan.docs.some((d) => path.startsWith(d.prefix))) res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (Number(req.headers['content-length'] ?? 0) <= maxBodyBytes) return true;
    jsonError(res, 413, 'Payload Too Large', 'The request body is too large.');
    return false;
  };
  app.use((req, res, next) => void (guard(req, res) && next()));

  // One proxy for every service, routed by the plan's patterns; the services compress their own answers.
  const withinLimits = nodeRateLimit(o.rateLimits ?? gatewayRateLimits());
  const apiPatterns = plan.apis.map((api) => ({ service: api.service, pattern: new RegExp(api.pattern) }));
  const proxyApi = proxyTo(cached, (req) => {
    const service = apiPatterns.find((a) => a.pattern.test(pathOf(req)))?.service;
    return service && { origin: o.services[service], path: req.url ?? '/', service };
  }, proxyError, PROXY_TIMEOUT_MS);
  const api = (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (guard(req, res) && withinLimits(req, res)) proxyApi(req, res, () => jsonError(res, 404, 'Not Found', 'No such API endpoint.'));
    } catch {
      if (!res.headersSent) jsonError(res, 500, 'Internal Server Error', GATEWAY_ERRORS[500].message);
      else res.destroy();
    }
  };
  app.use(compression({ threshold: 1024 }));
  app.use(hideSourceMaps(o.publicSourceMaps ?? publicSourceMapsFromEnv()));
  app.use('/api', (_req, res) => jsonError(res, 404, 'Not Found', 'No such API endpoint.'));

  for (const h of plan.health) {
    app.use(h.path, proxyTo(direct, () => ({ origin: o.services[h.service], path: '/health', service: h.service }), proxyError, PROXY_TIMEOUT_MS));
  }
  for (const d of plan.docs) {
    // Mounted at its prefix, req.url is the rest of the path: the service serves it under /docs.
    app.use(d.prefix, proxyTo(direct, (req) => ({ origin: o.services[d.service], path: `/docs${req.url}`, service: d.service }), proxyError, PROXY_TIMEOUT_MS));
  }

  app.get(plan.appConfig, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // dotfiles: 'allow': the launcher writes it under .data/, and send refuses any dot segment by default.
    if (o.appConfigFile) return res.type('json').sendFile(o.appConfigFile, { cacheControl: false, dotfiles: 'allow' });
    res.json(o.appConfig);
  });

  // Hashed files never change; everything else (remote entries, the shell's HTML) is revalidated.
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

  // Every other path is the shell's page: it routes client-side and shows the 404 itself.
  const indexHtml = join(o.shellRoot, 'index.html');
  app.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return jsonError(res, 404, 'Not Found', 'Not found.');
    if (!existsSync(indexHtml)) return res.status(503).type('text/plain').send('The shell has not been built yet: run `npm run build`.');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });

  const handler: RequestListener = (req, res) => ((req.url ?? '').startsWith('/api/') ? api(req, res) : app(req, res));
  return Object.assign(handler, { listen: (port: number, host?: string, listening?: () => void) => createServer(handler).listen(port, host, listening) });
}
