/** The planner tests' helpers, from @draftroom/testing (the names are kept for the tests that import them from here). */
export { bootPlanner, realSeason, startStatsApi, startUpstream, type StatsApi } from '@draftroom/testing/services';
