#!/usr/bin/env node
/**
 * gateway CLI
 *   nginx [--listen 8080] [--host H] [--runtime DIR] [--foreground] [--docker]   print nginx.conf for this checkout (or the docker image)
 *   app-config                                                        print the shell's runtime config from the environment
 *   serve                                                             run the Node gateway on PORT (default 8080)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { SERVICES, type ServiceName } from '@draftroom/contracts';
import { appConfigFromEnv } from './app-config';
import { createNodeGateway } from './node-gateway';
import { renderNginxConf } from './nginx';
import { gatewayRateLimits } from './rate-limits';
import { publicSourceMapsFromEnv } from './source-maps';
import { localLayout, repoRoot, serviceReplicaUrls, serviceUrls } from './paths';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

/** The paths inside the production image (see gateway/Dockerfile). */
export const DOCKER_LAYOUT = {
  shellRoot: '/srv/draftroom/shell',
  remoteRoots: { 'mf-drafts': '/srv/draftroom/mf-drafts', 'mf-team-manager': '/srv/draftroom/mf-team-manager', 'mf-stats': '/srv/draftroom/mf-stats' },
  shirtsRoot: '/srv/draftroom/public',
  appConfigFile: '/srv/draftroom/app-config.json',
  runtimeDir: '/var/lib/draftroom-nginx',
};

function nginx(): string {
  if (flag('docker')) {
    // One name per service: Docker's DNS answers every replica's address (deploy.replicas), and
    // nginx puts each of them in the upstream.
    const upstreams = Object.fromEntries(Object.values(SERVICES).map((s) => [s.name, [`${s.name}:${s.port}`]])) as Record<ServiceName, string[]>;
    return renderNginxConf({ ...DOCKER_LAYOUT, listen: 8080, upstreams, foreground: true, workerUser: 'www-data' });
  }
  const runtimeDir = arg('runtime') ?? join(repoRoot(), '.data', 'nginx');
  mkdirSync(runtimeDir, { recursive: true });
  // The launcher writes the manifest (APP_CONFIG_FILE); run alone, this writes one from the environment.
  const appConfigFile = process.env.APP_CONFIG_FILE ?? join(runtimeDir, 'app-config.json');
  if (!process.env.APP_CONFIG_FILE) writeFileSync(appConfigFile, JSON.stringify(appConfigFromEnv()));
  const upstreams = Object.fromEntries(Object.entries(serviceReplicaUrls()).map(([k, urls]) => [k, urls.map((url) => new URL(url).host)])) as Record<ServiceName, string[]>;
  return renderNginxConf({
    ...localLayout(), appConfigFile, runtimeDir, upstreams, listen: Number(arg('listen') ?? process.env.PORT ?? 8080), host: arg('host') ?? process.env.HOST, foreground: flag('foreground'),
    workerUser: process.getuid?.() === 0 ? userInfo().username : undefined, rateLimits: gatewayRateLimits(),
    publicSourceMaps: publicSourceMapsFromEnv(),
  });
}

function main(): void {
  const [command] = process.argv.slice(2);
  switch (command) {
    case 'nginx':
      process.stdout.write(nginx());
      break;
    case 'app-config':
      process.stdout.write(JSON.stringify(appConfigFromEnv(), null, 2) + '\n');
      break;
    case 'serve': {
      const port = Number(process.env.PORT ?? 8080);
      const host = process.env.HOST ?? '127.0.0.1';
      const app = createNodeGateway({ ...localLayout(), services: serviceUrls(), appConfig: appConfigFromEnv(), appConfigFile: process.env.APP_CONFIG_FILE });
      app.listen(port, host, () => console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', service: 'gateway', msg: 'listening', url: `http://${host}:${port}` })));
      break;
    }
    default:
      console.error('usage: cli.js nginx|app-config|serve');
      process.exit(2);
  }
}

if (require.main === module) main();
