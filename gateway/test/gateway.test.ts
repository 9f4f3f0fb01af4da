/** @engines sqlite: no storage (routing, headers, the generated nginx.conf) */
import { readFileSync } from 'node:fs';
import { Agent, createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import request from 'supertest';
import { API_SEGMENTS, PAGE_ROUTES } from '@draftroom/contracts';
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
    expect(serviceFor(plan, '/apis/players')).toBeUndefined();
  });

  it('lists every documented page once', () => {
    expect(plan.pages.map((p) => p.path)).toEqual([...new Set(PAGE_ROUTES.map((r) => r.path))]);
    expect(plan.pages.find((p) => p.path === '/build')?.firstView).toBe('/first-views/build.html');
  });
});

describe('gateway/nginx.conf', () => {
  it('is the rendering of the route table (regenerate with npm run nginx:conf -w @draftroom/gateway)', () => {
    const committed = readFileSync(join(__dirname, '..', 'nginx.conf'), 'utf8');
    const upstreams = { drafts: 'drafts:3101', planner: 'planner:3102', stats: 'stats:3103' } as const;
    expect(committed).toBe(renderNginxConf({ ...DOCKER_LAYOUT, listen: 8080, upstreams, foreground: true, workerUser: 'www-data' }));
  });
});

describe('Node gateway', () => {
  let upstream: Server;
  const seen: string[] = [];
  const upstreamSockets = new Set<unknown>();
  let app: ReturnType<typeof createNodeGateway>;
  let teamManager: string;
  const xptsDrawing = { status: 200, html: '<table>drawn with GW30 data</table>' };

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(`${req.headers.host} ${req.url}`);
      upstreamSockets.add(req.socket);
      // The stats service's drawing of /xpts with its data (decision 163), as it can answer.
      if (req.url?.startsWith('/first-views/')) {
        const status = req.url === '/first-views/XptsPage.html' ? xptsDrawing.status : 404;
        res.writeHead(status, { 'content-type': status === 200 ? 'text/html' : 'application/json' });
        return void res.end(status === 200 ? xptsDrawing.html : '{}');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url }));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const shell = mkdtempSync(join(tmpdir(), 'gw-shell-'));
    writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
    mkdirSync(join(shell, 'first-views'));
    writeFileSync(join(shell, 'first-views', 'build.html'), '<!doctype html><title>build first view</title>');
    // As the shell's build writes them (decision 160): the loading state as a block, the remote's page as an include.
    const withSlot = (remote: string, module: string) => '<!doctype html><title>first view</title><main>'
      + `<!--# block name="page-loading" --><p>Loading...</p><!--# endblock --><!--# include virtual="/__first-views/${remote}/${module}.html?$args" stub="page-loading" --></main>`;
    writeFileSync(join(shell, 'first-views', 'team-manager.html'), withSlot('mf-team-manager', 'TeamManagerPage'));
    writeFileSync(join(shell, 'first-views', 'all-drafts.html'), withSlot('mf-drafts', 'AllDraftsPage'));
    writeFileSync(join(shell, 'first-views', 'xpts.html'), withSlot('mf-stats', 'XptsPage'));
    const stats = mkdtempSync(join(tmpdir(), 'gw-stats-'));
    mkdirSync(join(stats, 'first-views'));
    writeFileSync(join(stats, 'first-views', 'XptsPage.html'), '<form>filters, no data</form>');
    teamManager = mkdtempSync(join(tmpdir(), 'gw-tm-'));
    mkdirSync(join(teamManager, 'first-views'));
    writeFileSync(join(teamManager, 'first-views', 'TeamManagerPage.html'), '<form>Load your FPL team</form>');
    const remote = mkdtempSync(join(tmpdir(), 'gw-remote-'));
    writeFileSync(join(remote, 'remoteEntry.js'), 'var x;');
    mkdirSync(join(shell, 'public'));
    app = createNodeGateway({
      services: { drafts: url, planner: url, stats: url },
      shellRoot: shell,
      remoteRoots: { 'mf-drafts': remote, 'mf-team-manager': teamManager, 'mf-stats': stats },
      shirtsRoot: join(shell, 'public'),
      appConfig: appConfigFromEnv({ REMOTE_MF_STATS_URL: 'https://cdn.example.org/mf-stats/remoteEntry.js', DONATE_COFFEE_URL: '' }),
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
    for (const path of ['/', '/build', '/no-such-page']) {
      const res = await request(app).get(path).expect(200);
      // A page with a built first view gets it (decision 156); the others get the bare shell.
      expect(res.text).toContain(path === '/build' ? '<title>build first view</title>' : '<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("puts a remote's first view of the page into the shell's, as nginx's SSI does (decision 160)", async () => {
    const page = await request(app).get('/team-manager').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toBe('<!doctype html><title>first view</title><main><form>Load your FPL team</form></main>');
    // An address with a query may open a saved plan instead of the form: the loading state.
    const link = await request(app).get('/team-manager?plan=3&key=abc').expect(200);
    expect(link.text).toBe('<!doctype html><title>first view</title><main><p>Loading...</p></main>');
    // A remote that drew no first view of the page: the loading state too.
    const drafts = await request(app).get('/all-drafts').expect(200);
    expect(drafts.text).toBe('<!doctype html><title>first view</title><main><p>Loading...</p></main>');
  });

  it('puts in the first view its service drew with data, or the remote\'s data-free one when it cannot (decision 163)', async () => {
    const page = (path = '/xpts') => request(app).get(path).expect(200).then((res) => res.text);
    expect(await page()).toBe('<!doctype html><title>first view</title><main><table>drawn with GW30 data</table></main>');
    // Asked on every request, so new data shows at once; a page drawn with data has no query-driven state.
    xptsDrawing.html = '<table>drawn with GW31 data</table>';
    expect(await page()).toContain('<table>drawn with GW31 data</table>');
    expect(await page('/xpts?utm_source=x')).toContain('<table>drawn with GW31 data</table>');
    // Still importing (503) or not drawn there (404): the remote's data-free first view.
    for (const status of [503, 404]) {
      xptsDrawing.status = status;
      expect(await page()).toBe('<!doctype html><title>first view</title><main><form>filters, no data</form></main>');
    }
    xptsDrawing.status = 200;
  });

  it('composes a page once and again only when a rebuild has changed one of its files', async () => {
    expect((await request(app).get('/team-manager').expect(200)).text).toContain('<form>Load your FPL team</form>');
    const fragment = join(teamManager, 'first-views', 'TeamManagerPage.html');
    writeFileSync(fragment, '<form>Rebuilt</form>');
    const later = new Date(Date.now() + 5000);
    utimesSync(fragment, later, later);
    expect((await request(app).get('/team-manager').expect(200)).text).toBe('<!doctype html><title>first view</title><main><form>Rebuilt</form></main>');
    writeFileSync(fragment, '<form>Load your FPL team</form>');
  });

  it('serves remote entries uncached and the runtime config from the environment', async () => {
    const entry = await request(app).get('/remotes/mf-drafts/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const config = await request(app).get('/app-config.json').expect(200);
    expect(config.body.remotes).toEqual({
      mf_drafts: '/remotes/mf-drafts/remoteEntry.js',
      mf_team_manager: '/remotes/mf-team-manager/remoteEntry.js',
      mf_stats: 'https://cdn.example.org/mf-stats/remoteEntry.js',
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
    // /api/drafts: proxied every time (/api/teams would be answered from the micro-cache).
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
});
