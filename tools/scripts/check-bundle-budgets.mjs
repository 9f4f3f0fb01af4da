#!/usr/bin/env node
/**
 * CI check after `npm run build`: loads every page of the built shell and remotes in Chromium
 * (no services needed) and fails when the shell's or a page's remote's first-load JS is over its
 * budget in bundle-budgets.json. Prints the figures either way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoads, kb, serveDists } from '../bench/first-load.mjs';
import { root } from '../bench/http-bench.mjs';

const budgets = JSON.parse(readFileSync(join(root, 'tools/scripts/bundle-budgets.json'), 'utf8'));
const server = await serveDists();
let over = 0;
try {
  console.log(`first-load JS, gzip KiB (budgets: shell ${budgets.shell}, ${JSON.stringify(budgets.remotes)})`);
  for (const row of await firstLoads(server.base)) {
    const problems = [];
    const remoteBudget = budgets.remotes[row.remote];
    if (row.shell / 1024 > budgets.shell) problems.push(`shell over ${budgets.shell}`);
    if (!(row.remoteOwn / 1024 <= remoteBudget)) problems.push(`${row.remote} over ${remoteBudget}`);
    if (row.remoteOwn === 0) problems.push(`${row.remote} never loaded`);
    over += problems.length;
    console.log(`${row.route.padEnd(18)} shell ${kb(row.shell).padStart(6)}  ${row.remote.padEnd(16)} ${kb(row.remoteOwn).padStart(6)}  ${problems.join('; ') || 'ok'}`);
  }
} finally {
  await server.close();
}
if (over) {
  console.error(`bundle budgets: ${over} problem(s); see docs/decisions/080 before raising a budget`);
  process.exit(1);
}
