'use strict';
/**
 * Emits `page-chunks.json` next to a remote's entry: for each exposed page, the files (JS and
 * CSS, relative to the entry) the federation runtime loads when the shell asks for that page.
 * The shell reads it for the first route as soon as it knows the entry's URL and preloads them,
 * so the page's chunks download beside the entry instead of after the shell has evaluated its
 * shared chunks and the entry (decision 152). It lives next to remoteEntry.js, so a remote
 * deployed on its own always ships a list that matches its chunks.
 *
 * The chunks come from the chunk graph: the container entry's group whose chunks hold the
 * exposed file. Shared packages are not in those groups (their chunks belong to the
 * consume-shared modules), so the shell's singletons are never preloaded twice.
 */
const path = require('node:path');
const { loadRouteTable } = require('./route-table.cjs');

const NAME = 'PageChunksManifest';
const FILE = loadRouteTable().PAGE_CHUNKS_FILE;

class PageChunksManifest {
  /** `exposes`: { './BuildPage': './src/pages/build-page.tsx' }, paths relative to `dir`. */
  constructor({ dir, exposes }) {
    this.dir = dir;
    this.exposes = exposes;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // REPORT: after the real content hashes have renamed the chunk files.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = {};
        for (const [expose, file] of Object.entries(this.exposes)) {
          pages[expose.replace(/^\.\//, '')] = filesOfExpose(compilation, path.resolve(this.dir, file));
        }
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(pages, null, 1)}\n`));
      });
    });
  }
}

function filesOfExpose(compilation, resource) {
  const holds = (module) => [module, ...(module.modules ?? [])].some((m) => m.identifier().endsWith(resource));
  const group = compilation.chunkGroups.find((g) =>
    g.origins.some((o) => o.module && o.module.identifier().startsWith('container entry'))
    && g.chunks.some((c) => [...compilation.chunkGraph.getChunkModules(c)].some(holds)));
  if (!group) throw new Error(`${NAME}: no chunk group holds ${resource}`);
  return [...new Set(group.chunks.flatMap((c) => [...c.files]))].filter((f) => f.endsWith('.js') || f.endsWith('.css')).sort();
}

module.exports = { PageChunksManifest };
