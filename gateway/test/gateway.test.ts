/** @engines sqlite: no storage (routing, headers, the generated nginx.conf) */
import { readFileSync } from 'node:fs';
import { Agent, createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import request from 'supertest';
import { API_SEGMENTS, serviceForApiPath } from '@draftroom/contracts';
import { appConfigFromEnv } from '../src/app-config';
import { DOCKER_LAYOUT } from '../src/cli';
import { renderNginxConf } from '../src/nginx';
import { createNodeGateway } from '../src/node-gateway';
import { routePlan, serviceFor } from '../src/route-plan';

describe('route plan', () => {
  const plan = routePlan();

  it('sends every /api segment of the route table to its owner, and nothing else', () => {
    for (const [segment, owner] of Object.entries(API_SEGMENTS)) {
      expect(serviceFor(plan, `/api/${segment}`)).toBe(owner);
      expect(serviceFor(plan, `/api/${segment}/12/vote`)).toBe(owner);
    }
    expect(serviceFor(plan, '/api/season-stats-2526')).toBe('stats');
    expect(serviceFor(plan, '/api/playersx')).toBeUndefined();
  });

  it("sends every season's calls to stats by the same pattern as the spec's 2526 ones, and no near miss", () => {
    for (const path of ['/api/season-stats-2627', '/api/season-stats-2728', '/api/player-gw-data-2627/318']) {
      expect(serviceFor(plan, path)).toBe('stats');
      expect(serviceForApiPath(path)).toBe('stats');
    }
    for (const path of ['/api/season-stats-262', '/api/season-stats-26270', '/api/player-gw-data-26a7/1', '/api/season-stats2627']) {
      expect(serviceFor(plan, path)).toBeUndefined();
      expect(serviceForApiPath(path)).toBeUndefined();
    }
    expect(serviceFor(plan, '/apis/players')).toBeUndefined();
  });
});

describe('gateway/nginx.conf', () => {
  it('is the rendering of the route table (regenerate with npm run nginx:conf -w @draftroom/gateway)', () => {
    const committed = readFileSync(join(__dirname, '..', 'nginx.conf'), 'utf8');
    const upstreams = { drafts: ['drafts:3101'], planner: ['planner:3102'], stats: ['stats:3103'] };
    expect(committed).toBe(renderNginxConf({ ...DOCKER_LAYOUT, listen: 8080, upstreams, foreground: true, workerUser: 'www-data' }));
  });
});

describe('Node gateway', () => {
  let upstream: Server;
  const seen: string[] = [];
  const upstreamSockets = new Set<unknown>();
  let app: ReturnType<typeof createNodeGateway>;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(`${req.headers.host} ${req.url}`);
      upstreamSockets.add(req.socket);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
      res.end(JSON.stringify({ path: req.url }));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const shell = mkdtempSync(join(tmpdir(), 'gw-shell-'));
    writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
    const remote = mkdtempSync(join(tmpdir(), 'gw-remote-'));
    mkdirSync(join(remote, '1.2.0'));
    writeFileSync(join(remote, '1.2.0', 'remoteEntry.js'), 'var x;');
    mkdirSync(join(shell, 'public'));
    app = createNodeGateway({
      services: { drafts: url, planner: url, stats: url },
      shellRoot: shell,
      remoteRoots: { 'mf-drafts': remote },
      shirtsRoot: join(shell, 'public'),
      appConfig: appConfigFromEnv(
        { REMOTE_MF_STATS_URL: 'https://cdn.example.org/mf-stats/2.0.0/remoteEntry.js', DONATE_COFFEE_URL: '' },
        { 'mf-drafts': '1.2.0', 'mf-team-manager': '0.4.1' },
      ),
    });
  });
  afterAll(() => new Promise<void>((r) => upstream.close(() => r())));

  it('proxies owned /api paths with their query strings', async () => {
    const res = await request(app).get('/api/drafts?sort=top_rated').expect(200);
    expect(res.body.path).toBe('/api/drafts?sort=top_rated');
  });

  it('answers unowned /api paths with a JSON 404', async () => {
    const res = await request(app).get('/api/unknown').expect(404);
    expect(res.body.message).toBe('No such API endpoint.');
  });

  it('maps /health/{service} to the service /health', async () => {
    const res = await request(app).get('/health/stats').expect(200);
    expect(res.body.path).toBe('/health');
  });

  it('serves the shell for documented pages and unknown paths, with security headers', async () => {
    for (const path of ['/', '/build', '/playerstats2627', '/no-such-page']) {
      const res = await request(app).get(path).expect(200);
      expect(res.text).toBe('<!doctype html><title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves remote entries uncached and the manifest from the environment: each remote at its version, or where it is pointed', async () => {
    const entry = await request(app).get('/remotes/mf-drafts/1.2.0/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const config = await request(app).get('/app-config.json').expect(200);
    expect(config.body.remotes).toEqual({
      mf_drafts: '/remotes/mf-drafts/1.2.0/remoteEntry.js',
      mf_team_manager: '/remotes/mf-team-manager/0.4.1/remoteEntry.js',
      mf_stats: 'https://cdn.example.org/mf-stats/2.0.0/remoteEntry.js',
    });
    expect(config.body.donateLinks).toHaveLength(3);
  });

  it('refuses oversized bodies before they reach a service', async () => {
    const before = seen.length;
    const res = await request(app).post('/api/save-plan').set('content-type', 'application/json').send({ x: 'y'.repeat(600 * 1024) });
    expect(res.status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it('keeps connections alive to the services and to the browser', async () => {
    const gateway = app.listen(0, '127.0.0.1');
    await new Promise((r) => gateway.once('listening', r));
    const browser = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path = '/api/drafts') => new Promise<{ connection?: string; socket: unknown }>((resolve, reject) => {
      const port = (gateway.address() as AddressInfo).port;
      httpGet({ host: '127.0.0.1', port, path, agent: browser }, (res) => {
        res.resume();
        res.on('end', () => resolve({ connection: res.headers.connection, socket: res.socket }));
      }).on('error', reject);
    });
    try {
      upstreamSockets.clear();
      const answers = [await get(), await get(), await get(), await get('/api/teams'), await get('/api/teams')];
      expect(answers.map((a) => a.connection)).toEqual(['keep-alive', 'keep-alive', 'keep-alive', 'keep-alive', 'keep-alive']);
      expect(new Set(answers.map((a) => a.socket)).size).toBe(1);
      expect(upstreamSockets.size).toBe(1);
    } finally {
      browser.destroy();
      gateway.closeAllConnections();
      await new Promise((r) => gateway.close(r));
    }
  });
});

describe('Node gateway with the manifest in a file', () => {
  it('reads it on every request, so a deployment that rewrites it is seen at once', async () => {
    // Under a folder whose name starts with a dot, as `npm start` writes it (.data/app-config.json):
    // Express's sendFile refuses dot paths by default, and the quick start showed no area at all.
    const dir = join(mkdtempSync(join(tmpdir(), 'gw-manifest-')), '.data');
    mkdirSync(dir);
    const file = join(dir, 'app-config.json');
    const manifest = (version: string) => ({ ...appConfigFromEnv({}), remotes: { mf_stats: `/remotes/mf-stats/${version}/remoteEntry.js` } });
    writeFileSync(file, JSON.stringify(manifest('1.0.0')));
    const app = createNodeGateway({
      services: { drafts: 'http://127.0.0.1:9', planner: 'http://127.0.0.1:9', stats: 'http://127.0.0.1:9' },
      shellRoot: dir, remoteRoots: {}, shirtsRoot: dir, appConfig: appConfigFromEnv({}), appConfigFile: file,
    });
    expect((await request(app).get('/app-config.json').expect(200).expect('cache-control', 'no-cache')).body).toEqual(manifest('1.0.0'));
    writeFileSync(file, JSON.stringify(manifest('1.1.0')));
    expect((await request(app).get('/app-config.json').expect(200)).body.remotes.mf_stats).toBe('/remotes/mf-stats/1.1.0/remoteEntry.js');
  });
});

describe('Node gateway with one upstream per service', () => {
  const upstreams: Server[] = [];
  let app: ReturnType<typeof createNodeGateway>;

  beforeAll(async () => {
    const urls: Record<string, string> = {};
    for (const name of ['drafts', 'planner', 'stats']) {
      const server = createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ service: name, path: req.url })));
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      upstreams.push(server);
      urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
    const shell = mkdtempSync(join(tmpdir(), 'gw-shell-'));
    app = createNodeGateway({
      services: { drafts: urls.drafts, planner: urls.planner, stats: urls.stats },
      shellRoot: shell, remoteRoots: {}, shirtsRoot: shell, appConfig: appConfigFromEnv({}),
    });
  });
  afterAll(() => Promise.all(upstreams.map((s) => new Promise((r) => s.close(r)))));

  it('sends each /api path to the service that owns it', async () => {
    for (const [segment, owner] of Object.entries(API_SEGMENTS)) {
      const res = await request(app).get(`/api/${segment}/7?x=1`).expect(200);
      expect(res.body).toEqual({ service: owner, path: `/api/${segment}/7?x=1` });
    }
  });

  it("sends a season's calls the spec never named to stats", async () => {
    for (const path of ['/api/season-stats-2627', '/api/player-gw-data-2627/318']) {
      expect((await request(app).get(path).expect(200)).body).toEqual({ service: 'stats', path });
    }
    await request(app).get('/api/season-stats-26270').expect(404);
  });
});
