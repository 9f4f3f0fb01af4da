// The `services-postgres` project: the same service tests on the real PostgreSQL server.
process.env.TEST_DB_ENGINE = 'postgres';
// Each test app keeps a fixed pool open (decision 155). Two jest workers' apps run beside the
// e2e stack's services in CI, on a server that allows 100 connections: keep test pools small.
process.env.DATABASE_POOL_SIZE ??= '4';
