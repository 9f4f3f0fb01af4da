#!/usr/bin/env node
/**
 * Builds everything `npm start` runs: the TypeScript of libs, services, gateway and tools
 * (tsc -b, incremental), the shell and the three remotes (Rspack, production), and the shirt
 * images. `--if-stale` skips the work when nothing changed since the last build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const stamp = join(root, '.data', 'build-stamp');
const SOURCE_DIRS = ['libs', 'services', 'gateway', 'tools', 'shell', 'mf-drafts', 'mf-team-manager', 'mf-stats', 'data'];
const SKIP = new Set(['node_modules', 'dist', 'test', '.data']);

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function run(label, cmd, args) {
  const started = Date.now();
  process.stdout.write(`build: ${label}... `);
  execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`${((Date.now() - started) / 1000).toFixed(1)}s`);
}

const ifStale = process.argv.includes('--if-stale');
if (ifStale && existsSync(stamp)) {
  const built = statSync(stamp).mtimeMs;
  const newest = Math.max(...SOURCE_DIRS.map((d) => newestSource(join(root, d))));
  if (newest <= built) {
    console.log('build: up to date');
    process.exit(0);
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
run('TypeScript (libs, services, gateway, tools)', npx, ['tsc', '-b', 'tsconfig.build.json']);
run('shirt images (pngjs)', process.execPath, ['tools/shirts/draw-shirts.mjs']);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const app of ['shell', 'mf-drafts', 'mf-team-manager', 'mf-stats']) {
  run(`${app} (Rspack)`, npm, ['run', 'build', '--silent', '-w', `@draftroom/${app}`]);
}
mkdirSync(dirname(stamp), { recursive: true });
writeFileSync(stamp, new Date().toISOString());
