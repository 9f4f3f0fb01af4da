import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@draftroom/testing/services';
import { renderNginxConf, type NginxOptions } from '../src/nginx';

export const nginxInstalled = spawnSync('nginx', ['-v']).status === 0;

/** A shell build with only index.html, readable by nginx's workers (mkdtemp makes folders 0700). */
export function shellDir(): string {
  const shell = mkdtempSync(join(tmpdir(), 'gw-shell-'));
  chmodSync(shell, 0o755);
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  mkdirSync(join(shell, 'public'));
  return shell;
}

/**
 * nginx in front of services that are not running (every /api request it lets through is its 503),
 * on a free port; `extra` overrides options of the conf (`upstreams`: services that do run).
 * Stop it with `stop()`.
 */
export async function nginxBeforeDeadServices(extra: Partial<NginxOptions> = {}): Promise<{ base: string; stop: () => void }> {
  const runtime = mkdtempSync(join(tmpdir(), 'gw-nginx-'));
  // nginx's workers (not root) write the proxy cache here; mkdtemp makes it 0700.
  chmodSync(runtime, 0o755);
  const dead = `127.0.0.1:${await freePort()}`;
  const port = await freePort();
  const shell = shellDir();
  writeFileSync(join(runtime, 'app-config.json'), '{}');
  writeFileSync(join(runtime, 'nginx.conf'), renderNginxConf({
    listen: port, upstreams: { drafts: [dead], planner: [dead], stats: [dead] }, shellRoot: shell, remoteRoots: {},
    shirtsRoot: join(shell, 'public'), appConfigFile: join(runtime, 'app-config.json'), runtimeDir: runtime, foreground: true, ...extra,
  }));
  const nginx: ChildProcess = spawn('nginx', ['-c', join(runtime, 'nginx.conf'), '-p', runtime], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i += 1) {
    if (await fetch(`${base}/`).then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop: () => nginx.kill('SIGQUIT') };
}
