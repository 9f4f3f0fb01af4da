/** '@draftroom/testing/services': booting services on test databases, the stats-client fake, Redis. */
export * from './test-database';
export * from './test-run';
export * from './redis';
export * from './boot-service';
export * from './stats';
export * from './snapshot-catalogue';
export * from './drafts';
export * from './planner';
export * from './own-redis';
export * from './drafts-store-counts';
export * from './own-ferretdb';
