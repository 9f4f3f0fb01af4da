import { migrateDrafts } from './migrate-drafts';

/**
 * npm run migrate-drafts -- --from <postgres:// URL or SQLite file> --to <mongodb:// URL>
 * Exits 0 when every draft, vote and prediction of the source is in MongoDB, 1 otherwise.
 */
async function main(): Promise<number> {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const from = arg('from');
  const to = arg('to');
  if (!from || !to || !/^mongodb(\+srv)?:\/\//.test(to)) {
    console.error('usage: npm run migrate-drafts -- --from <postgres://... or path/to/drafts.sqlite> --to <mongodb://host:27017/drafts>');
    return 2;
  }
  const started = Date.now();
  const report = await migrateDrafts({ from, to, log: (line) => console.log(line) });
  const equal = Object.values(report).every((r) => r.source === r.inTarget);
  console.log(`${equal ? 'done: counts equal' : 'NOT COMPLETE: some rows are not in MongoDB as the source has them (see above)'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return equal ? 0 : 1;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(`migrate-drafts failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
