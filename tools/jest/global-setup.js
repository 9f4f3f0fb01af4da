// One scratch folder per jest run, shared by its workers (libs/testing/src/services/test-run.ts):
// the stats database templates and the snapshot player list are built there once per run.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async () => {
  process.env.DRAFTROOM_TEST_RUN = mkdtempSync(join(tmpdir(), 'drtest-'));
};
