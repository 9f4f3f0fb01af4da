/**
 * Helpers for benchmark scripts: start the product on its own ports and data, and measure an
 * HTTP endpoint's latency percentiles under a given concurrency.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts the whole stack (npm start's launcher) on PORT_BASE+80 and waits until it is ready.
 * BENCH_PORT_BASE moves every bench's ports (each script keeps its own offset from it).
 */
/** Benchmarks send thousands of requests from one address: they measure the product, not its rate limits. */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_WRITES_PER_MINUTE: '0',
  GATEWAY_RATE_LIMIT_WRITES_PER_MINUTE: '0',
  GATEWAY_RATE_LIMIT_READS_PER_MINUTE: '0',
};

export async function startStack({ portBase = 28000, env = {} } = {}) {
  if (process.env.BENCH_PORT_BASE) portBase = Number(process.env.BENCH_PORT_BASE) + (portBase % 1000);
  const childEnv = {
    ...process.env,
    PORT: String(portBase + 80),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'draftroom-bench-')),
    DRAFTS_PORT: String(portBase + 101),
    PLANNER_PORT: String(portBase + 102),
    STATS_PORT: String(portBase + 103),
    FPL_FIXTURE_PORT: String(portBase + 199),
    DRAFTROOM_FIXTURE_SERVER: '1',
    LOG_LEVEL: 'warn',
    ...NO_RATE_LIMITS,
    ...env,
  };
  const child = spawn(process.execPath, [join(root, 'tools/launcher/start.mjs')], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] });
  const base = `http://127.0.0.1:${portBase + 80}`;
  // A bench that dies must not leave the stack running on its ports.
  process.once('exit', () => child.kill('SIGTERM'));
  const lines = [];
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      lines.push(String(chunk));
      if (String(chunk).includes('ready:')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`stack exited with ${code}`)));
  });
  const seconds = (pattern) => Number(pattern.exec(lines.join(''))?.[1] ?? NaN);
  return {
    base,
    /** What the launcher reported of the first import and projection, in seconds (NaN when none ran). */
    startup: { import: seconds(/import finished \(\d+ rows in ([\d.]+)s\)/), projections: seconds(/projections ready \([^)]*, ([\d.]+)s\)/) },
    stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))),
  };
}

function once(url, headers, agent = keepAlive) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode, bytes, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

import { Agent } from 'node:http';
const keepAlive = new Agent({ keepAlive: true, maxSockets: 256 });

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Fires `requests` GETs with `concurrency` in flight, or as many as fit in `seconds` when that is
 * given (a round of fixed length lasts as long on a fast machine as on a slow one, so no round is
 * a few tens of milliseconds of noise); returns p50/p95/p99/max in ms and bytes per answer.
 */
export async function measure(url, { requests = 300, concurrency = 8, headers = {}, warmup = true, seconds, freshConnections = false } = {}) {
  // Fresh connections: the server's workers take them anew, so how they happened to be spread
  // over its workers is redrawn for each call instead of holding for a whole run.
  const agent = freshConnections ? new Agent({ keepAlive: true, maxSockets: 256 }) : keepAlive;
  try {
    return await timedRequests(url, { requests, concurrency, headers, warmup, seconds, agent });
  } finally {
    if (freshConnections) agent.destroy();
  }
}

async function timedRequests(url, { requests, concurrency, headers, warmup, seconds, agent }) {
  const times = [];
  let bytes = 0;
  let statuses = new Set();
  let next = 0;
  let last;
  if (warmup) await once(url, headers, agent); // warm up caches
  const started = Date.now();
  const deadline = seconds ? started + seconds * 1000 : Infinity;
  const more = () => (seconds ? Date.now() < deadline : next < requests);
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (more()) {
      next += 1;
      const r = await once(url, headers, agent);
      times.push(r.ms);
      bytes = r.bytes;
      last = r;
      statuses.add(r.status);
    }
  }));
  const elapsed = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), max: times[times.length - 1],
    rps: times.length / elapsed, bytes, statuses: [...statuses].join(','), headers: last?.headers,
  };
}

export function printRow(label, r) {
  const f = (n) => n.toFixed(1).padStart(7);
  console.log(`${label.padEnd(44)} p50${f(r.p50)}ms p95${f(r.p95)}ms p99${f(r.p99)}ms max${f(r.max)}ms ${r.rps.toFixed(0).padStart(6)} req/s ${String(r.bytes).padStart(8)} B  [${r.statuses}]`);
}

/** POSTs a JSON body on the keep-alive agent; resolves with its time, status and body text. */
export function post(url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const started = process.hrtime.bigint();
    const req = request(url, { method: 'POST', agent: keepAlive, headers: { 'content-type': 'application/json', 'content-length': data.length, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** Runs `count` jobs with `concurrency` in flight; returns the same figures as measure(). */
export async function timed(count, concurrency, job) {
  const times = [];
  const statuses = new Set();
  let next = 0;
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      const r = await job(i);
      times.push(r.ms);
      statuses.add(r.status);
    }
  }));
  times.sort((a, b) => a - b);
  return {
    p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), max: times[times.length - 1],
    rps: count / ((Date.now() - started) / 1000), bytes: 0, statuses: [...statuses].join(','),
  };
}

const median = (results, key) => [...results].sort((x, y) => x[key] - y[key])[Math.floor(results.length / 2)];

/**
 * A figure and its reference measured in alternation (ABBA ABBA...) after an untimed warm-up of
 * both, in ten rounds of fixed length, each round on connections of its own; the ratio is the
 * median of the rounds' ratios, so a load spike or a drift of the shared machine hits both sides
 * alike (docs/bench.md). Throws on any non-200 answer: the comparison would be meaningless.
 */
export async function paired(url, referenceUrl, { seconds = 0.5, concurrency, headers = {}, rounds = 10 }) {
  const options = { concurrency, headers, freshConnections: true };
  for (const target of [url, referenceUrl]) await measure(target, { ...options, seconds: seconds / 2 });
  const ours = [];
  const theirs = [];
  const once = async (target, into) => into.push(await measure(target, { ...options, seconds }));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? [[url, ours], [referenceUrl, theirs]] : [[referenceUrl, theirs], [url, ours]];
    for (const [target, into] of order) await once(target, into);
  }
  const bad = [...ours, ...theirs].map((r) => r.statuses).filter((st) => st !== '200');
  if (bad.length) throw new Error(`${url} or ${referenceUrl} answered ${bad.join(' ')}`);
  const ratios = ours.map((a, i) => ({ rps: a.rps / theirs[i].rps }));
  return { a: median(ours, 'rps'), b: median(theirs, 'rps'), ratio: median(ratios, 'rps').rps };
}
