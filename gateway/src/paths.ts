import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { REMOTES, SERVICES, type ServiceName } from '@draftroom/contracts';

/** Where things are in this checkout, for the CLI (CI and `npm start`). */
export function repoRoot(from = __dirname): string {
  let dir = resolve(from);
  while (dirname(dir) !== dir) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in JSON.parse(readFileSync(pkg, 'utf8'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

export function localLayout(root = repoRoot()) {
  return {
    shellRoot: join(root, 'shell', 'dist'),
    remoteRoots: Object.fromEntries(Object.values(REMOTES).map((r) => [r.folder, join(root, r.folder, 'dist')])),
    shirtsRoot: join(root, 'tools', 'shirts', 'dist'),
  };
}

/** Each remote folder's version in this checkout (its package.json): the build the manifest names by default. */
export function remoteVersions(root = repoRoot()): Record<string, string> {
  return Object.fromEntries(Object.values(REMOTES).map((r) => {
    const pkg = join(root, r.folder, 'package.json');
    return [r.folder, existsSync(pkg) ? (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version : '0.0.0'];
  }));
}

/**
 * Each service's replicas: DRAFTS_SERVICE_URL etc., a comma-separated list of base URLs (the
 * launcher's REPLICAS, issue 29), else the default local port.
 */
export function serviceReplicaUrls(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, string[]> {
  return Object.fromEntries(
    Object.values(SERVICES).map((s) => [s.name, (env[s.urlEnv] ?? `http://127.0.0.1:${s.port}`).split(',').map((u) => u.trim()).filter(Boolean)]),
  ) as Record<ServiceName, string[]>;
}

/** One base URL per service, the first replica's: the Node gateway sends everything there. */
export function serviceUrls(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, string> {
  return Object.fromEntries(Object.entries(serviceReplicaUrls(env)).map(([name, urls]) => [name, urls[0]])) as Record<ServiceName, string>;
}
