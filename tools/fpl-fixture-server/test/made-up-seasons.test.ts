/** @engines sqlite: no database in it (made-up seasons and the fixture server only), so the server passes would only repeat it */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeSeason, encodeSeason, readSnapshotSeason, type SeasonData } from '@draftroom/fpl-data';
import { nextSeason } from '@draftroom/testing/seasons';
import { MADE_UP_SEASONS, RECORDED_DIR, recordedFile, servedSeason } from '../src/made-up-seasons';

/**
 * The recorded made-up seasons are what nextSeason builds from the snapshot's 2025/26, season
 * after season. When nextSeason or the snapshot changes, this fails; RECORD_MADE_UP_SEASONS=1
 * rewrites the recordings (commit them with the change).
 */
const SNAPSHOT = join(__dirname, '..', '..', '..', 'data', 'snapshot');

/** Row counts and a digest: a mismatch says which table moved without a diff of 30,000 rows. */
const summary = (data: SeasonData) => ({
  season: data.season,
  ...Object.fromEntries(Object.entries(data).filter(([, v]) => Array.isArray(v)).map(([k, v]) => [k, (v as unknown[]).length])),
  digest: createHash('sha1').update(JSON.stringify(data)).digest('hex'),
});

function built(): SeasonData[] {
  const out: SeasonData[] = [];
  let previous = readSnapshotSeason(SNAPSHOT, '2025-26');
  for (const s of MADE_UP_SEASONS) {
    previous = nextSeason(previous, { season: s.season, seed: s.seed });
    out.push(previous);
  }
  return out;
}

describe('recorded made-up seasons', () => {
  const seasons = built();

  if (process.env.RECORD_MADE_UP_SEASONS === '1') {
    mkdirSync(RECORDED_DIR, { recursive: true });
    for (const s of seasons) writeFileSync(recordedFile(s.season), encodeSeason(s));
  }

  it.each(MADE_UP_SEASONS.map((s, i) => [s.season, i] as const))('%s is what nextSeason builds (RECORD_MADE_UP_SEASONS=1 rewrites it)', (season, i) => {
    const recorded = decodeSeason(readFileSync(recordedFile(season)));
    // The recording is stored sorted (encodeSeason); compare in the same order.
    expect(summary(recorded)).toEqual(summary(decodeSeason(encodeSeason(seasons[i]))));
  });

  it('serves the snapshot by default and refuses a season it has not recorded, naming those it has', () => {
    expect(servedSeason(SNAPSHOT).season).toBe('2025-26');
    expect(servedSeason(SNAPSHOT, '2026-27').season).toBe('2026-27');
    expect(() => servedSeason(SNAPSHOT, '2031-32')).toThrow("no season '2031-32': it serves 2025-26, 2026-27, 2027-28");
  });
});
