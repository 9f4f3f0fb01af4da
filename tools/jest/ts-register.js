/**
 * Lets a child process started from a test run TypeScript sources, as jest does in-process: the
 * planner forks its solver child from `solve-child.ts` when it runs from sources (tests), and from
 * the compiled `.js` in production. `@draftroom/<lib>` resolves to the library's sources, like
 * jest's moduleNameMapper. Test tooling only (`node -r tools/jest/ts-register.js child.ts`).
 */
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '..', '..');
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveDraftroom(request, ...rest) {
  const lib = /^@draftroom\/(contracts|domain|nest-kit|fpl-data|solver|projections)$/.exec(request);
  return resolve.call(this, lib ? join(root, 'libs', lib[1], 'src', 'index.ts') : request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const source = require('node:fs').readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
