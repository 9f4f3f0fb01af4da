/**
 * The e2e stack (e2e/support/stack.mjs) started ahead of the e2e specs: its first import and
 * projections (the slow part of a start, mostly on one core) then overlap with other work instead of being
 * waited for. Playwright finds it running (E2E_STACK_STARTED=1 lets it reuse the server).
 * Its output goes to .data/e2e-stack.log.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const logFile = (root) => join(root, '.data', 'e2e-stack.log');

export function startStack(root, env) {
  mkdirSync(join(root, '.data'), { recursive: true });
  const out = openSync(logFile(root), 'w');
  const child = spawn(process.execPath, [join(root, 'e2e/support/stack.mjs')], { cwd: root, env, stdio: ['ignore', out, out] });
  let exited = false;
  child.on('exit', () => (exited = true));
  return {
    ready: (timeoutMs) => waitForStack(root, env, () => exited, timeoutMs),
    stop() {
      if (exited) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    },
  };
}

/** A stack the caller started (.ci/run starts it during its static checks) and will stop. */
export function attachStack(root, env) {
  return { ready: (timeoutMs) => waitForStack(root, env, () => false, timeoutMs), stop: () => Promise.resolve() };
}

/** Waits until the stack answers ready; false (with its log shown) if it stopped or timed out. */
async function waitForStack(root, env, exited, timeoutMs = 300_000) {
  const health = `http://127.0.0.1:${Number(env.E2E_PORT_BASE ?? 18000) + 80}/health/stats`;
  const deadline = Date.now() + timeoutMs;
  while (!exited() && Date.now() < deadline) {
    const res = await fetch(health).catch(() => undefined);
    if (res?.status === 200) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  const log = logFile(root);
  console.error(`the e2e stack did not get ready; its log (${log}):\n${readFileSync(log, 'utf8').split('\n').slice(-40).join('\n')}`);
  return false;
}
