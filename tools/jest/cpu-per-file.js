/**
 * CPU per test file and per test, for finding what the jest phase spends (wall time lies on a
 * shared machine). Used by tools/jest/cpu.config.js only; appends tab-separated lines
 * (seconds of user+system CPU of the worker, then the path, and for tests the name) to the files
 * JEST_CPU_LOG and JEST_CPU_TESTS_LOG name. A file's figure runs from before it is required (its
 * imports and transforms count) to its first afterAll. The first file a worker runs also pays
 * for compiling the modules the later ones reuse: compare tests, or files run in the same order.
 */
const { appendFileSync } = require('node:fs');
const { relative } = require('node:path');

const seconds = (usage) => ((usage.user + usage.system) / 1e6).toFixed(2);
const where = () => relative(process.cwd(), expect.getState().testPath);
const fileStart = process.cpuUsage();
let testStart;

beforeEach(() => {
  testStart = process.cpuUsage();
});
afterEach(() => {
  if (process.env.JEST_CPU_TESTS_LOG) appendFileSync(process.env.JEST_CPU_TESTS_LOG, `${seconds(process.cpuUsage(testStart))}\t${where()}\t${expect.getState().currentTestName}\n`);
});
afterAll(() => {
  if (process.env.JEST_CPU_LOG) appendFileSync(process.env.JEST_CPU_LOG, `${seconds(process.cpuUsage(fileStart))}\t${where()}\n`);
});
