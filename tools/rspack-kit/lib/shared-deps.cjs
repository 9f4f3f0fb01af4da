'use strict';
/**
 * Packages the shell and every remote share at run time. The React family, the router and the
 * query client hold global state (context, hooks dispatcher, cache), so each must exist exactly
 * once on the page: singletons.
 *
 * zod is deliberately NOT shared: a shared module is bundled with every export, which for zod 4
 * means all its locales (89 KB gzip measured), while each bundle's own tree-shaken copy is about
 * 24 KB. The shell no longer uses zod at all, so a page holds one copy: the remote's.
 * `react-router-dom` is the short list of router exports in router-facade.mjs in production
 * builds (see base-config.cjs), and `react-router` is not shared on its own: nothing imports it
 * but that facade. The federation runtime is shared too, outside this list: see index.cjs.
 */
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
];
const SHARED_NOT_SINGLETON = [];

/** Version of the copy the workspace resolves, read from its package.json. */
function installedVersion(pkg, fromDir) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  let dir = path.dirname(require.resolve(base, { paths: [fromDir] }));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const json = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (json.name === base) return json.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed version of ${base}`);
}

function sharedDeps(workspaceDir) {
  const entry = (pkg, singleton) => {
    const version = installedVersion(pkg, workspaceDir);
    return [pkg, { singleton, eager: false, requiredVersion: `^${version}`, version }];
  };
  return Object.fromEntries([
    ...SINGLETONS.map((pkg) => entry(pkg, true)),
    ...SHARED_NOT_SINGLETON.map((pkg) => entry(pkg, false)),
  ]);
}

module.exports = { sharedDeps, SINGLETONS };
