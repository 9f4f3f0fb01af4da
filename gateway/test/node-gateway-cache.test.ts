/** @engines sqlite: no storage (the Node gateway's standard HTTP cache in front of a stand-in service) */
import { Agent, createServer, get as httpGet, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { appConfigFromEnv } from '../src/app-config';
import { createNodeGateway } from '../src/node-gateway';
import { shellDir } from './dead-services';

/**
 * The Node gateway keeps an /api read exactly as long as its service's Cache-Control allows
 * (decision 219), like nginx (nginx-cache.test.ts), and answers the browser's own revalidations
 * (If-None-Match) itself. A browser's conditional GETs once stayed pending for ever through the
 * cache while curl's plain ones were answered: every request here has a deadline, on one
 * keep-alive connection as a browser sends them.
 */
describe('the Node gateway honours the services’ Cache-Control', () => {
  let service: Server;
  let gateway: Server;
  let base: string;
  const browser = new Agent({ keepAlive: true, maxSockets: 1 });
  const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  const ETAG = '"teams-v1"';
  const HOT = 'public, max-age=1, stale-while-revalidate=60';
  /** What Chromium sends with a fetch() of the API when it holds a copy: its validator, its encodings, its fetch metadata. */
  const BROWSER = {
    accept: '*/*', 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-GB',
    'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', 'user-agent': 'Mozilla/5.0 Chrome/140',
  };

  beforeAll(async () => {
    service = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      // A Date header counts in the copy's age (RFC 9111 4.2.3), and in whole seconds it would make
      // max-age=1 anything from 0 to 1 s: without it each copy is fresh for 1 s from its arrival.
      res.sendDate = false;
      const cacheControl = req.url?.startsWith('/api/drafts/my-votes') ? 'private, no-store' : req.url?.startsWith('/api/drafts') ? 'no-cache' : HOT;
      const head = { etag: ETAG, 'cache-control': cacheControl, 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding' };
      if (req.headers['if-none-match'] === ETAG) return void res.writeHead(304, head).end();
      res.writeHead(200, head).end('[{"id":1}]');
    });
    await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    const shell = shellDir();
    const app = createNodeGateway({
      services: { drafts: url, planner: url, stats: url }, shellRoot: shell, remoteRoots: {},
      shirtsRoot: join(shell, 'public'), appConfig: appConfigFromEnv({}),
    });
    gateway = app.listen(0, '127.0.0.1');
    await new Promise((r) => gateway.once('listening', r));
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    browser.destroy();
    gateway.closeAllConnections();
    await new Promise((r) => gateway.close(r));
    await new Promise((r) => service.close(r));
  });

  /** A GET that fails after 3 s instead of hanging: status, headers and body. */
  const get = (path: string, headers: OutgoingHttpHeaders = {}) => new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpGet(`${base}${path}`, { headers, agent: browser, timeout: 3000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} had no complete answer in 3 s`)));
    req.on('error', reject);
  });
  const hits = (url: string) => seen.filter((s) => s.url === url);
  const revalidated = (url: string) => hits(url).filter((s) => s.headers['if-none-match']);

  it('answers a hot read from its cache while it is fresh', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await get('/api/teams');
      expect([res.status, res.body, res.headers['cache-control']]).toEqual([200, '[{"id":1}]', HOT]);
    }
    expect(hits('/api/teams')).toHaveLength(1);
  });

  it("answers the browser's conditional GETs with a 304, each time, on the same connection", async () => {
    for (const path of ['/api/fixtures', '/api/fixtures', '/api/teams', '/api/teams']) {
      const res = await get(path, { ...BROWSER, 'if-none-match': ETAG });
      expect([res.status, res.body, res.headers.etag]).toEqual([304, '', ETAG]);
    }
    // /api/fixtures was a miss: the service was asked without the browser's validator, so the
    // cache got the whole answer to keep (the second GET may come before it has stored it).
    expect(hits('/api/fixtures').map((h) => h.headers['if-none-match'])).toEqual(hits('/api/fixtures').map(() => undefined));
    expect((await get('/api/fixtures', BROWSER)).body).toBe('[{"id":1}]');
  });

  it('answers a validator that no longer matches with the whole answer', async () => {
    const res = await get('/api/teams', { ...BROWSER, 'if-none-match': '"teams-v0"' });
    expect([res.status, res.body]).toEqual([200, '[{"id":1}]']);
  });

  it('answers conditional GETs of a stale copy at once, revalidating it with its own ETag', async () => {
    await new Promise((r) => setTimeout(r, 2100));
    const answers = await Promise.all(Array.from({ length: 4 }, () => get('/api/teams', { ...BROWSER, 'if-none-match': ETAG })));
    expect(answers.map((a) => a.status)).toEqual([304, 304, 304, 304]);
    for (let i = 0; i < 100 && revalidated('/api/teams').length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(revalidated('/api/teams')[0]?.headers['if-none-match']).toBe(ETAG);
    expect((await get('/api/teams', { ...BROWSER, 'if-none-match': ETAG })).status).toBe(304);
  });

  it.each(['/api/drafts', '/api/drafts/my-votes'])('sends every read of %s (no-cache, no-store) to its service, and still answers 304', async (url) => {
    for (let i = 0; i < 3; i += 1) expect((await get(url, { ...BROWSER, 'if-none-match': ETAG })).status).toBe(304);
    expect((await get(url)).status).toBe(200);
    expect(hits(url)).toHaveLength(4);
  });
});
