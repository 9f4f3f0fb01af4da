'use strict';
/**
 * Adds <link rel="preload"> tags to the shell's index.html for the chunks every first visit
 * loads after main.js: the app chunk the entry imports (./bootstrap) and the shell's own copies
 * of the shared singletons (React, the router, the query client). Without them the browser learns
 * of those files only once main.js has run and the federation runtime asks for them, about 60 ms
 * into a cold load; with them they download while main.js does (decision 150).
 *
 * The chunks are read from the chunk graph, not listed by hand: the groups whose origin is a
 * module of the entry chunk, and the groups of the `provide-module`s (the copies this build
 * offers; a host with 'loaded-first' uses its own). The consume-side fallback chunks are not
 * preloaded: the page never loads them. The federation runtime inserts plain <script> and
 * <link rel="stylesheet"> tags (no crossorigin), which is what these preloads match.
 */
const NAME = 'PreloadFirstChunks';

class PreloadFirstChunks {
  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(NAME, async (data) => {
        const files = firstVisitFiles(compilation);
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href: `${data.publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
        }));
        // After main.js's own tag: on HTTP/1.1's six connections main.js must not queue behind them.
        data.assetTags.scripts.push(...links);
        return data;
      });
    });
  }
}

/** The files of the chunk groups a first visit loads right after the entry, entry files excluded. */
function firstVisitFiles(compilation) {
  const entryChunks = [...compilation.entrypoints.values()].flatMap((e) => e.chunks);
  // Production concatenates the entry's modules: the origin is then one of the inner modules.
  const withInner = (m) => [m, ...(m.modules ?? [])];
  const entryModules = new Set(entryChunks.flatMap((c) => [...compilation.chunkGraph.getChunkModules(c)].flatMap(withInner).map((m) => m.identifier())));
  const entryFiles = new Set(entryChunks.flatMap((c) => [...c.files]));
  const firstGroups = compilation.chunkGroups.filter((group) => group.origins.some((o) =>
    o.module && (entryModules.has(o.module.identifier()) || o.module.type === 'provide-module')));
  const files = firstGroups.flatMap((g) => g.chunks.flatMap((c) => [...c.files]))
    .filter((f) => (f.endsWith('.js') || f.endsWith('.css')) && !entryFiles.has(f));
  return [...new Set(files)].sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')));
}

module.exports = { PreloadFirstChunks };
