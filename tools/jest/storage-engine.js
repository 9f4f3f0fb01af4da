// Entities pick their column types when they load, so the engine must be known before any
// test imports one: TEST_DB_ENGINE=postgres points DATABASE_URL at the real server first.
if (process.env.TEST_DB_ENGINE === 'postgres') {
  process.env.DATABASE_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
} else {
  delete process.env.DATABASE_URL;
}
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL || 'silent';
process.env.DATABASE_RETRY_ATTEMPTS = '0';
// The suites write thousands of times from one address; the rate-limit test turns it back on.
process.env.RATE_LIMIT_WRITES_PER_MINUTE = process.env.TEST_RATE_LIMIT_WRITES_PER_MINUTE || '0';
