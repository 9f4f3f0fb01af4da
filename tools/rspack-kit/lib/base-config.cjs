'use strict';
/** The parts of the Rspack configuration every front-end workspace has in common. */
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { LIB_ALIASES, LIB_SOURCE_DIRS, REPO_ROOT } = require('./paths.cjs');

const TEMPLATE = path.join(__dirname, '../template.html');

function swcRule(isProd) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProd } },
        target: 'es2020',
      },
    },
  };
}

/**
 * Production builds take the router from router-facade.mjs (only the exports we use) and
 * react-router's production build, which its package.json never selects for browsers.
 */
function routerAliases(isProd) {
  if (!isProd) return {};
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [REPO_ROOT] }));
  return {
    'react-router-dom$': path.join(__dirname, 'router-facade.mjs'),
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
  };
}

function baseConfig({ dir, name, isProd, publicPath, htmlTitle }) {
  const hashed = (ext) => (isProd ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
  return {
    context: dir,
    mode: isProd ? 'production' : 'development',
    target: ['web', 'es2020'],
    entry: { main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'], alias: { ...LIB_ALIASES, ...routerAliases(isProd) } },
    module: {
      // An import of a name the module does not export (e.g. a router export missing from the
      // facade) fails the build instead of being undefined at run time.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        swcRule(isProd),
        { test: /\.css$/, type: 'css' },
        // Our libraries have no top-level side effects, so unused re-exports of their index
        // files (e.g. every zod schema in contracts) are dropped from the bundles. CSS files are
        // not covered by the test, so style imports always stay.
        { test: /\.tsx?$/, include: LIB_SOURCE_DIRS, sideEffects: false },
      ],
    },
    experiments: { css: true },
    lazyCompilation: false,
    performance: { hints: false },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: TEMPLATE,
        title: htmlTitle,
        chunks: ['main'],
        minify: isProd,
      }),
    ],
  };
}

module.exports = { baseConfig, swcRule, routerAliases };
