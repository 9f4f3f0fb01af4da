/**
 * Which test files start first. With timings from an earlier run jest's own order is best
 * (longest first). Without them (a fresh clone, as in CI) jest falls back to file size, which
 * starts the long stats suites last and leaves one worker running them alone at the end; so
 * then: PostgreSQL service files, then SQLite ones, then unit specs, and within the service
 * projects the stats suites (they build the run's database templates) before the rest.
 */
const Sequencer = require('@jest/test-sequencer').default;

const project = (test) => {
  const name = test.context.config.displayName;
  return typeof name === 'string' ? name : name?.name;
};
const rank = (test) => {
  const byProject = { 'services-postgres': 0, services: 2 }[project(test)] ?? 4;
  return byProject + (byProject < 4 && /[\\/]services[\\/]stats[\\/]test[\\/]/.test(test.path) ? 0 : 1);
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.every((test) => test.duration != null)) return sorted;
    const position = new Map(sorted.map((test, i) => [test, i]));
    return [...sorted].sort((a, b) => rank(a) - rank(b) || position.get(a) - position.get(b));
  }
}

module.exports = SlowFirstSequencer;
