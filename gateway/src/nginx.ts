import type { ServiceName } from '@draftroom/contracts';
import { nginxErrorPages } from './error-pages';
import { routePlan } from './route-plan';
import { nginxHiddenSourceMaps } from './source-maps';
import { DEFAULT_RATE_LIMITS, nginxRateLimitRules, nginxRateLimitZones, type GatewayRateLimits } from './rate-limits';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, MAX_BODY_SIZE } from './policy';

export interface NginxOptions {
  listen: number;
  /** Address to listen on (the launcher's HOST); every address when absent (docker). */
  host?: string;
  /** host:port of each service's replicas. */
  upstreams: Record<ServiceName, string[]>;
  /** Folder holding the shell's build (index.html). */
  shellRoot: string;
  /** Remote folder (mf-drafts, ...) -> folder holding its build. */
  remoteRoots: Record<string, string>;
  /** Folder holding shirts/ and shirts_gk/. */
  shirtsRoot: string;
  /** The generated app-config.json. */
  appConfigFile: string;
  /** Writable folder for pid, logs and temp files (CI runs nginx unprivileged in its own prefix). */
  runtimeDir: string;
  /** Whether nginx stays in the foreground (under a supervisor or docker). */
  foreground: boolean;
  /**
   * User the workers run as. Started as root for a local run, nginx would otherwise drop to
   * 'nobody', which cannot read a checkout or a private temp folder.
   */
  workerUser?: string;
  /** Per-client /api limits (decision 077); the defaults when absent (the committed docker conf). */
  rateLimits?: GatewayRateLimits;
  /** Serve *.map files (PUBLIC_SOURCE_MAPS=1); refused by default (decision 078). */
  publicSourceMaps?: boolean;
}

/**
 * nginx drops inherited add_header lines in any location that adds its own, so every location
 * that sets Cache-Control repeats the security headers.
 */
const headers = (withCsp = true): string =>
  Object.entries({ ...(withCsp ? { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } : {}), ...SECURITY_HEADERS })
    .map(([k, v]) => `      add_header ${k} "${v}" always;`)
    .join('\n');

/** Renders nginx.conf from the route plan. */
export function renderNginxConf(o: NginxOptions): string {
  const plan = routePlan();
  const limits = o.rateLimits ?? DEFAULT_RATE_LIMITS;
  const hiddenMaps = (indent: string) => {
    const rule = nginxHiddenSourceMaps(o.publicSourceMaps ?? false, indent);
    return rule ? `${rule}\n` : '';
  };
  // max_fails=0: no replica is ever left out. Passive ejection (max_fails=1 fail_timeout=5s) kept
  // a replica out for 5 s after it was healthy again, so killing the other one in that window left
  // "no live upstreams" and answered 502 with one replica up (the chaos run, decision 212). A down
  // replica now costs a refused connect (or proxy_connect_timeout) before the next one is tried.
  const upstreams = plan.apis
    .map(({ service }) => `  upstream ${service} {\n${o.upstreams[service].map((server) => `    server ${server} max_fails=0;\n`).join('')}    keepalive 16;\n  }`)
    .join('\n');
  // Reads go to the next replica when one is down or dying (see below); /health only when one is
  // down, so a replica's own 503 (starting, degraded) is shown, not hidden behind the other's 200.
  const proxy = (target: string, readTimeoutS = 30, nextUpstream = 'error timeout http_502 http_503 http_504') =>
    [
      `      proxy_pass ${target};`,
      '      proxy_http_version 1.1;',
      '      proxy_set_header Connection "";',
      '      proxy_set_header Host $host;',
      // The services take the client's address from the last entry, the one nginx appends, and
      // compare a write's Origin with the host and port the browser asked for (issue 29).
      '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '      proxy_set_header X-Forwarded-Host $http_host;',
      '      proxy_set_header X-Forwarded-Proto $forwarded_proto;',
      '      proxy_set_header X-Request-Id $request_id;',
      '      proxy_connect_timeout 2s;',
      `      proxy_read_timeout ${readTimeoutS}s;`,
      // Reads go to the next replica when one is down or dying; nginx never passes on a POST or
      // PATCH (no non_idempotent here): a write is retried by its client with its Idempotency-Key.
      `      proxy_next_upstream ${nextUpstream};`,
      '      proxy_next_upstream_tries 2;',
      '      proxy_next_upstream_timeout 10s;',
    ].join('\n');
  // Every /api read may be kept by nginx, for as long as its service's Cache-Control says and no
  // longer: answers marked no-cache, no-store or private, or without a lifetime, are never stored.
  // An expired copy is revalidated with its ETag, in the background while stale-while-revalidate
  // allows. No proxy_cache_lock: it would hold every concurrent read of an answer that turns out
  // not to be storable (drafts, plans) behind the first, half a second at a time.
  const cached = [
    '      proxy_cache api;',
    '      proxy_cache_revalidate on;',
    '      proxy_cache_background_update on;',
    '      proxy_cache_use_stale updating;',
  ].join('\n');
  const apiLocations = plan.apis
    .map((a) => `    # ${a.service}: ${a.segments.join(', ')}\n    location ~ "${a.pattern}" {\n${proxy(`http://${a.service}`)}\n${cached}\n    }`)
    .join('\n\n');
  const healthLocations = plan.health
    .map((h) => `    location = ${h.path} {\n${proxy(`http://${h.service}/health`, 30, 'error timeout')}\n    }`)
    .join('\n');
  const docsLocations = plan.docs
    // Swagger UI brings its own scripts and styles: no CSP here, the other headers still apply.
    .map((d) => `    location ^~ ${d.prefix} {\n${proxy(`http://${d.service}/docs/`)}\n${headers(false)}\n    }`)
    .join('\n');
  const remoteLocations = plan.remotes
    .map(
      (r) =>
        `    location ^~ ${r.prefix} {\n      alias ${o.remoteRoots[r.folder]}/;\n` +
        hiddenMaps('      ') +
        `      # the entry names the hashed chunks, so it must be revalidated\n` +
        `      location ~ (remoteEntry\\.js|mf-manifest\\.json)$ {\n        add_header Cache-Control "no-cache" always;\n${headers()}\n      }\n` +
        `      location ~ "\\.[0-9a-f]{8,}\\.(js|css)$" {\n        add_header Cache-Control "public, max-age=31536000, immutable" always;\n${headers()}\n      }\n    }`,
    )
    .join('\n');
  const shirtLocations = plan.shirts
    .map((s) => `    location ^~ ${s} {\n      root ${o.shirtsRoot};\n      add_header Cache-Control "public, max-age=86400" always;\n${headers()}\n    }`)
    .join('\n');

  return `# Generated by gateway/src/nginx.ts from the route table in libs/contracts/src/routes.ts.
# Do not edit by hand: run \`npm run nginx:conf -w @draftroom/gateway\` (a test fails when this file is stale).
${o.workerUser ? `user ${o.workerUser};\n` : ''}worker_processes auto;
pid ${o.runtimeDir}/nginx.pid;
error_log ${o.runtimeDir}/error.log warn;
${o.foreground ? 'daemon off;\n' : ''}
events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  # Buffered: one write per 64 KB or per second instead of one per request; open files (the
  # cache's and the builds') kept open, checked again every second (decision 132).
  access_log ${o.runtimeDir}/access.log combined buffer=64k flush=1s;
  open_file_cache max=1024 inactive=30s;
  open_file_cache_valid 1s;
  client_body_temp_path ${o.runtimeDir}/client_body;
  proxy_temp_path ${o.runtimeDir}/proxy;
  fastcgi_temp_path ${o.runtimeDir}/fastcgi;
  uwsgi_temp_path ${o.runtimeDir}/uwsgi;
  scgi_temp_path ${o.runtimeDir}/scgi;

  sendfile on;
  server_tokens off;
  keepalive_timeout 65;
  client_max_body_size ${MAX_BODY_SIZE};
  client_body_buffer_size 64k;

  gzip on;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_vary on;
  gzip_types text/css application/javascript application/json image/svg+xml text/plain;

  # Behind a TLS terminator keep its X-Forwarded-Proto (the session cookie is Secure only over
  # https); straight from a browser, the scheme nginx saw (issue 11 item 9).
  map $http_x_forwarded_proto $forwarded_proto {
    default $http_x_forwarded_proto;
    '' $scheme;
  }

${nginxRateLimitZones(limits)}

${upstreams}

  proxy_cache_path ${o.runtimeDir}/cache levels=1:2 keys_zone=api:1m max_size=64m inactive=10m use_temp_path=off;

  server {
    listen ${o.host ? `${o.host}:` : ''}${o.listen};
    root ${o.shellRoot};
${headers()}
${nginxRateLimitRules(limits)}

    # nginx's own errors as JSON for the UI (decision 074); a service's own answers pass untouched
${nginxErrorPages()}

${apiLocations}

    # /api paths no service owns (regex locations above win over this prefix)
    location /api/ {
      default_type application/json;
      return 404 '{"statusCode":404,"error":"Not Found","message":"No such API endpoint."}';
    }

${healthLocations}
${docsLocations}

    location = ${plan.appConfig} {
      alias ${o.appConfigFile};
      default_type application/json;
      add_header Cache-Control "no-cache" always;
${headers()}
    }

${remoteLocations}

${shirtLocations}

    # source maps are not public (decision 078)
${hiddenMaps('    ')}
    # the shell's own hashed assets
    location ~ "\\.[0-9a-f]{8,}\\.(js|css)$" {
      add_header Cache-Control "public, max-age=31536000, immutable" always;
${headers()}
    }

    # every other path is the shell's page: it routes client-side and shows the 404 itself
    location / {
      add_header Cache-Control "no-cache" always;
${headers()}
      try_files $uri /index.html;
    }
  }
}
`;
}
