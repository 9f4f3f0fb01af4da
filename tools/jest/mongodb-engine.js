// The `services-mongodb` project: the drafts service's tests on the MongoDB wire protocol
// (TEST_MONGODB_URL: FerretDB started by npm test, or a real MongoDB). Each test file gets a
// database of its own on that server (libs/testing/src/services/test-database.ts).
process.env.TEST_DB_ENGINE = 'mongodb';
