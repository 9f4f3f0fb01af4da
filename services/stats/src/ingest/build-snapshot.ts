/**
 * `npm run snapshot`: reads ../shared/data/fpl through the community-CSV importer and writes
 * the compact snapshot under data/snapshot/, which `npm start` imports on first run so the
 * product starts offline. `--check` only compares, for CI: it fails when the committed
 * snapshot differs from what the source data gives.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@draftroom/nest-kit';
import { communitySeasons, defaultCommunityRoot, readCommunitySeason, writeSnapshot } from '@draftroom/fpl-data';

export const snapshotDir = (): string => join(repoRoot(), 'data', 'snapshot');

function main(): void {
  const check = process.argv.includes('--check');
  const source = defaultCommunityRoot(repoRoot());
  const started = Date.now();
  const seasons = communitySeasons(source).map((season) => {
    const data = readCommunitySeason(source, season);
    console.log(`read ${season}: ${data.players.length} players, ${data.appearances.length} appearances, ${data.matchStats.length} match-stat rows`);
    return data;
  });
  const target = check ? mkdtempSync(join(tmpdir(), 'draftroom-snapshot-')) : snapshotDir();
  const manifest = writeSnapshot(target, seasons);
  if (check) {
    const stale = manifest.seasons
      .map((s) => s.file)
      .concat('manifest.json')
      .filter((f) => !readFileSync(join(target, f)).equals(readFileSync(join(snapshotDir(), f))));
    if (stale.length > 0) {
      console.error(`data/snapshot is stale (${stale.join(', ')}); run \`npm run snapshot\` and commit the result`);
      process.exit(1);
    }
    console.log('data/snapshot matches the source data');
    return;
  }
  console.log(`wrote ${target} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

if (require.main === module) main();
