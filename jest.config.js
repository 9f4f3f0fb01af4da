/**
 * Projects: `unit` (pure code, no IO, *.spec.ts next to the code), `services` (*.test.ts under
 * test/, against real storage, Redis and HTTP; SQLite unless TEST_DB_ENGINE says otherwise), when
 * DRAFTROOM_TEST_POSTGRES=1 `services-postgres` (the same files on PostgreSQL, but the drafts
 * service's) and when DRAFTROOM_TEST_MONGODB=1 `services-mongodb` (the drafts service's files on
 * the MongoDB wire protocol, TEST_MONGODB_URL). A file whose header says `@engines sqlite`,
 * `postgres` or `mongodb` runs in that pass only (tools/jest/engines.js).
 */
const { notOn } = require('./tools/jest/engines');

const engine = ['postgres', 'mongodb'].includes(process.env.TEST_DB_ENGINE) ? process.env.TEST_DB_ENGINE : 'sqlite';
// Drafts are kept in MongoDB or SQLite, never PostgreSQL (decision 190).
const DRAFTS_TESTS = '<rootDir>/services/drafts/test/';

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
  '^@draftroom/(solver|projections)$': '<rootDir>/libs/$1/src',
  '^@draftroom/testing$': '<rootDir>/libs/testing/src',
  '^@draftroom/testing/services$': '<rootDir>/libs/testing/src/services',
  '^@draftroom/testing/seasons$': '<rootDir>/libs/testing/src/seasons',
  '^@draftroom/testing/fuzz$': '<rootDir>/libs/testing/src/fuzz/arbitraries',
  // The old home of the service test helpers, kept for tests written against it.
  '^@draftroom/nest-kit/testing$': '<rootDir>/libs/testing/src/services',
  '^@draftroom/fpl-fixture-server$': '<rootDir>/tools/fpl-fixture-server/src',
  // What a service offers the test helpers by name (its package.json's typesVersions say the same to TypeScript).
  '^@draftroom/(drafts|planner|stats)-service/app-module$': '<rootDir>/services/$1/src/app.module',
  '^@draftroom/stats-service/player-list$': '<rootDir>/services/stats/src/catalogue/player-list',
  '\\.css$': '<rootDir>/tools/jest/style-stub.js',
};

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

const services = {
  ...common,
  displayName: 'services',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/test/**/*.test.ts'],
  testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...notOn(engine, __dirname), ...(engine === 'postgres' ? [DRAFTS_TESTS] : [])],
  setupFiles: ['<rootDir>/tools/jest/storage-engine.js'],
  globalSetup: '<rootDir>/tools/jest/global-setup.js',
  globalTeardown: '<rootDir>/tools/jest/global-teardown.js',
  setupFilesAfterEnv: ['<rootDir>/tools/jest/slow-timeouts.js'],
};

// The PostgreSQL pass as a project of its own, so `npm test` runs both passes (and the unit
// specs) in one jest run and keeps both cores busy; only when asked for, since it needs a server.
const servicesPostgres = {
  ...services,
  displayName: 'services-postgres',
  testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...notOn('postgres', __dirname), DRAFTS_TESTS],
  setupFiles: ['<rootDir>/tools/jest/postgres-engine.js', ...services.setupFiles],
};

// The drafts service's files on MongoDB (FerretDB started by npm test, or TEST_MONGODB_URL).
const servicesMongodb = {
  ...services,
  displayName: 'services-mongodb',
  testMatch: [`${DRAFTS_TESTS}**/*.test.ts`],
  testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...notOn('mongodb', __dirname)],
  setupFiles: ['<rootDir>/tools/jest/mongodb-engine.js', ...services.setupFiles],
};

module.exports = {
  testSequencer: '<rootDir>/tools/jest/sequencer.js',
  reporters: ['default', '<rootDir>/tools/jest/project-summary.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/tools/jest/testing-library.js'],
      testMatch: ['<rootDir>/**/src/**/*.spec.ts?(x)', '<rootDir>/services/stats/evaluation/**/*.spec.ts'],
    },
    services,
    ...(process.env.DRAFTROOM_TEST_POSTGRES === '1' ? [servicesPostgres] : []),
    ...(process.env.DRAFTROOM_TEST_MONGODB === '1' ? [servicesMongodb] : []),
  ],
};
