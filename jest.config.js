/**
 * Two projects: `unit` (pure code, no IO, *.spec.ts next to the code) and `services`
 * (*.test.ts under test/, against real storage, Redis and HTTP). tools/scripts/test.mjs runs
 * `services` once per storage engine (TEST_DB_ENGINE); a file whose header says `@engines sqlite`
 * or `@engines postgres` runs in that pass only (tools/jest/engines.js).
 */
const { notOn } = require('./tools/jest/engines');

const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@draftroom/(contracts|domain|ui|nest-kit|fpl-data)$': '<rootDir>/libs/$1/src',
  '^@draftroom/testing$': '<rootDir>/libs/testing/src',
  '^@draftroom/testing/services$': '<rootDir>/libs/testing/src/services',
  // The old home of the service test helpers, kept for tests written against it.
  '^@draftroom/nest-kit/testing$': '<rootDir>/libs/testing/src/services',
  '^@draftroom/fpl-fixture-server$': '<rootDir>/tools/fpl-fixture-server/src',
  '\\.css$': '<rootDir>/tools/jest/style-stub.js',
};

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/src/**/*.spec.ts?(x)'],
    },
    {
      ...common,
      displayName: 'services',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/test/**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...notOn(engine, __dirname)],
      setupFiles: ['<rootDir>/tools/jest/storage-engine.js'],
      globalSetup: '<rootDir>/tools/jest/global-setup.js',
      globalTeardown: '<rootDir>/tools/jest/global-teardown.js',
      setupFilesAfterEnv: ['<rootDir>/tools/jest/slow-timeouts.js'],
    },
  ],
};
