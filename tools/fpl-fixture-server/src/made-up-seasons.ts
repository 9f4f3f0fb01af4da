import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeSeason, readSnapshotSeason, type SeasonData } from '@draftroom/fpl-data';

/**
 * The seasons the fixture server can stand in for: the snapshot's 2025/26 (the real game, the
 * spec's season) and the made-up seasons after it (issue 32), recorded under recorded/ from
 * libs/testing's nextSeason so the server needs no test code at run time. Each is built from
 * the one before with its own seed; test/made-up-seasons.test.ts fails when a recording no
 * longer matches what nextSeason builds, and rewrites them with RECORD_MADE_UP_SEASONS=1.
 */
export const SNAPSHOT_SEASON = '2025-26';
export const MADE_UP_SEASONS = [
  { season: '2026-27', from: '2025-26', seed: 2627 },
  { season: '2027-28', from: '2026-27', seed: 2728 },
] as const;

export const RECORDED_DIR = join(__dirname, '..', 'recorded');
export const recordedFile = (season: string): string => join(RECORDED_DIR, `${season}.json.gz`);

/** The season to serve: the snapshot's 2025/26 by default, or a recorded made-up one. */
export function servedSeason(snapshotDir: string, season: string = SNAPSHOT_SEASON): SeasonData {
  if (season === SNAPSHOT_SEASON) return readSnapshotSeason(snapshotDir, SNAPSHOT_SEASON);
  const known = MADE_UP_SEASONS.map((s) => s.season as string);
  if (!known.includes(season) || !existsSync(recordedFile(season))) {
    throw new Error(`The fixture server has no season '${season}': it serves ${[SNAPSHOT_SEASON, ...known].join(', ')}.`);
  }
  return decodeSeason(readFileSync(recordedFile(season)));
}
