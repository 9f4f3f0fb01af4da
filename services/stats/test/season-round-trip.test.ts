/** @engines postgres: on SQLite the in-memory suites (season stats, catalogue) already read every season back */
import { readSnapshotManifest, readSnapshotSeason } from '@draftroom/fpl-data';
import { SNAPSHOT_DIR, type BootedService } from '@draftroom/testing/services';
import { SeasonRepository } from '../src/storage/season-repository';
import { bootStatsService } from './support';

/**
 * Every stats endpoint is computed in memory from the seasons the repository reads back, so a
 * season that survives the database unchanged makes those endpoints engine-independent. This is
 * what the PostgreSQL pass checks instead of running the in-memory suites (season stats, the
 * clock) a second time: every row and every field of the three imported seasons, both engines.
 */
describe('the seasons read back from the database are the snapshot that was imported', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootStatsService();
  });
  afterAll(() => svc.close());

  it.each(readSnapshotManifest(SNAPSHOT_DIR).seasons.map((s) => s.season))('%s: teams, players, fixtures, appearances, match stats and availability, field for field', async (season) => {
    const stored = await svc.app.get(SeasonRepository).loadSeason(season);
    const snapshot = readSnapshotSeason(SNAPSHOT_DIR, season);
    expect(stored).toBeDefined();
    for (const table of ['teams', 'players', 'fixtures', 'appearances', 'matchStats', 'availability'] as const) {
      const [got, want] = [canonical(stored![table]), canonical(snapshot[table])];
      const i = got.findIndex((row, k) => row !== want[k]);
      expect({ table, rows: got.length, differs: i === -1 ? null : { stored: got[i], snapshot: want[i] } })
        .toEqual({ table, rows: want.length, differs: null });
    }
  });

  it('reads a season once per stored version, frozen, and anew once it is replaced', async () => {
    const repository = svc.app.get(SeasonRepository);
    const first = (await repository.loadSeason('2023-24'))!;
    expect(await repository.loadSeason('2023-24')).toBe(first);
    // Its readers share it, so none of them may change it.
    expect(() => (first.appearances as unknown[]).push({})).toThrow(TypeError);
    expect(() => Object.assign(first.players[0], { price: 1 })).toThrow(TypeError);

    await repository.replaceSeason(first, 'snapshot');
    const replaced = await repository.loadSeason('2023-24');
    expect(replaced).not.toBe(first);
    expect(replaced).toEqual(first);
  });
});

/** Each row as JSON with its fields in one order, the rows sorted: the two sides order them differently. */
function canonical(rows: readonly object[]): string[] {
  return rows.map((r) => JSON.stringify(Object.entries(r).sort(([a], [b]) => (a < b ? -1 : 1)))).sort();
}
