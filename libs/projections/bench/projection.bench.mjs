/**
 * Solve time of the xPts projection as the project-xpts job runs it: 2025/26 with 2023/24 and
 * 2024/25 as history, at the data's clock (GW29, every gameweek incl. walk-forward) and at GW4.
 * Reading the snapshot is timed separately; the job itself reads from the database.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../../../tools/bench/http-bench.mjs';

const require = createRequire(import.meta.url);
const { readSnapshotSeason } = require('@draftroom/fpl-data');
const { projectSeason } = require('@draftroom/projections');

const dir = join(root, 'data/snapshot');
let t = performance.now();
const history = ['2023-24', '2024-25'].map((s) => readSnapshotSeason(dir, s));
const current = readSnapshotSeason(dir, '2025-26');
console.log(`read snapshot (3 seasons)            ${(performance.now() - t).toFixed(0).padStart(6)} ms`);

for (const asOfGameweek of [29, 4]) {
  const times = [];
  let rows = 0;
  for (let i = 0; i < 5; i += 1) {
    t = performance.now();
    rows = projectSeason({ current, history, asOfGameweek }).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`projectSeason as of GW${String(asOfGameweek).padEnd(2)} (${rows} rows)  median ${times[2].toFixed(0).padStart(6)} ms  min ${times[0].toFixed(0)} ms  max ${times[4].toFixed(0)} ms (5 runs)`);
}
