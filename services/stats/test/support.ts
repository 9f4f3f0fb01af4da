/** The stats tests' helpers, from @draftroom/testing (the names are kept for the tests that import them from here). */
export { bootFreshStatsService, bootStatsService, waitUntilReady } from '@draftroom/testing/services';
