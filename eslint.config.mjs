/**
 * `npm run lint`: the boundaries ARCHITECTURE.md and STYLE.md describe, checked by a tool
 * instead of by review (docs/decisions/069). TypeScript itself checks types (npm run typecheck),
 * so no rule here needs type information, which keeps lint fast.
 *   - remotes and the shell never import a service, nest-kit or server-only packages;
 *   - libs/domain imports nothing with IO and no other package; libs/contracts only zod and domain;
 *   - a service never imports another service; production code never imports the test helpers;
 *   - within a remote, features do not import each other and shared code imports no feature;
 *   - a package imports another workspace package by its name, never a path into its src/ or
 *     dist/ (tools/lint/packages-by-name.mjs, decision 181);
 *   - no import cycles; files stay under 300 lines (tests 400).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { packagesByNameRule, workspacePackages } from './tools/lint/packages-by-name.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const dirs = (path) => {
  try {
    return readdirSync(join(root, path), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
};

const draftroom = { rules: { 'packages-by-name': packagesByNameRule(root, workspacePackages(root, dirs)) } };

const REMOTES = ['mf-drafts', 'mf-team-manager', 'mf-stats'];
const BROWSER = ['shell', ...REMOTES, 'libs/ui'];
const SERVICES = ['drafts', 'planner', 'stats'];
const CODE = '**/*.{ts,tsx,mts,cts,js,mjs,cjs}';
const TESTS = ['**/*.spec.{ts,tsx}', '**/test/**', 'e2e/**', 'libs/testing/**', '**/src/testing/**', '**/src/shared/testing/**', '**/bench/**'];

/** Workspace packages resolve to their TypeScript sources, so cycles across packages are seen too. */
const alias = Object.fromEntries(
  ['contracts', 'domain', 'ui', 'nest-kit', 'fpl-data', 'testing', 'projections', 'solver'].map((lib) => [`@draftroom/${lib}`, [join(root, 'libs', lib, 'src')]]),
);
alias['@draftroom/testing/services'] = [join(root, 'libs/testing/src/services')];
alias['@draftroom/testing/seasons'] = [join(root, 'libs/testing/src/builders/synthetic-season.ts')];
alias['@draftroom/testing/fuzz'] = [join(root, 'libs/testing/src/fuzz/arbitraries.ts')];
alias['@draftroom/fpl-fixture-server'] = [join(root, 'tools/fpl-fixture-server/src')];
for (const service of SERVICES) alias[`@draftroom/${service}-service/app-module`] = [join(root, 'services', service, 'src/app.module.ts')];
alias['@draftroom/stats-service/player-list'] = [join(root, 'services/stats/src/catalogue/player-list.ts')];

/** Server-side packages: a browser bundle must never pull them in. */
const SERVER_ONLY = [
  '@draftroom/nest-kit', '@draftroom/nest-kit/*', '@draftroom/fpl-data', '@draftroom/testing/services', '@draftroom/testing/seasons', '@draftroom/testing/fuzz', '@draftroom/*-service',
  '@draftroom/fpl-fixture-server', '@nestjs/*', 'typeorm', 'pg', 'better-sqlite3', 'bullmq', 'ioredis', 'express',
];
const NODE_BUILTINS = ['node:*', 'fs', 'fs/*', 'path', 'os', 'http', 'https', 'net', 'child_process', 'crypto', 'stream', 'zlib', 'url', 'worker_threads'];

const restrict = (...patterns) => ['error', { patterns }];
const SERVER_ONLY_RULE = { group: SERVER_ONLY, message: 'Browser code never imports server-side packages.' };
const NO_TEST_HELPERS = { group: ['@draftroom/testing', '@draftroom/testing/*'], message: 'Production code never imports the test helpers.' };
const NO_IO = { group: [...NODE_BUILTINS, ...SERVER_ONLY, 'axios', 'undici', 'node-fetch'], message: 'libs/domain holds pure rules: no IO.' };

/** Within a remote: each feature stands alone; shared code and features never reach up into pages. */
function featureZones(remote) {
  const src = `./${remote}/src`;
  return [
    ...dirs(`${remote}/src/features`).map((name) => ({
      target: `${src}/features/${name}`,
      from: `${src}/features`,
      except: [`./${name}`],
      message: 'A feature does not import another feature; move what both need to shared/ (or compose them in a page).',
    })),
    { target: `${src}/shared`, from: `${src}/features`, message: 'Shared code imports no feature.' },
    { target: [`${src}/shared`, `${src}/features`], from: `${src}/pages`, message: 'Pages compose features; nothing imports a page.' },
  ];
}

const ZONES = [
  // A remote, the shell and the shared UI run in the browser: no service code.
  ...BROWSER.map((target) => ({ target: `./${target}/src`, from: ['./services', './libs/nest-kit', './libs/fpl-data', './libs/testing/src/services', './tools'], message: 'Browser code never imports a service or a server-side library.' })),
  // Remotes deploy independently: none imports another, and the shell loads them at run time only.
  ...[...REMOTES, 'shell'].map((target) => ({ target: `./${target}`, from: REMOTES.filter((r) => r !== target).map((r) => `./${r}`), message: 'A remote is loaded through Module Federation, never imported.' })),
  // Each service owns its data and talks to the others over HTTP only.
  ...SERVICES.map((name) => ({ target: `./services/${name}`, from: SERVICES.filter((s) => s !== name).map((s) => `./services/${s}`), message: 'A service never imports another service; it calls its API.' })),
];
const LAYOUT = REMOTES.flatMap(featureZones);

// Libraries sit under the services and remotes. The test helpers are the exception: they boot the services.
const LIBS_ZONE = { target: './libs', from: ['./services', './shell', ...REMOTES.map((r) => `./${r}`)], message: 'A library never imports a service or a remote.' };
const zones = (list) => ['error', { zones: list }];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**', 'e2e/screenshots/**', 'playwright-report/**', 'test-results/**'],
  },
  {
    files: [CODE],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    // Directives in the code name typescript-eslint rules this config does not run (typecheck covers them).
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin, draftroom },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ alias, extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'draftroom/packages-by-name': 'error',
      'import-x/no-restricted-paths': zones([...ZONES, ...LAYOUT, LIBS_ZONE]),
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  { files: ['libs/testing/**'], rules: { 'import-x/no-restricted-paths': zones(ZONES) } },
  {
    files: BROWSER.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: TESTS, rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] } },

  // Imports by package name (no resolution needed). Each file gets exactly one of these blocks.
  { files: BROWSER.map((dir) => `${dir}/**`), rules: { 'no-restricted-imports': restrict(SERVER_ONLY_RULE, NO_TEST_HELPERS) } },
  {
    files: BROWSER.flatMap((dir) => [`${dir}/**/*.spec.{ts,tsx}`, `${dir}/src/testing/**`, `${dir}/src/shared/testing/**`, `${dir}/testing/**`]),
    rules: { 'no-restricted-imports': restrict(SERVER_ONLY_RULE) },
  },
  {
    files: ['libs/domain/**'],
    rules: {
      'no-restricted-imports': restrict(NO_IO, { group: ['@draftroom/*'], message: 'libs/domain imports no other workspace package.' }),
      'no-restricted-globals': ['error', ...['fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({ name, message: 'libs/domain holds pure rules: no IO.' }))],
    },
  },
  {
    files: ['libs/contracts/**'],
    rules: { 'no-restricted-imports': restrict({ regex: '^(?!zod$|@draftroom/domain$|\\.\\.?/)', message: 'libs/contracts imports only zod and @draftroom/domain.' }) },
  },
  {
    files: ['services/*/src/**', 'libs/nest-kit/src/**', 'libs/fpl-data/src/**', 'gateway/src/**', 'tools/*/src/**'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': restrict(NO_TEST_HELPERS) },
  },
);
