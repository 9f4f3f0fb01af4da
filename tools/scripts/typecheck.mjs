#!/usr/bin/env node
/**
 * `npm run typecheck`: every TypeScript project, one tsc per core: the build graph (libs,
 * services, gateway, tools; it emits the declarations the test programs read), the web code,
 * then the server-side tests and the e2e specs. Each program's output is printed whole when it
 * finishes, so parallel runs never interleave.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function run(args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      process.stdout.write(output);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} tsc ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
      resolve(code === 0);
    });
  });
}

// The web program reads libs from source (paths), so it needs nothing built and starts at once;
// the tests and e2e programs read the declarations the build graph emits, so they wait for it.
const width = Math.max(1, availableParallelism());
let running = 0;
const waiting = [];
const slot = async (args) => {
  while (running >= width) await new Promise((r) => waiting.push(r));
  running += 1;
  try {
    return await run(args);
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
};

const web = slot(['-p', 'tsconfig.web.json', '--noEmit']);
const built = await slot(['-b', 'tsconfig.build.json']);
const afterBuild = built ? await Promise.all([slot(['-p', 'tsconfig.tests.json']), slot(['-p', 'e2e/tsconfig.json', '--noEmit'])]) : [false];
process.exit((await web) && built && afterBuild.every(Boolean) ? 0 : 1);
