import { mkdtempSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { PlayerListSchema } from '@draftroom/contracts';
import { defaultCommunityRoot, readSnapshotSeason } from '@draftroom/fpl-data';
import { SNAPSHOT_DIR, type BootedService } from '@draftroom/testing/services';
import { STATS_CONFIG, type StatsConfig } from '../src/config';
import { IngestionService } from '../src/jobs/ingestion.service';
import { SeasonRepository } from '../src/storage/season-repository';
import { bootStatsService } from './support';

/** A copy of the 2025/26 source folder (links to the real files) whose availability.csv has one bad field. */
function brokenSource(): string {
  const real = join(defaultCommunityRoot(join(SNAPSHOT_DIR, '..', '..')), '2025-26');
  const root = mkdtempSync(join(tmpdir(), 'draftroom-availability-'));
  const dir = join(root, '2025-26');
  mkdirSync(dir);
  for (const name of readdirSync(real)) if (name !== 'availability.csv') symlinkSync(join(real, name), join(dir, name));
  const lines = readFileSync(join(real, 'availability.csv'), 'utf8').split('\n');
  lines[41] = lines[41].replace(/^(\d+),(\d+),\w,/, '$1,$2,X,');
  writeFileSync(join(dir, 'availability.csv'), lines.join('\n'));
  return root;
}

describe('a malformed availability file', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootStatsService();
  });
  afterAll(() => svc.close());

  it('fails the import naming file, line and column, and the previous data stays served', async () => {
    const config = svc.app.get<StatsConfig>(STATS_CONFIG);
    const before = await svc.app.get(SeasonRepository).states();
    Object.assign(config, { communityDir: brokenSource(), importSeasons: ['2025-26'] });

    await expect(svc.app.get(IngestionService).importSeasons('community-csv')).rejects.toThrow(
      /2025-26\/availability\.csv: line 42, column "status": expected one of a, d, i, s, u, n \(found "X"\)/,
    );

    expect(await svc.app.get(SeasonRepository).states()).toEqual(before);
    const stored = await svc.app.get(SeasonRepository).loadSeason('2025-26');
    expect(stored!.availability).toHaveLength(readSnapshotSeason(SNAPSHOT_DIR, '2025-26').availability.length);
    const players = PlayerListSchema.parse((await request(svc.server).get('/api/players').expect(200)).body);
    expect(players).toHaveLength(820);
  });
});
