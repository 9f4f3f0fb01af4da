'use strict';
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** `@draftroom/*` libraries are consumed as TypeScript sources, never as their dist/ builds. */
const LIB_ALIASES = {
  '@draftroom/contracts$': path.join(REPO_ROOT, 'libs/contracts/src/index.ts'),
  '@draftroom/domain$': path.join(REPO_ROOT, 'libs/domain/src/index.ts'),
  '@draftroom/ui$': path.join(REPO_ROOT, 'libs/ui/src/index.ts'),
  '@draftroom/ui/theme.css$': path.join(REPO_ROOT, 'libs/ui/src/theme.css'),
};

const LIB_SOURCE_DIRS = ['contracts', 'domain', 'ui'].map((lib) => path.join(REPO_ROOT, 'libs', lib, 'src'));

/** "PlayerStats2425Page" -> "player-stats-2425-page": the file name of an exposed page. */
function kebabCase(name) {
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

module.exports = { REPO_ROOT, LIB_ALIASES, LIB_SOURCE_DIRS, kebabCase };
