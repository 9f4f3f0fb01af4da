/**
 * What the browser loads on a first visit to a page: every JavaScript file Chromium fetches (cold
 * cache, a fresh context per visit) until the network is idle, sized gzip-compressed and split
 * into the shell's files and the page's remote's files, and the page's LCP. Used by the bundle
 * budget check (tools/scripts/check-bundle-budgets.mjs, against the built dist folders) and by
 * the platform bench (against the running stack, where the pages also have their data).
 */
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './http-bench.mjs';

const require = createRequire(import.meta.url);
const { loadRouteTable, loadDefaultDonateLinks } = require('../rspack-kit/lib/route-table.cjs');
export const { chromium } = require(require.resolve('playwright', { paths: [join(root, 'e2e')] }));

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json' };

/** Serves the built shell and remotes the way the gateway lays them out, with no API behind. */
export function serveDists() {
  const { REMOTES, remoteEntryPath } = loadRouteTable();
  const version = (folder) => JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).version;
  const config = {
    remotes: Object.fromEntries(Object.values(REMOTES).map((r) => [r.name, remoteEntryPath(r, version(r.folder))])),
    donateLinks: loadDefaultDonateLinks(),
  };
  const fileFor = (pathname) => {
    const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(pathname);
    const [dir, rest] = remote ? [join(root, remote[1], 'dist'), remote[2]] : [join(root, 'shell', 'dist'), pathname.slice(1)];
    const file = normalize(join(dir, rest));
    return file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : undefined;
  };
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname === '/app-config.json') return res.end(JSON.stringify(config));
    if (pathname.startsWith('/api/')) return res.writeHead(404).end('no API in the budget check');
    const file = fileFor(pathname) ?? join(root, 'shell', 'dist', 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) });
  }));
}

export const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};

/** The page's largest contentful paint so far, in ms from navigation start (null when none). */
const lcpOf = (page) => page.evaluate(() => new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(null), 1000);
}));

/** Loads `path` in a fresh context of `browser`; returns its JS split shell/remote (gzip bytes) and its LCP. */
export async function visit(browser, base, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) files.push(response.body().then((body) => ({ path: url.pathname, gzip: gzipSync(body).length }), () => undefined));
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const lcp = await lcpOf(page);
  const loaded = (await Promise.all(files)).filter(Boolean);
  await context.close();
  const sum = (list) => list.reduce((n, f) => n + f.gzip, 0);
  const remote = loaded.filter((f) => f.path.startsWith('/remotes/'));
  return { lcp, shell: sum(loaded.filter((f) => !f.path.startsWith('/remotes/'))), remoteOwn: sum(remote) };
}

/** Visits every page of the route table (or `paths`) against `base`, one after another. */
export async function firstLoads(base, { paths } = {}) {
  const routes = loadRouteTable().PAGE_ROUTES.filter((r) => (paths ? paths.includes(r.path) : r.path !== '/'));
  const browser = await chromium.launch(LAUNCH);
  try {
    const out = [];
    for (const route of routes) out.push({ route: route.path, remote: route.remote, ...(await visit(browser, base, route.path)) });
    return out;
  } finally {
    await browser.close();
  }
}

/** A static HTML page with one heading, served from memory: the LCP of a page that needs nothing. */
export function serveStaticPage() {
  const html = '<!doctype html><html><head><meta charset="utf-8"><title>Static</title></head><body><h1>A static page</h1><p>The LCP reference.</p></body></html>';
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    base: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((r) => (server.closeAllConnections(), server.close(r))),
  })));
}

/** The static page's LCP, median of `rounds` cold visits. */
export async function staticPageLcp(base, rounds) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const lcps = [];
    for (let i = 0; i < rounds; i += 1) lcps.push((await visit(browser, base, '/')).lcp);
    return lcps.sort((a, b) => a - b)[Math.floor(rounds / 2)];
  } finally {
    await browser.close();
  }
}
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * /xpts Team filter: from the change event to the paint of the first frame whose table lists
 * only the chosen club's players (checked in each frame's rAF, so it is the frame that paints
 * them), for `changes` picks about `gap` ms apart at a random point of the frame; p50 and p95.
 */
export async function xptsFilterChange(base, { changes = 60, gap = 250 } = {}) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${base}/xpts`, { waitUntil: 'networkidle' });
    const select = page.getByLabel('Team');
    await select.waitFor();
    const times = await select.evaluate(async (el, [n, pause]) => {
      const options = [...el.options].map((o) => o.value);
      const shows = (club) => {
        const rows = [...document.querySelectorAll('tbody tr')];
        return rows.length > 0 && rows.every((tr) => tr.textContent.includes(`${club} · `));
      };
      // After the next frame is painted: whether that frame showed the club's rows.
      const nextPaint = (club) => new Promise((resolve) => requestAnimationFrame(() => {
        const shown = shows(club);
        setTimeout(() => resolve(shown), 0);
      }));
      const out = [];
      for (let i = 0; i < n; i += 1) {
        const club = options[(i % (options.length - 1)) + 1];
        const started = performance.now();
        el.value = club;
        el.dispatchEvent(new Event('change', { bubbles: true }));
        while (!(await nextPaint(club))) {
          if (performance.now() - started > 5000) throw new Error(`the table never showed ${club}'s players`);
        }
        out.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * (1000 / 60)));
      }
      return out;
    }, [changes, gap]);
    const pct = (p) => [...times].sort((a, b) => a - b)[Math.floor(times.length * p)];
    return { p50: pct(0.5), p95: pct(0.95) };
  } finally {
    await browser.close();
  }
}
