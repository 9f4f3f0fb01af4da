'use strict';
/**
 * Each page's first view, in its own copy of the shell's index.html (decision 156). A second,
 * Node-targeted compilation of the shell renders `src/first-view.tsx` (nav bar, the page's header
 * from the route table, a loading state) to static markup; after it is emitted, this writes
 * `dist/first-views/<page>.html` for every route. The gateway answers a page's path with its
 * file, so the header paints with the HTML instead of after the scripts have run.
 */
const fs = require('node:fs');
const path = require('node:path');
const { LIB_ALIASES } = require('./paths.cjs');
const { swcRule, routerAliases } = require('./base-config.cjs');
const { loadRouteTable } = require('./route-table.cjs');
const { firstViewHtml } = require('./first-view-html.cjs');

class WriteFirstViews {
  constructor({ shellDist }) {
    this.shellDist = shellDist;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('WriteFirstViews', (compilation) => {
      const bundle = path.join(compilation.outputOptions.path, 'first-view.cjs');
      delete require.cache[bundle];
      const { renderFirstView } = require(bundle);
      const { PAGE_ROUTES, firstViewFile } = loadRouteTable();
      const indexHtml = fs.readFileSync(path.join(this.shellDist, 'index.html'), 'utf8');
      for (const route of PAGE_ROUTES) {
        const file = path.join(this.shellDist, firstViewFile(route.path));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, firstViewHtml(indexHtml, route, renderFirstView(route)));
      }
    });
  }
}

/** Packages (react, react-dom/server, the federation runtime) load from node_modules as they are. */
function externalPackages({ request }, callback) {
  const bare = request && !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@draftroom/');
  if (bare && !/^react-router(-dom)?$/.test(request)) return callback(undefined, `commonjs ${request}`);
  return callback();
}

/** Runs after the browser build named `shell` (its index.html is the template). */
function firstViewConfig({ dir }) {
  return {
    name: 'shell-first-views',
    dependencies: ['shell'],
    context: dir,
    mode: 'production',
    target: 'node',
    entry: { 'first-view': './src/first-view.tsx' },
    output: { path: path.join(dir, 'dist-first-view'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'], alias: { ...LIB_ALIASES, ...routerAliases(true) } },
    externals: [externalPackages],
    module: { rules: [swcRule(true), { test: /\.css$/, type: 'asset/source' }] },
    optimization: { minimize: false },
    devtool: false,
    plugins: [new WriteFirstViews({ shellDist: path.join(dir, 'dist') })],
  };
}

module.exports = { firstViewConfig };
