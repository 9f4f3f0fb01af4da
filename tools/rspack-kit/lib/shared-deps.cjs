'use strict';
/**
 * Packages the shell and every remote share at run time. The React family, the router and the
 * query client hold global state (context, hooks dispatcher, cache), so each must exist exactly
 * once on the page: singletons. Each is declared with the version range the workspace's own
 * package.json asks for (`requiredVersion`), not the exact copy installed today, so a remote
 * built on its own later, against a newer patch or minor, still takes the copy the shell loaded.
 *
 * zod is deliberately NOT shared: a shared module is bundled with every export, which for zod 4
 * means all its locales, while each bundle's own tree-shaken copy is far smaller
 * (docs/decisions/080-shared-code-and-bundle-budgets.md). The federation runtime is shared too,
 * outside this list: see index.cjs.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Package -> the dependency in package.json whose range it follows. */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': '@tanstack/react-query',
};

/** Version of the copy the workspace resolves (what this build provides), from its package.json. */
function installedVersion(pkg, fromDir) {
  return JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [fromDir] }), 'utf8')).version;
}

function sharedDeps(workspaceDir) {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(workspaceDir, 'package.json'), 'utf8'));
  return Object.fromEntries(Object.entries(SINGLETONS).map(([pkg, declaredBy]) => {
    const range = dependencies[declaredBy];
    if (!range) throw new Error(`${workspaceDir}/package.json must depend on ${declaredBy} (shared as a singleton)`);
    // The router is the facade's short list (router-facade.mjs): it carries react-router's version.
    const provides = installedVersion(declaredBy === 'react-router-dom' ? 'react-router' : declaredBy, workspaceDir);
    return [pkg, { singleton: true, requiredVersion: range, version: provides, eager: false }];
  }));
}

module.exports = { sharedDeps, SINGLETONS: Object.keys(SINGLETONS) };
