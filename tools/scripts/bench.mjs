#!/usr/bin/env node
/**
 * `npm run bench`: the platform table (gateway/bench/platform.bench.mjs): every figure of issue 12
 * beside its reference, one stack, about a minute and a half (docs/decisions/083).
 * `npm run bench -- all` runs every benchmark script (`bench/*.bench.mjs` in any workspace) one
 * after another, each on its own stack; `npm run bench -- stats` only those whose path contains
 * "stats". Benchmarks measure; they never pass or fail on a threshold.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const filter = process.argv[2] ?? 'gateway/bench/platform';
const SKIP = new Set(['node_modules', 'dist', '.git', '.data']);

function find(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) find(path, out);
    else if (e.name.endsWith('.bench.mjs') && dirname(path).endsWith('bench')) out.push(path);
  }
  return out;
}

if (!existsSync(join(root, 'services/stats/dist/main.js'))) {
  console.log('bench: building first (npm run build)');
  spawnSync('node', ['tools/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
const scripts = find(root).filter((p) => filter === 'all' || p.includes(filter)).sort();
let failed = 0;
for (const script of scripts) {
  console.log(`\n━━ ${relative(root, script)} ━━`);
  const res = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) failed += 1;
}
if (scripts.length === 0) console.log('no benchmarks found');
process.exit(failed ? 1 : 0);
