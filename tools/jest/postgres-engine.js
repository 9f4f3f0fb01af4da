// The `services-postgres` project: the same service tests on the real PostgreSQL server.
process.env.TEST_DB_ENGINE = 'postgres';
