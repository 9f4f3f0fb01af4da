'use strict';
/**
 * First views: static markup drawn at build time by a second, Node-targeted compilation, so a
 * page paints with its HTML instead of after the scripts have run.
 *
 * - The shell (decision 156) renders `src/first-view.tsx` (nav bar, the page's header from the
 *   route table, a loading state) into a copy of its index.html per route:
 *   `dist/first-views/<page>.html`, which the gateway answers a page's path with.
 * - A remote with `src/first-views.tsx` (decision 160) renders the pages whose first render needs
 *   no data to fragments, `dist/first-views/<Module>.html`, each led by its page's stylesheets and
 *   preloads for its entry and scripts. The gateway puts a fragment into the shell's first view of
 *   that page in place of the loading state.
 */
const fs = require('node:fs');
const path = require('node:path');
const { LIB_ALIASES, LIB_SOURCE_DIRS } = require('./paths.cjs');
const { swcRule, routerAliases } = require('./base-config.cjs');
const { loadRouteTable } = require('./route-table.cjs');
const { firstViewHtml, fragmentHtml, fragmentLinks } = require('./first-view-html.cjs');

/** Loads the Node bundle just emitted (a fresh copy on every build of a watch). */
function emittedBundle(compilation) {
  const bundle = path.join(compilation.outputOptions.path, 'first-view.cjs');
  delete require.cache[bundle];
  return require(bundle);
}

/** The first view's nav script (FIRST_VIEW_NAV_ENTRY) as the shell's build emitted it, by file name. */
function emittedNavScript(shellDist) {
  const pattern = new RegExp(`^${FIRST_VIEW_NAV_ENTRY}\\.[0-9a-f]{8}\\.js$`);
  const files = fs.readdirSync(shellDist).filter((file) => pattern.test(file));
  if (files.length !== 1) throw new Error(`first views: expected one ${FIRST_VIEW_NAV_ENTRY} script in ${shellDist}, found ${files.length}`);
  return `/${files[0]}`;
}

class WriteShellFirstViews {
  constructor({ shellDist }) {
    this.shellDist = shellDist;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('WriteShellFirstViews', (compilation) => {
      const { renderFirstView } = emittedBundle(compilation);
      const { PAGE_ROUTES, firstViewFile } = loadRouteTable();
      const indexHtml = fs.readFileSync(path.join(this.shellDist, 'index.html'), 'utf8');
      const navScript = emittedNavScript(this.shellDist);
      for (const route of PAGE_ROUTES) {
        const file = path.join(this.shellDist, firstViewFile(route.path));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, firstViewHtml(indexHtml, route, renderFirstView(route), navScript));
      }
    });
  }
}

class WriteRemoteFirstViews {
  constructor({ remoteDist, remote }) {
    this.remoteDist = remoteDist;
    this.remote = remote;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('WriteRemoteFirstViews', (compilation) => {
      const { REMOTES, REMOTE_ENTRY_FILE, PAGE_CHUNKS_FILE, REMOTE_FIRST_VIEWS_DIR, REMOTE_FIRST_VIEW_MARK, FIRST_VIEW_HEADS_FILE, remoteAssetsPath } = loadRouteTable();
      const pageChunks = JSON.parse(fs.readFileSync(path.join(this.remoteDist, PAGE_CHUNKS_FILE), 'utf8'));
      // The gateway includes a fragment only where it serves this remote, so its files are there.
      const base = remoteAssetsPath(REMOTES[this.remote]);
      const dir = path.join(this.remoteDist, REMOTE_FIRST_VIEWS_DIR);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      const heads = {};
      for (const [module, markup] of Object.entries(emittedBundle(compilation).render())) {
        const files = pageChunks[module];
        if (!files) throw new Error(`first views: ${this.remote} draws ${module}, which it does not expose`);
        const urls = [REMOTE_ENTRY_FILE, ...files].map((file) => `${base}${file}`);
        heads[module] = fragmentLinks(urls);
        fs.writeFileSync(path.join(dir, `${module}.html`), fragmentHtml(urls, markup, REMOTE_FIRST_VIEW_MARK));
      }
      // A page its service draws with data (decision 163) gets the same links, put in front by the
      // service; kept beside the Node bundle that draws it, so the two always come from one build.
      fs.writeFileSync(path.join(compilation.outputOptions.path, FIRST_VIEW_HEADS_FILE), JSON.stringify(heads));
    });
  }
}

/** Packages (react, react-dom/server, the federation runtime) load from node_modules as they are. */
function externalPackages({ request }, callback) {
  const bare = request && !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@draftroom/');
  if (bare && !/^react-router(-dom)?$/.test(request)) return callback(undefined, `commonjs ${request}`);
  return callback();
}

/** The Node compilation of `entry`, run after the builds named in `after`. */
function nodeRenderConfig({ dir, name, after, entry, plugin }) {
  return {
    name,
    dependencies: after,
    context: dir,
    mode: 'production',
    target: 'node',
    entry: { 'first-view': entry },
    output: { path: path.join(dir, 'dist-first-view'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'], alias: { ...LIB_ALIASES, ...routerAliases(true) } },
    externals: [externalPackages],
    module: { rules: [swcRule(true), { test: /\.css$/, type: 'asset/source' }] },
    optimization: { minimize: false },
    devtool: false,
    plugins: [plugin],
  };
}

const FIRST_VIEW_NAV_ENTRY = 'first-view-nav';

/**
 * The first view's nav script (decision 161): plain browser code, no federation runtime and no
 * shared React, so a compilation of its own. It writes into the shell's dist after the shell's
 * build, which cleans that folder.
 */
function firstViewNavConfig({ dir }) {
  return {
    name: 'shell-first-view-nav',
    dependencies: ['shell'],
    context: dir,
    mode: 'production',
    target: ['web', 'es2020'],
    entry: { [FIRST_VIEW_NAV_ENTRY]: './src/first-view-nav-script.ts' },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', clean: false },
    resolve: { extensions: ['.ts', '.js'], alias: LIB_ALIASES },
    // As in the browser builds (base-config.cjs): a constant from contracts must not bring its zod schemas.
    module: { rules: [swcRule(true), { test: /\.tsx?$/, include: LIB_SOURCE_DIRS, sideEffects: false }] },
    devtool: 'source-map',
  };
}

/** Runs after the shell's browser build (its index.html is the template) and the nav script. */
function firstViewConfig({ dir }) {
  return nodeRenderConfig({
    dir, name: 'shell-first-views', after: ['shell', 'shell-first-view-nav'], entry: './src/first-view.tsx', plugin: new WriteShellFirstViews({ shellDist: path.join(dir, 'dist') }),
  });
}

/** For a remote with `src/first-views.tsx`; runs after its browser build (its page-chunks.json). */
function remoteFirstViewConfig({ dir, remote, after }) {
  if (!fs.existsSync(path.join(dir, 'src/first-views.tsx'))) return undefined;
  return nodeRenderConfig({
    dir, name: `${remote}-first-views`, after: [after], entry: './src/first-views.tsx', plugin: new WriteRemoteFirstViews({ remoteDist: path.join(dir, 'dist'), remote }),
  });
}

module.exports = { firstViewConfig, firstViewNavConfig, remoteFirstViewConfig };
