/**
 * The references the platform bench sets its figures beside, started on the same machine in the
 * same run: nginx as the gateway in front of the running services (the docker / E2E_GATEWAY
 * setup) and nginx serving a payload as a static file. Each returns { base, stop }.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_RATE_LIMITS, root } from './http-bench.mjs';

async function waitForPort(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} never answered`);
}

function runNginx(confFile, runtime, base) {
  const child = spawn(process.env.NGINX_BIN ?? 'nginx', ['-c', confFile, '-p', runtime], { stdio: 'inherit' });
  const exited = new Promise((_, reject) => child.once('error', reject));
  process.once('exit', () => child.kill('SIGTERM'));
  return Promise.race([exited, waitForPort(base)]).then(() => ({ base, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) }));
}

/** nginx.conf of gateway/ in front of the given services, on `port`. */
export function startNginxGateway({ port, runtime, services }) {
  mkdirSync(runtime, { recursive: true });
  const env = { ...process.env, ...NO_RATE_LIMITS, DRAFTS_SERVICE_URL: services.drafts, PLANNER_SERVICE_URL: services.planner, STATS_SERVICE_URL: services.stats };
  const conf = spawnSync(process.execPath, ['gateway/dist/cli.js', 'nginx', '--listen', String(port), '--runtime', runtime, '--foreground'], { cwd: root, env, encoding: 'utf8' });
  if (conf.status !== 0) throw new Error(conf.stderr);
  const confFile = join(runtime, 'nginx.conf');
  writeFileSync(confFile, conf.stdout);
  return runNginx(confFile, runtime, `http://127.0.0.1:${port}`);
}

/**
 * nginx serving `files` ({ name: { raw, gzip } }) as static files, the gzip copy through
 * gzip_static, with the gateway's worker and keep-alive settings: the best a byte-for-byte
 * identical answer can do on this machine.
 */
export function startNginxStatic({ port, runtime, files }) {
  const html = join(runtime, 'html');
  mkdirSync(join(runtime, 'logs'), { recursive: true });
  mkdirSync(html, { recursive: true });
  for (const [name, { raw, gzip }] of Object.entries(files)) {
    writeFileSync(join(html, name), raw);
    if (gzip) writeFileSync(join(html, `${name}.gz`), gzip);
  }
  // Started as root, nginx's workers would run as 'nobody', who cannot read a private temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const conf = `${user}daemon off;
worker_processes auto;
error_log ${join(runtime, 'logs', 'error.log')} warn;
pid ${join(runtime, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  keepalive_requests 100000;
  types { application/json json; text/html html; }
  client_body_temp_path ${join(runtime, 'tmp')};
  server {
    listen 127.0.0.1:${port};
    root ${html};
    gzip_static on;
    location / { add_header Cache-Control no-cache; }
  }
}
`;
  mkdirSync(join(runtime, 'tmp'), { recursive: true });
  const confFile = join(runtime, 'static.conf');
  writeFileSync(confFile, conf);
  return runNginx(confFile, runtime, `http://127.0.0.1:${port}/`);
}
