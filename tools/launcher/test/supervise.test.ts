/** @engines sqlite: about processes, no storage */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '@draftroom/testing/services';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { supervise } = require('../supervise.cjs') as typeof import('../supervise.cjs');

/** A stand-in service: answers its port with its pid. */
const serverScript = (port: number) =>
  `require('node:http').createServer((q, s) => s.end(String(process.pid))).listen(${port}, '127.0.0.1')`;

const answer = async (port: number): Promise<string | null> => {
  try {
    return await (await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) })).text();
  } catch {
    return null;
  }
};

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 8000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

/**
 * One crash never takes the product down (issue 11 item 3, decision 073): a killed service comes
 * back while the others keep answering, and the children stop when the launcher is killed.
 */
describe('the launcher supervises its children', () => {
  it('restarts a killed service while the other keeps answering', async () => {
    const [a, b] = [await freePort(), await freePort()];
    const first = supervise('a', ['-e', serverScript(a)], { minPauseMs: 200 });
    const second = supervise('b', ['-e', serverScript(b)], { minPauseMs: 200 });
    try {
      const pidA = await until(() => answer(a), (v) => v !== null);
      expect(await until(() => answer(b), (v) => v !== null)).not.toBeNull();
      first.child!.kill('SIGKILL');
      expect(await answer(b)).not.toBeNull();
      const back = await until(() => answer(a), (v) => v !== null && v !== pidA);
      expect(back).not.toBeNull();
      expect(back).not.toBe(pidA);
    } finally {
      first.stop('SIGKILL');
      second.stop('SIGKILL');
    }
  });

  it('leaves no child behind when the launcher is killed with SIGKILL', async () => {
    const port = await freePort();
    const launcherScript = `require(${JSON.stringify(join(__dirname, '..', 'supervise.cjs'))}).supervise('svc', ['-e', ${JSON.stringify(serverScript(port))}]); setInterval(() => {}, 1000);`;
    const launcher = spawn(process.execPath, ['-e', launcherScript], { stdio: 'ignore' });
    try {
      expect(await until(() => answer(port), (v) => v !== null)).not.toBeNull();
      launcher.kill('SIGKILL');
      expect(await until(() => answer(port), (v) => v === null, 6000)).toBeNull();
    } finally {
      launcher.kill('SIGKILL');
    }
  });

  it("keeps a service's own child process (a solve) alive while the launcher lives, and stops it with the launcher", async () => {
    const [port, childPort] = [await freePort(), await freePort()];
    // Like the planner's solve pool: the service forks a Node child with its own preload (execArgv).
    const serviceScript = `${serverScript(port)};
      require('node:child_process').spawn(process.execPath, [...process.execArgv.slice(0, 2), '-e', ${JSON.stringify(serverScript(childPort))}], { stdio: 'ignore' });`;
    const launcherScript = `require(${JSON.stringify(join(__dirname, '..', 'supervise.cjs'))}).supervise('svc', ['-e', ${JSON.stringify(serviceScript)}]); setInterval(() => {}, 1000);`;
    const launcher = spawn(process.execPath, ['-e', launcherScript], { stdio: 'ignore' });
    try {
      const child = await until(() => answer(childPort), (v) => v !== null);
      expect(child).not.toBeNull();
      // The watchdog looks once a second; a child that took itself for an orphan was gone by now.
      await new Promise((r) => setTimeout(r, 2500));
      expect(await answer(childPort)).toBe(child);
      launcher.kill('SIGKILL');
      expect(await until(() => answer(childPort), (v) => v === null, 6000)).toBeNull();
      expect(await until(() => answer(port), (v) => v === null, 6000)).toBeNull();
    } finally {
      launcher.kill('SIGKILL');
    }
  });
});
