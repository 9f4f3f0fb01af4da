/** @engines sqlite: no storage (the Node gateway's catalogue micro-cache against a fake stats service) */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import request from 'supertest';
import { appConfigFromEnv } from '../src/app-config';
import { microCache, MICRO_CACHED_APIS } from '../src/micro-cache';
import { MICRO_CACHED_APIS as NGINX_LIST, renderNginxConf } from '../src/index';
import { createNodeGateway } from '../src/node-gateway';

/** A stats service that counts its requests and answers as the real one does (ETag, Vary, 304). */
function fakeStats() {
  const seen: Array<{ url?: string; headers: IncomingHttpHeaders }> = [];
  let version = 1;
  let status = 200;
  const server = createServer((req, res) => {
    seen.push({ url: req.url, headers: req.headers });
    const body = JSON.stringify({ path: req.url, version });
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    if (status !== 200) return res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '5' }).end('{"statusCode":503}');
    const common = { etag, vary: 'Accept-Encoding', 'cache-control': 'no-cache', 'x-request-id': `r${seen.length}` };
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, common).end();
    res.writeHead(200, { ...common, 'content-type': 'application/json; charset=utf-8', 'content-encoding': String(req.headers['accept-encoding'] ?? 'identity') });
    res.end(body);
  });
  return {
    seen, server,
    bump: () => (version += 1),
    fail: (s: number) => (status = s),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

describe('the catalogue micro-cache', () => {
  const stats = fakeStats();
  beforeAll(() => new Promise<void>((r) => stats.server.listen(0, '127.0.0.1', r)));
  afterAll(() => new Promise<void>((r) => stats.server.close(() => r())));
  beforeEach(() => {
    stats.seen.length = 0;
    stats.fail(200);
  });

  it('is one list for both gateways', () => {
    expect(NGINX_LIST).toBe(MICRO_CACHED_APIS);
    const conf = renderNginxConf({
      listen: 1, upstreams: { drafts: 'd:1', planner: 'p:1', stats: 's:1' }, shellRoot: '/s', remoteRoots: {}, shirtsRoot: '/s',
      appConfigFile: '/a', runtimeDir: '/r', foreground: true,
    });
    expect(conf).toContain(`location ~ ^(?:${MICRO_CACHED_APIS.join('|')})$`);
  });

  it('in the Node gateway: one request to the service, the same headers and bytes, 304 from the cache, per encoding', async () => {
    const shell = mkdtempSync(`${tmpdir()}/gw-mc-`);
    const app = createNodeGateway({
      services: { drafts: stats.url(), planner: stats.url(), stats: stats.url() }, shellRoot: shell, remoteRoots: {},
      shirtsRoot: shell, appConfig: appConfigFromEnv({}),
    });
    const first = await request(app).get('/api/teams').set('accept-encoding', 'x-test').buffer(true).parse(text).expect(200);
    const again = await request(app).get('/api/teams').set('accept-encoding', 'x-test').buffer(true).parse(text).expect(200);
    expect(stats.seen).toHaveLength(1);
    const { date: _d1, ...h1 } = first.headers;
    const { date: _d2, ...h2 } = again.headers;
    expect(h2).toEqual(h1);
    expect(again.body).toBe(first.body);
    expect(h1).toMatchObject({ 'x-request-id': 'r1', 'content-encoding': 'x-test', 'x-content-type-options': 'nosniff' });
    expect(h1['content-security-policy']).toContain("script-src 'self'");
    // The client's revalidation is answered by the cache; the service never saw its If-None-Match.
    const notModified = await request(app).get('/api/teams').set('accept-encoding', 'x-test').set('if-none-match', String(h1.etag)).expect(304);
    expect(notModified.headers.etag).toBe(h1.etag);
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(stats.seen).toHaveLength(1);
    expect(stats.seen[0].headers['if-none-match']).toBeUndefined();
    expect(stats.seen[0].headers['x-forwarded-for']).toBe('127.0.0.1');
    // Another encoding, another query: their own entries. Other APIs are never cached.
    await request(app).get('/api/teams').set('accept-encoding', 'x-other').expect(200);
    await request(app).get('/api/teams?x=1').set('accept-encoding', 'x-test').expect(200);
    await request(app).get('/api/drafts').expect(200);
    await request(app).get('/api/drafts').expect(200);
    expect(stats.seen.map((s) => s.url)).toEqual(['/api/teams', '/api/teams', '/api/teams?x=1', '/api/drafts', '/api/drafts']);
  });

  it('in the Node gateway: an answer not to keep passes on as the service gave it, and is asked again next time', async () => {
    const shell = mkdtempSync(`${tmpdir()}/gw-mc-`);
    const app = createNodeGateway({
      services: { drafts: stats.url(), planner: stats.url(), stats: stats.url() }, shellRoot: shell, remoteRoots: {},
      shirtsRoot: shell, appConfig: appConfigFromEnv({}),
    });
    stats.fail(503);
    for (let i = 0; i < 2; i += 1) {
      const res = await request(app).get('/api/players').expect(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['x-frame-options']).toBeDefined();
      expect(res.body).toEqual({ statusCode: 503 });
    }
    expect(stats.seen).toHaveLength(2);
  });

  it('expires after a second: the next request revalidates with the stored ETag, the others meanwhile get the stale copy', async () => {
    let clock = 0;
    const agent = new Agent({ keepAlive: true });
    const handle = microCache({ target: stats.url(), agent, timeoutMs: 5000, now: () => clock });
    const gateway: Server = createServer((req, res) => {
      if (!handle(req, res, req.url!.split('?')[0], () => res.writeHead(599).end())) res.writeHead(404).end();
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    try {
      const first = await request(gateway).get('/api/season').expect(200);
      clock = 999;
      await request(gateway).get('/api/season').expect(200);
      expect(stats.seen).toHaveLength(1);
      clock = 1000;
      const [refreshed, stale] = await Promise.all([request(gateway).get('/api/season'), request(gateway).get('/api/season')]);
      expect([refreshed.status, stale.status]).toEqual([200, 200]);
      expect(stats.seen).toHaveLength(2);
      expect(stats.seen[1].headers['if-none-match']).toBe(first.headers.etag); // 304: the same bytes kept
      expect(refreshed.text).toBe(first.text);
      // A new version shows once the copy is a second old.
      stats.bump();
      clock = 1999;
      expect(JSON.parse((await request(gateway).get('/api/season')).text).version).toBe(1);
      clock = 2000;
      expect(JSON.parse((await request(gateway).get('/api/season')).text).version).toBe(2);
    } finally {
      agent.destroy();
      await new Promise((r) => gateway.close(r));
    }
  });
});

function text(res: request.Response, done: (err: Error | null, body: string) => void) {
  let body = '';
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (c: Buffer) => (body += String(c)));
  stream.on('end', () => done(null, body));
}
