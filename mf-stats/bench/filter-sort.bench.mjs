/**
 * "Filtering, sorting and paging ~800 players responds within one frame" (issue 4), measured
 * two ways on the real data served by a stack started for the run:
 *   1. the domain functions the screens call (filter + sort + page) in Node, many times;
 *   2. in Chromium, from a filter change to the next painted frame, on the real pages.
 * A frame at 60 Hz is 16.7 ms. Figures only; nothing passes or fails on them.
 */
import { createRequire } from 'node:module';
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { root, startStack } from '../../tools/bench/http-bench.mjs';

const require = createRequire(import.meta.url);
const domain = require('@draftroom/domain');
const { chromium } = require(join(root, 'node_modules/playwright'));

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(label, times) {
  const s = [...times].sort((a, b) => a - b);
  console.log(`${label.padEnd(58)} p50 ${pct(s, 50).toFixed(3).padStart(7)} ms  p95 ${pct(s, 95).toFixed(3).padStart(7)} ms  max ${s[s.length - 1].toFixed(3).padStart(7)} ms  (n=${s.length})`);
}
function time(label, runs, fn) {
  for (let i = 0; i < 20; i += 1) fn(i); // warm up the JIT
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const t = process.hrtime.bigint();
    fn(i);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  report(label, times);
}

const stack = await startStack({ portBase: 20500 });
try {
  const get = async (path) => (await fetch(`${stack.base}${path}`)).json();
  const [players, rows2526, rows2425, fixtures, teams, season] = await Promise.all(
    ['/api/players', '/api/season-stats-2526', '/api/season-stats', '/api/fixtures', '/api/teams', '/api/season'].map(get),
  );
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (timings stretch with load)`);
  console.log(`data: ${players.length} players, ${rows2526.length} rows 25/26, ${rows2425.length} rows 24/25, ${fixtures.length} fixtures\n`);

  console.log('1. domain functions in Node (one filter change = filter + sort + page):');
  const searches = ['', 'sa', 'odegaard', 'son', '', 'mar', 'x', ''];
  const teamsShort = ['', 'ARS', '', 'MCI', 'LIV', ''];
  const available = domain.availableXptsGameweeks(players);
  time('xPts: available gameweeks', 200, () => domain.availableXptsGameweeks(players));
  time('xPts: filter + sort (one gameweek) + page', 500, (i) => {
    const view = { mode: 'single', gameweek: available[i % available.length] };
    const cols = domain.xptsColumns(view, available, season.planningFrom);
    const out = domain.xptsRows(players, { search: searches[i % searches.length], team: teamsShort[i % teamsShort.length], positions: [] }, view, cols);
    domain.pageSlice(out, 1, domain.XPTS_PAGE_SIZE);
  });
  time('xPts: filter + range total over 12 gameweeks + sort + page', 500, (i) => {
    const view = { mode: 'range', from: 1 + (i % 20), to: 12 + (i % 20) };
    const cols = domain.xptsColumns(view, available, season.planningFrom);
    domain.pageSlice(domain.xptsRows(players, { search: searches[i % searches.length], team: '', positions: [] }, view, cols), 2, 25);
  });
  const sortKeys = domain.SEASON_SORT_KEYS_2526;
  const filters = (i) => ({
    search: searches[i % searches.length], positions: i % 3 ? [] : ['DEF', 'MID'], team: teamsShort[i % teamsShort.length],
    minMinutes: [90, 1, 450][i % 3], price: { min: 4, max: 15 },
  });
  time('Stats 25/26: filter + sort + page', 500, (i) => {
    const out = domain.sortSeasonRows(domain.filterSeasonRows(rows2526, filters(i), { excludeMinutesUpTo: 1 }), sortKeys[i % sortKeys.length], sortKeys);
    domain.pageSlice(out, 1, domain.STATS_PAGE_SIZE);
  });
  time('Stats 24/25: filter + sort + page', 500, (i) => {
    const keys = domain.SEASON_SORT_KEYS_2425;
    domain.pageSlice(domain.sortSeasonRows(domain.filterSeasonRows(rows2425, filters(i)), keys[i % keys.length], keys), 1, 20);
  });
  time('FDR matrix: 20 clubs x 6 gameweeks, difficulty sort', 500, (i) => {
    domain.fdrMatrix(teams, fixtures, domain.gameweekRange(1 + (i % 30), 6 + (i % 30)), { sort: 'difficulty' });
  });
  time('Pairings: 190 pairs x 12 gameweeks, best 20', 200, (i) => {
    domain.fixturePairings(teams, fixtures, domain.gameweekRange(1 + (i % 26), 12 + (i % 26)));
  });

  console.log('\n2. Chromium, from a filter change to the next painted frame (the real page, production build):');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  // Change a <select> the way a user does. Two figures per change: the work (React's event
  // handler, render and commit, then a forced style and layout: everything that must fit in
  // one frame) and the time until the next frame has been painted (vsync-aligned, so up to one
  // frame of waiting is included whatever the work).
  const changeToPaint = (selector, values) =>
    page.evaluate(async ({ selector, values }) => {
      const el = document.querySelector(selector);
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
      const work = [];
      const paint = [];
      for (const v of values) {
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        const t = performance.now();
        setter.call(el, v);
        el.dispatchEvent(new Event('change', { bubbles: true }));
        void document.body.getBoundingClientRect().height; // force style + layout now
        work.push(performance.now() - t);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        paint.push(performance.now() - t);
      }
      return { work, paint };
    }, { selector, values });
  const both = async (label, selector, values) => {
    const { work, paint } = await changeToPaint(selector, values);
    report(`${label}: work (handler+render+layout)`, work);
    report(`${label}: to next painted frame`, paint);
  };
  const cycle = (list, n) => Array.from({ length: n }, (_, i) => list[i % list.length]);

  await page.goto(`${stack.base}/xpts`);
  await page.waitForSelector('table tbody tr');
  await both('xPts Team', '#xpts-team', cycle(['MCI', '', 'ARS', 'LIV', ''], 60));
  await both('xPts Gameweek', '#xpts-gameweek', cycle(available.slice(0, 12).map(String), 60));
  await page.goto(`${stack.base}/playerstats2526`);
  await page.waitForSelector('table tbody tr');
  await both('Stats 25/26 Sort by', '#ps2526-sort', cycle(['goals', 'xgc', 'points', 'bps', 'defcons'], 60));
  await both('Stats 25/26 Team', '#ps2526-team', cycle(['ARS', '', 'MCI', ''], 60));
  await page.goto(`${stack.base}/fdr`);
  await page.waitForSelector('table tbody tr');
  await both('FDR To', '#fdr-to', cycle(['12', '20', '8', '38', '10'], 60));
  // Calibration: the same forced re-layout for a plain, unstyled 25 x 13 table of numbers on
  // the same page. On a loaded machine both grow; the ratio says what our markup costs.
  const reference = await page.evaluate(async () => {
    const table = document.createElement('table');
    table.innerHTML = '<tbody>' + Array.from({ length: 25 }, (_, i) => '<tr>' + Array.from({ length: 13 }, (_, j) => `<td>${((i * j) / 7).toFixed(2)}</td>`).join('') + '</tr>').join('') + '</tbody>';
    document.body.appendChild(table);
    const time = async (tbody) => {
      const rows = [...tbody.children];
      const out = [];
      for (let i = 0; i < 60; i += 1) {
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        const t = performance.now();
        tbody.append(...rows.reverse());
        void document.body.getBoundingClientRect().height;
        out.push(performance.now() - t);
      }
      return out;
    };
    const plain = await time(table.querySelector('tbody'));
    table.remove();
    return { plain, ours: await time(document.querySelector('.dr-table tbody')) };
  });
  report('reference: re-sort + layout, plain 25x13 text table', reference.plain);
  report('reference: re-sort + layout, the FDR matrix (20x8)', reference.ours);
  await browser.close();
} finally {
  await stack.stop();
}
