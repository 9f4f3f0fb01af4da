// One scratch folder per jest run, shared by its workers (libs/testing/src/services/test-run.ts):
// the stats database templates and the snapshot player list are built there once per run.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async () => {
  // Both service projects name this file; one folder serves the whole run.
  if (globalThis.draftroomTestRun) return;
  globalThis.draftroomTestRun = mkdtempSync(join(tmpdir(), 'drtest-'));
  process.env.DRAFTROOM_TEST_RUN = globalThis.draftroomTestRun;
};
