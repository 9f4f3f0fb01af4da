/** @engines sqlite: the SQLite file's migration; MongoDB documents without a season are read as 2025/26 (older-drafts.test.ts) */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DRAFTS_MIGRATIONS } from '../src/storage/sql/migrations';

describe('migration DraftSeasons1798000000000', () => {
  it('gives the drafts already saved the season 2025-26 and no players, and takes both away again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'draftroom-seasons-'));
    const open = (migrations: Array<new () => unknown>) =>
      new DataSource({ type: 'better-sqlite3', database: join(dir, 'drafts.sqlite'), migrations: migrations as never }).initialize();
    try {
      const before = await open(DRAFTS_MIGRATIONS.slice(0, -1));
      await before.runMigrations();
      await before.query(`INSERT INTO drafts (name, "nameKey", "selectedPlayers", "totalCostTenths", "positionCounts", "teamCounts", "createdAt")
        VALUES ('Opening day', 'opening day', '[1,2,3]', 995, '{}', '{}', '2025-08-15 10:00:00.000')`);
      await before.destroy();

      const after = await open(DRAFTS_MIGRATIONS);
      expect((await after.runMigrations()).map((m) => m.name)).toEqual(['DraftSeasons1798000000000']);
      expect(await after.query('SELECT name, season, players FROM drafts')).toEqual([{ name: 'Opening day', season: '2025-26', players: null }]);
      await after.undoLastMigration();
      expect((await after.query('PRAGMA table_info(drafts)')).map((c: { name: string }) => c.name)).not.toContain('season');
      expect(await after.query('SELECT name FROM drafts')).toEqual([{ name: 'Opening day' }]);
      await after.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
