'use strict';
/**
 * One Rspack + Module Federation configuration for the shell and the three remotes.
 *
 *   // shell/rspack.config.cjs
 *   module.exports = require('@draftroom/rspack-kit').createShellConfig({ dir: __dirname });
 *   // mf-stats/rspack.config.cjs
 *   module.exports = require('@draftroom/rspack-kit').createRemoteConfig({ dir: __dirname, remote: 'mf_stats' });
 *
 * Both return the function form Rspack calls with (env, argv), so `--mode` picks production.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { baseConfig } = require('./lib/base-config.cjs');
const { devServer, SHELL_DEV_PORT } = require('./lib/dev-server.cjs');
const { sharedDeps } = require('./lib/shared-deps.cjs');
const { loadRouteTable } = require('./lib/route-table.cjs');
const { kebabCase } = require('./lib/paths.cjs');

const isProduction = (argv) => (argv && argv.mode ? argv.mode : process.env.NODE_ENV) === 'production';

function federation(dir, options) {
  return new ModuleFederationPlugin({
    ...options,
    experiments: options.experiments,
    shared: sharedDeps(dir),
    // 'version-first' (the default) fetches every registered remote's entry up front to compare
    // shared versions, so one unreachable remote breaks all the others and every visit downloads
    // all three entries. With 'loaded-first' a remote uses the singletons the shell already
    // loaded and only the remote a route needs is fetched.
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
  });
}

/**
 * The host. It has no static remotes at all: the remote entry URLs come from /app-config.json
 * at run time (see shell/src/features/remotes).
 */
function createShellConfig({ dir }) {
  return (_env, argv) => {
    const isProd = isProduction(argv);
    const config = baseConfig({ dir, name: 'shell', isProd, publicPath: '/', htmlTitle: 'Draftroom' });
    // The federation runtime (~26 KB gzip) ships once, in the shell; production remotes take it
    // from the page (externalRuntime below) instead of carrying a second copy.
    const experiments = isProd ? { provideExternalRuntime: true } : undefined;
    config.plugins.push(federation(dir, { name: 'shell', remotes: {}, experiments }));
    config.devServer = devServer(SHELL_DEV_PORT);
    return config;
  };
}

/** `./TeamManagerPage` -> `./src/pages/team-manager-page.tsx` for every page the table gives the remote. */
function exposedPages(dir, remote) {
  const { PAGE_ROUTES } = loadRouteTable();
  const modules = [...new Set(PAGE_ROUTES.filter((r) => r.remote === remote).map((r) => r.module))];
  const exposes = {};
  const missing = [];
  for (const module of modules) {
    const file = `./src/pages/${kebabCase(module)}.tsx`;
    if (!fs.existsSync(path.join(dir, file))) missing.push(`${module} -> ${file}`);
    exposes[`./${module}`] = file;
  }
  if (missing.length) {
    throw new Error(`${remote}: PAGE_ROUTES names pages this remote does not have:\n  ${missing.join('\n  ')}`);
  }
  return exposes;
}

/**
 * The version a remote's build is published as: REMOTE_VERSION when set (a release pipeline's
 * build number), else the remote's package.json version.
 */
function remoteVersion(dir) {
  return process.env.REMOTE_VERSION || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/**
 * A remote: its own build into its own folder, `dist/<version>/`, so a new version sits beside
 * the one pages are using until the manifest (/app-config.json) names it.
 */
function createRemoteConfig({ dir, remote }) {
  const { REMOTES, REMOTE_ENTRY_FILE } = loadRouteTable();
  const info = REMOTES[remote];
  if (!info) throw new Error(`Unknown remote "${remote}"; REMOTES has ${Object.keys(REMOTES).join(', ')}`);
  return (_env, argv) => {
    const isProd = isProduction(argv);
    // 'auto': chunks load from wherever remoteEntry.js was served (/remotes/<folder>/<version>/ or :devPort).
    const config = baseConfig({ dir, name: info.name, isProd, publicPath: 'auto', htmlTitle: `${info.label} · Draftroom` });
    config.output.path = path.join(dir, 'dist', remoteVersion(dir));
    const exposes = exposedPages(dir, remote);
    config.plugins.push(
      federation(dir, {
        name: info.name,
        filename: REMOTE_ENTRY_FILE,
        exposes,
        // Production remotes only ever run inside the shell, which provides the runtime; a
        // remote's standalone dev server (development mode) keeps its own copy.
        experiments: isProd ? { externalRuntime: true } : undefined,
      }),
    );
    config.devServer = devServer(info.devPort);
    return config;
  };
}

module.exports = { createShellConfig, createRemoteConfig, remoteVersion };
