/**
 * @draftroom/testing: what unit, service and e2e tests build their data with. This entry point
 * is pure (players, squads, HTTP helpers) so Playwright specs can use it; the Nest boot helpers,
 * test databases and the stats-client fake are under '@draftroom/testing/services', the made-up
 * seasons the xPts model's specs run on and the made-up next seasons (nextSeason) under
 * '@draftroom/testing/seasons' (they read the server's season model, which browser code never
 * imports: the web typecheck of a fresh clone runs before that model's types are built).
 */
export * from './builders/players';
export * from './builders/squads';
export * from './builders/seeded-random';
export * from './http';
export * from './fake-solver-planner';
