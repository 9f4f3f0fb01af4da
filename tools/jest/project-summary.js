/**
 * Prints tests and suites per jest project at the end of a run: `npm test` runs the unit specs
 * and both storage passes in one jest invocation, and the counts of each pass still matter.
 */
class ProjectSummary {
  constructor() {
    this.projects = new Map();
  }

  onTestResult(test, result) {
    const name = test.context.config.displayName;
    const key = (typeof name === 'string' ? name : name?.name) ?? 'default';
    const p = this.projects.get(key) ?? { suites: 0, passed: 0, failed: 0, skipped: 0, seconds: 0 };
    p.suites += 1;
    p.passed += result.numPassingTests;
    p.failed += result.numFailingTests + (result.testExecError ? 1 : 0);
    p.skipped += result.numPendingTests + result.numTodoTests;
    p.seconds += (result.perfStats.end - result.perfStats.start) / 1000;
    this.projects.set(key, p);
  }

  onRunComplete() {
    console.log('\nper project (seconds = sum of its files\' run times):');
    for (const [name, p] of this.projects) {
      const skipped = p.skipped ? `, ${p.skipped} skipped` : '';
      console.log(`  ${name.padEnd(18)} ${String(p.suites).padStart(3)} files  ${String(p.passed).padStart(4)} passed, ${p.failed} failed${skipped}  ${p.seconds.toFixed(1).padStart(6)}s`);
    }
  }
}

module.exports = ProjectSummary;
