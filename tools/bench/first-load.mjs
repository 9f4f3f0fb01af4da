/**
 * What the browser loads on a first visit to each page: every JavaScript file Chromium fetches
 * (cold cache, one fresh context per page) until the network is idle, sized gzip-compressed and
 * split into the shell's files and the page's remote's files, plus the page's LCP and any
 * preloaded script or style it never used. Used by the
 * bundle budget check (tools/scripts/check-bundle-budgets.mjs, against the built dist folders)
 * and by the platform bench (against the running stack, where the pages also have their data).
 */
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './http-bench.mjs';

const require = createRequire(import.meta.url);
const { loadRouteTable, loadDefaultDonateLinks } = require('../rspack-kit/lib/route-table.cjs');
const { chromium } = require(require.resolve('playwright', { paths: [join(root, 'e2e')] }));

export const routeTable = () => loadRouteTable();

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json', '.png': 'image/png' };

/** Serves the built shell and remotes the way the gateway lays them out, with no API behind. */
export function serveDists() {
  const { REMOTES, REMOTE_ENTRY_FILE, PAGE_ROUTES, firstViewFile } = loadRouteTable();
  const config = {
    remotes: Object.fromEntries(Object.values(REMOTES).map((r) => [r.name, `/remotes/${r.folder}/${REMOTE_ENTRY_FILE}`])),
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
    // A page's path gets its first view, as from the gateway (decision 156).
    const page = PAGE_ROUTES.some((r) => r.path === pathname) && fileFor(`/${firstViewFile(pathname)}`);
    const file = fileFor(pathname) ?? (page || join(root, 'shell', 'dist', 'index.html'));
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) });
  }));
}

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};

const gz = (buf) => gzipSync(buf).length;

/** Loads one page in a fresh context; returns its JS split shell/remote (gzip bytes) and its LCP. */
async function visit(browser, base, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__draftroomInserted = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.tagName === 'SCRIPT' && node.src) window.__draftroomInserted.push(node.src);
          if (node.tagName === 'LINK' && node.rel === 'stylesheet') window.__draftroomInserted.push(node.href);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(response.body().then((body) => ({ path: url.pathname, gzip: gz(body) }), () => undefined));
  });
  await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(() => new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries.length ? entries[entries.length - 1].startTime : null);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(null), 1000);
  }));
  // Preloaded scripts and styles the page never put to use (decision 150): a wasted download.
  // The federation runtime removes its <script> tags once loaded, so they are recorded as added.
  const unusedPreloads = await page.evaluate(() => {
    const used = new Set(window.__draftroomInserted ?? []);
    return [...document.querySelectorAll('link[rel="preload"]')]
      .filter((l) => (l.as === 'script' || l.as === 'style') && !used.has(l.href))
      .map((l) => new URL(l.href).pathname);
  });
  // The critical path: when the page's first GET left, against when its remote's code was in.
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const api = resources.filter((r) => new URL(r.name).pathname.startsWith('/api/')).map((r) => r.startTime);
    const entry = resources.find((r) => new URL(r.name).pathname.endsWith('/remoteEntry.js'));
    return { firstApi: api.length ? Math.min(...api) : null, remoteEntryEnd: entry ? entry.responseEnd : null };
  });
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const sum = (list) => list.reduce((n, f) => n + f.gzip, 0);
  const remoteFiles = files.filter((f) => f.path.startsWith('/remotes/'));
  return {
    route: route.path, remote: route.remote, lcp, unusedPreloads, ...timing,
    shell: sum(files.filter((f) => !f.path.startsWith('/remotes/'))), remoteOwn: sum(remoteFiles), files: files.length,
    // Part of `shell`, and render-blocking (decision 167): the first view's own small script.
    firstViewScript: sum(files.filter((f) => f.path.startsWith('/first-view-nav.'))),
  };
}

/** Visits every page of the route table (or `paths`) against `base`, one after another. */
export async function firstLoads(base, { paths } = {}) {
  const routes = loadRouteTable().PAGE_ROUTES.filter((r) => (paths ? paths.includes(r.path) : r.path !== '/'));
  const browser = await chromium.launch(LAUNCH);
  try {
    const out = [];
    for (const route of routes) out.push(await visit(browser, base, route));
    return out;
  } finally {
    await browser.close();
  }
}

/** A static HTML page with one heading: the LCP reference. */
export function serveStaticPage(port) {
  const html = '<!doctype html><html><head><meta charset="utf-8"><title>Static</title></head><body><h1>A static page</h1><p>The LCP reference.</p></body></html>';
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((r) => (server.closeAllConnections(), server.close(r))),
  })));
}

/** The static page's load, measured the same way as a product page. */
export async function staticPageLoad(base) {
  const browser = await chromium.launch(LAUNCH);
  try {
    return await visit(browser, base, { path: '/', remote: 'none' });
  } finally {
    await browser.close();
  }
}

/**
 * /xpts Team filter: from the change event to the next frame painted after it (a rAF then a
 * macrotask), for `changes` picks of the select, cycling through its options; p50 and p95 in ms.
 * `work`: the part of that time the page spends, React's commit of the change plus the rendering
 * of that frame (rAF to the task after its paint); the rest is waiting for the frame to start,
 * which at 60 Hz can be anywhere from 0 to 16.7 ms after the change (decision 157), given as `wait`.
 * Each change comes `gap` ms plus a random part of a frame after the previous one was painted
 * with its rows: a whole number of frames (50 ms is three) would land every change at the same
 * point of the frame, and the figures would depend on which point that was. How long Chromium
 * keeps its frame clock running after a paint also depends on the gap (decision 165).
 * `rows`: from the same change to the paint of the first frame whose table lists only the chosen
 * club's players (checked in each frame's rAF, so it is the frame that paints them): what the
 * user waits for, since the table may follow the select a frame or more later (decision 135).
 */
export async function xptsFilterChange(base, { changes = 60, gap = 250 } = {}) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${base}/xpts`, { waitUntil: 'networkidle' });
    const select = page.getByLabel('Team');
    await select.waitFor();
    const { paint, rows, work, wait } = await select.evaluate(async (el, [n, gap]) => {
      const options = [...el.options].map((o) => o.value);
      const shows = (club) => {
        const body = [...document.querySelectorAll('tbody tr')];
        return body.length > 0 && body.every((tr) => tr.textContent.includes(`${club} · `));
      };
      // Resolves after the next frame is painted, with whether that frame showed the club's rows.
      let frameStarted = 0;
      const nextPaint = (club) => new Promise((resolve) => requestAnimationFrame(() => {
        frameStarted = performance.now();
        const shown = shows(club);
        setTimeout(() => resolve(shown), 0);
      }));
      const out = { paint: [], rows: [], work: [], wait: [] };
      for (let i = 0; i < n; i += 1) {
        const club = options[(i % (options.length - 1)) + 1];
        const started = performance.now();
        el.value = club;
        el.dispatchEvent(new Event('change', { bubbles: true }));
        await Promise.resolve(); // after React's own microtask, which commits a discrete event's update
        const committed = performance.now();
        let shown = await nextPaint(club);
        const painted = performance.now();
        out.paint.push(painted - started);
        out.work.push(committed - started + (painted - frameStarted));
        out.wait.push(frameStarted - committed);
        while (!shown) {
          if (performance.now() - started > 5000) throw new Error(`the table never showed ${club}'s players`);
          shown = await nextPaint(club);
        }
        out.rows.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, gap + Math.random() * (1000 / 60)));
      }
      return out;
    }, [changes, gap]);
    const pct = (times, p) => [...times].sort((a, b) => a - b)[Math.floor(times.length * p)];
    return {
      p50: pct(paint, 0.5), p95: pct(paint, 0.95),
      rows: { p50: pct(rows, 0.5), p95: pct(rows, 0.95) }, work: { p50: pct(work, 0.5), p95: pct(work, 0.95) },
      wait: { p50: pct(wait, 0.5), p95: pct(wait, 0.95) },
    };
  } finally {
    await browser.close();
  }
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
