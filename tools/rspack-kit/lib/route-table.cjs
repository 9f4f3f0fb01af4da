'use strict';
/**
 * Reads import-free TypeScript sources the build needs at config time: the platform route table
 * (libs/contracts/src/routes.ts) and the default donate links (libs/ui).
 *
 * Why not `require('@draftroom/contracts')`: that resolves to the package's tsc output (dist/),
 * which may be stale or absent when a front-end build runs on its own. Transpiling the one file
 * keeps the build, the shell and the gateway on the very same table.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { REPO_ROOT } = require('./paths.cjs');

const ROUTES_TS = path.join(REPO_ROOT, 'libs/contracts/src/routes.ts');
const DONATE_LINKS_TS = path.join(REPO_ROOT, 'libs/contracts/src/donate-links.ts');

const cache = new Map();

function loadImportFreeTs(file) {
  if (cache.has(file)) return cache.get(file);
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  const mod = { exports: {} };
  const noRequire = (id) => {
    throw new Error(`${file} must not import anything (found "${id}"): the build reads it standalone`);
  };
  new Function('module', 'exports', 'require', outputText)(mod, mod.exports, noRequire);
  cache.set(file, mod.exports);
  return mod.exports;
}

const loadRouteTable = () => loadImportFreeTs(ROUTES_TS);
const loadDefaultDonateLinks = () => loadImportFreeTs(DONATE_LINKS_TS).DEFAULT_DONATE_LINKS;

module.exports = { loadRouteTable, loadDefaultDonateLinks };
