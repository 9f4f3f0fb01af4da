/**
 * jest.config.js with CPU seconds logged per test file and per test (tools/jest/cpu-per-file.js):
 *   JEST_CPU_LOG=/tmp/cpu.tsv JEST_CPU_TESTS_LOG=/tmp/tests.tsv \
 *     npx jest -c tools/jest/cpu.config.js --selectProjects unit --testPathPatterns libs/solver
 *   sort -rn /tmp/cpu.tsv | head -15
 */
const { join } = require('node:path');
const base = require('../../jest.config.js');

module.exports = {
  ...base,
  // The root's <rootDir>, not this folder's: the reporters and sequencer are named from it.
  rootDir: join(__dirname, '..', '..'),
  projects: base.projects.map((project) => ({
    ...project,
    setupFilesAfterEnv: [...(project.setupFilesAfterEnv ?? []), '<rootDir>/tools/jest/cpu-per-file.js'],
  })),
};
