import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export type StorageEngine = 'sqlite' | 'postgres';

/** PostgreSQL when DATABASE_URL is set (CI, docker-compose); an SQLite file under .data/ otherwise. */
export function storageEngine(env: NodeJS.ProcessEnv = process.env): StorageEngine {
  return env.DATABASE_URL ? 'postgres' : 'sqlite';
}

/** The repository root: the nearest folder up from here whose package.json declares workspaces. */
export function repoRoot(from: string = __dirname): string {
  let dir = resolve(from);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in JSON.parse(readFileSync(pkg, 'utf8'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** Folder for embedded databases: DATA_DIR, or .data/ at the repository root. Created on demand. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.DATA_DIR ? resolve(env.DATA_DIR) : join(repoRoot(), '.data');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Column types that differ between the two engines. Entities read them when their module loads,
 * so the engine is fixed per process (DATABASE_URL is set before anything imports an entity).
 */
export const columnTypes = (engine: StorageEngine = storageEngine()) =>
  ({
    timestamp: engine === 'postgres' ? 'timestamptz' : 'datetime',
  }) as const;
