/**
 * Latency of the season-stats endpoints through the gateway, on a stack started for the run:
 * the first request after start (which builds the season's figures once per dataset version),
 * then repeated requests served from memory, and revalidation with If-None-Match.
 */
import { measure, printRow, startStack } from '../../../tools/bench/http-bench.mjs';

const PATHS = ['/api/season-stats', '/api/season-stats-2526', '/api/player-gw-data/339', '/api/player-gw-data-2526/5', '/api/gameweek-points'];

const stack = await startStack({ portBase: 20500 });
try {
  console.log('first request of each (builds the figures of the season once):');
  for (const path of PATHS) {
    const t = performance.now();
    const res = await fetch(`${stack.base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    const body = await res.arrayBuffer();
    console.log(`  GET ${path.padEnd(30)} ${(performance.now() - t).toFixed(0).padStart(6)} ms  [${res.status}] ${body.byteLength} B`);
  }
  console.log('');
  for (const path of PATHS) printRow(`GET ${path} (gzip, c=8)`, await measure(`${stack.base}${path}`, { headers: { 'accept-encoding': 'gzip' } }));
  printRow('GET /api/season-stats-2526 (identity, c=2)', await measure(`${stack.base}/api/season-stats-2526`, { requests: 60, concurrency: 2 }));
  printRow('GET /api/season-stats-2526 (If-None-Match)', await measure(`${stack.base}/api/season-stats-2526`, { headers: { 'if-none-match': '*' } }));
  printRow('GET /api/player-gw-data-2526/999999 (404)', await measure(`${stack.base}/api/player-gw-data-2526/999999`, { requests: 100 }));
} finally {
  await stack.stop();
}
