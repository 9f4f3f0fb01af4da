#!/usr/bin/env node
/**
 * Where a cold first visit's time goes, for the pages named (default /xpts):
 *   node tools/bench/first-visit-timeline.mjs /xpts /team-manager
 * The same stack as the platform bench (the product as `npm start` runs it, nginx in front), one
 * untimed visit to fill the gateway's cache, then one traced visit in a fresh browser context.
 * Prints the LCP candidates, each request's start and end, and how busy the page's main thread
 * was in each 100 ms from navigation, with what kept it busy. Traced, a visit is slower than in the
 * bench's LCP rows: read the order of events and the busy share, not the absolute times.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, LAUNCH } from './first-load.mjs';
import { startStack } from './http-bench.mjs';
import { startNginxGateway } from './references.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 28000);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/xpts'];
const ms = (us) => (us / 1000).toFixed(0).padStart(5);
const short = (url) => url.replace(/^https?:\/\/[^/]+/, '');

/** The renderer's main thread: the one that parsed the page's HTML. */
function mainThread(events) {
  const parse = events.find((e) => e.name === 'ParseHTML');
  return (e) => e.pid === parse.pid && e.tid === parse.tid;
}

/** What one traced visit shows, from the page's request. */
function report(events) {
  const onMain = mainThread(events);
  // From the document's request: the navigation's own start is recorded in the browser process.
  const start = events.find((e) => e.name === 'ResourceSendRequest').ts;
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').map((e) => ms(e.ts - start).trim());
  console.log(`  LCP candidates (ms): ${lcp.join(', ') || 'none'}`);
  const finished = new Map(events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args.data.requestId, e.ts]));
  for (const sent of events.filter((e) => e.name === 'ResourceSendRequest')) {
    const end = finished.get(sent.args.data.requestId);
    console.log(`  ${ms(sent.ts - start)} - ${end ? ms(end - start) : '    ?'}  ${short(sent.args.data.url)}`);
  }
  // Top-level tasks only (a task's children would count its time twice), by 100 ms window.
  const tasks = events.filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask');
  const windows = new Map();
  for (const task of tasks) {
    const window = Math.floor((task.ts - start) / 100_000);
    const inner = events.filter((e) => onMain(e) && e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur
      && ['EvaluateScript', 'FunctionCall', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'MinorGC', 'MajorGC'].includes(e.name));
    const slot = windows.get(window) ?? { busy: 0, what: new Map() };
    slot.busy += task.dur / 1000;
    for (const e of inner) {
      const key = e.name === 'EvaluateScript' ? `run ${short(e.args?.data?.url ?? '').split('/').pop()}` : e.name;
      slot.what.set(key, (slot.what.get(key) ?? 0) + e.dur / 1000);
    }
    windows.set(window, slot);
  }
  console.log('  main thread: ms of tasks starting in each 100 ms from the request, and what ran in them:');
  for (const [window, { busy, what }] of [...windows].sort((a, b) => a[0] - b[0])) {
    if (window < 0 || busy < 1) continue;
    const top = [...what].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
    console.log(`  ${String(window * 100).padStart(5)}  ${busy.toFixed(0).padStart(3)}  ${top}`);
  }
}

const stack = await startStack({ portBase: BASE, env: { LOG_LEVEL: 'info' } });
const services = { drafts: `http://127.0.0.1:${BASE + 101}`, planner: `http://127.0.0.1:${BASE + 102}`, stats: `http://127.0.0.1:${BASE + 103}` };
const runtime = mkdtempSync(join(tmpdir(), 'draftroom-timeline-'));
const nginx = await startNginxGateway({ port: BASE + 81, runtime, services });
const browser = await chromium.launch(LAUNCH);
try {
  for (const path of paths) {
    for (const traced of [false, true]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const file = join(runtime, 'trace.json');
      if (traced) await browser.startTracing(page, { path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink'] });
      await page.goto(`${nginx.base}${path}`, { waitUntil: 'networkidle' });
      if (traced) {
        await browser.stopTracing();
        console.log(`\n${path}`);
        report(JSON.parse(readFileSync(file, 'utf8')).traceEvents);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await nginx.stop();
  await stack.stop();
}
