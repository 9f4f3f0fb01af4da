import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** Names the folder tools/jest/global-setup.js creates for one jest run (and removes after it). */
export const TEST_RUN_ENV = 'DRAFTROOM_TEST_RUN';

/**
 * Scratch space shared by every worker of one jest run: database templates and cached fixtures.
 * Outside jest's global setup (a script importing the helpers) each process gets its own.
 */
export function testRun(): { dir: string; id: string } {
  const dir = (process.env[TEST_RUN_ENV] ??= join(tmpdir(), `drtest-${process.pid.toString(36)}`));
  mkdirSync(dir, { recursive: true });
  // A short id for names that must be short (PostgreSQL identifiers stop at 63 characters).
  return { dir, id: basename(dir).replace(/[^a-z0-9]/gi, '').slice(-10).toLowerCase() };
}

const POLL_MS = 100;

/**
 * Runs `build` once per test run however many workers ask, and answers its (JSON) result to all:
 * the first worker to take the lock builds, the others wait for the result file. A failed build
 * is remembered, so the waiting workers fail with its message instead of timing out.
 */
export async function oncePerRun<T>(key: string, build: () => Promise<T>, timeoutMs = 600_000): Promise<T> {
  const { dir } = testRun();
  const done = join(dir, `${key}.json`);
  const failed = join(dir, `${key}.failed`);
  if (existsSync(done)) return JSON.parse(readFileSync(done, 'utf8')) as T;
  const lock = join(dir, `${key}.lock`);
  if (takeLock(lock)) {
    writeFileSync(join(lock, 'pid'), String(process.pid));
    try {
      const result = await build();
      writeFileSync(`${done}.tmp`, JSON.stringify(result));
      renameSync(`${done}.tmp`, done);
      return result;
    } catch (error) {
      writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(done)) return JSON.parse(readFileSync(done, 'utf8')) as T;
    if (existsSync(failed)) throw new Error(`another test worker failed to build ${key}:\n${readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for another test worker to build ${key}`);
    if (!alive(lock)) throw new Error(`the test worker building ${key} stopped before it finished`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Whether the process holding a lock still runs (a lock without its pid yet is just being taken). */
function alive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** mkdir is atomic: exactly one process creates the folder. */
function takeLock(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
