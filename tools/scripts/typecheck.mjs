#!/usr/bin/env node
/** `npm run typecheck`: every TypeScript project, server side (with tests) and web. */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const projects = [
  ['tsc', '-b', 'tsconfig.build.json'],
  ['tsc', '-p', 'services/drafts/tsconfig.json', '--noEmit'],
  ['tsc', '-p', 'services/planner/tsconfig.json', '--noEmit'],
  ['tsc', '-p', 'services/stats/tsconfig.json', '--noEmit'],
  ['tsc', '-p', 'tsconfig.tests.json'],
  ['tsc', '-p', 'tsconfig.web.json', '--noEmit'],
  ['tsc', '-p', 'e2e/tsconfig.json', '--noEmit'],
];
let failed = 0;
for (const args of projects) {
  const res = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  console.log(`${res.status === 0 ? 'ok  ' : 'FAIL'} ${args.join(' ')}`);
  if (res.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
